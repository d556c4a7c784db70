/**
 * The pipeline board of one job posting (business Applications, `view=board`): one column per
 * application status with its count, cards with the applicant, when they applied and the last
 * note. A card moves by react-aria drag and drop (pointer, or keyboard: Enter on its drag handle,
 * Tab to a column, Enter), or through its "Move to" menu, so no move needs dragging (WCAG 2.5.7).
 * Cards can be selected (checkbox, or Space) in any columns and moved or rejected together with
 * one note; every move is confirmed in {@link MoveApplicationsDialog} and is all or none. Each
 * card shows its must-have mark, and everyone open who misses a must-have can be marked Not
 * selected in one action, written when its Undo toast leaves (issue 29). The
 * columns scroll sideways when they do not all fit; the column summary above them lists every
 * stage with its count, marks those in view, and jumps to one (scrolls it in and focuses it).
 */
import {
  isApiError,
  type ApplicationMoveStatus,
  type ApplicationStatus,
  type BusinessApplication,
} from '@hireloop/api';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  GridList,
  GridListItem,
  Inline,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Skeleton,
  Text,
  useT,
  VisuallyHidden,
} from '@hireloop/ui';
import {
  Button as AriaButton,
  isTextDropItem,
  useDragAndDrop,
  type Selection,
} from 'react-aria-components';
import { ChevronDown, GripVertical, Inbox } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useNotify } from '../../app/context.tsx';
import { scrollBehavior } from '../../app/scroll.ts';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { isOpenApplication } from '@hireloop/api/rules';
import { formatCount, formatDate } from '../../shared/format.ts';
import { useUndoableChange } from '../../shared/undoableChange.ts';
import {
  BOARD_PAGE_SIZE,
  CARD_DRAG_TYPE,
  applicantName,
  columnQuery,
  isDropColumn,
  lastNote,
  missedMustHavesQuery,
  moveTargets,
  visibleColumns,
  type BoardFilters,
} from './board.ts';
import * as styles from './board.css.ts';
import { paramsFromApplicationFilters } from './filters.ts';
import { MoveApplicationsDialog } from './MoveApplicationsDialog.tsx';
import { MustHavesBadge } from './MustHaves.tsx';
import {
  useBoardColumns,
  useMoveApplications,
  useReceivedApplications,
  useRejectAll,
} from './queries.ts';
import { useMay } from '../../shared/team/role.ts';

/** A move waiting for its confirmation: the applications and the stage (null: to choose). */
interface PendingMove {
  applications: BusinessApplication[];
  target: ApplicationMoveStatus | null;
}

/** What a dragged card carries. */
interface DraggedCard {
  id: string;
  status: ApplicationStatus;
}

/** Props of {@link PipelineBoard}. */
export interface PipelineBoardProps {
  /** The posting and the list's filters (`status` shows one column only). */
  filters: BoardFilters;
  /** Clears every filter but the posting (the "show all" of an empty filtered board). */
  onShowAll: () => void;
}

/** Share of a column that must show for the summary to count it in view. */
const IN_VIEW_RATIO = 0.6;

/**
 * The stages whose column shows (at least {@link IN_VIEW_RATIO} of it) in the scrolling `board`;
 * empty where IntersectionObserver is missing.
 */
function useColumnsInView(board: RefObject<HTMLElement | null>, ready: boolean) {
  const [inView, setInView] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const root = board.current;
    if (!root || !ready || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setInView((current) => {
          const next = new Set(current);
          for (const entry of entries) {
            const status = (entry.target as HTMLElement).dataset.status ?? '';
            if (entry.intersectionRatio >= IN_VIEW_RATIO) next.add(status);
            else next.delete(status);
          }
          return next;
        }),
      { root, threshold: [0, IN_VIEW_RATIO, 1] },
    );
    for (const column of root.querySelectorAll('[data-status]')) observer.observe(column);
    return () => observer.disconnect();
  }, [board, ready]);
  return inView;
}

/** The pipeline board of `filters.postingId`. */
export function PipelineBoard({ filters, onShowAll }: PipelineBoardProps) {
  const t = useT('webMarketBoard');
  const showAll = useT('webMarketApplications');
  const jobs = useT('jobs');
  const notify = useNotify();
  const columns = visibleColumns(filters.status);
  const queries = useMemo(
    () => columns.map((status) => columnQuery(filters, status)),
    [columns, filters],
  );
  const results = useBoardColumns(queries);
  const move = useMoveApplications(filters.postingId);
  // An interviewer reads the board: no selection, drag or "Move to" (issue 36).
  const readOnly = !useMay('pipeline');
  const undoable = useUndoableChange();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingMove | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const boardId = useId();
  const columnId = (status: ApplicationStatus) => `${boardId}-${status}`;

  const byId = new Map<string, BusinessApplication>();
  for (const result of results) for (const card of result.data?.data ?? []) byId.set(card.id, card);
  const selectedCards = [...selected].flatMap((id) => byId.get(id) ?? []);

  const open = (applications: BusinessApplication[], target: ApplicationMoveStatus | null) => {
    move.reset();
    setPending({ applications, target });
  };

  const confirm = (target: ApplicationMoveStatus, note: string | null) => {
    if (!pending) return;
    const ids = pending.applications.map((application) => application.id);
    move.mutate(
      { applicationIds: ids, status: target, note },
      {
        onSuccess: (moved) => {
          setPending(null);
          setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
          notify({
            type: 'success',
            message: t('dialog.moved', {
              count: moved.length,
              stage: jobs(`applicationStatus.${target}`),
            }),
          });
        },
      },
    );
  };

  // Issue 29: every applicant in the pipeline who misses a must-have (as the board is filtered,
  // loaded or not), rejected in one go with the Undo toast of a rejection (written when the toast
  // leaves). Offered while an open card on the board misses one; the count is the server's.
  const missedQuery = useMemo(() => missedMustHavesQuery(filters, columns), [filters, columns]);
  const missedOpen = [...byId.values()].some(
    (card) => !card.mustHavesMet && isOpenApplication(card),
  );
  const missed = useReceivedApplications(
    missedQuery ?? columnQuery(filters, 'submitted'),
    missedQuery !== null && missedOpen,
  );
  const missedTotal = missedOpen ? (missed.data?.meta.total ?? 0) : 0;
  const rejectAll = useRejectAll(filters.postingId);
  const rejectMissed = () => {
    if (!missedQuery) return;
    const total = missedTotal;
    undoable({
      message: t('selection.rejectMissedPending', {
        count: total,
        stage: jobs('applicationStatus.rejected'),
      }),
      commit: () =>
        rejectAll.mutate(
          { query: missedQuery, total },
          {
            onSuccess: (moved) =>
              notify({
                type: 'success',
                message: t('dialog.moved', {
                  count: moved,
                  stage: jobs('applicationStatus.rejected'),
                }),
              }),
            onError: (error) => notify({ type: 'error', message: error.message }),
          },
        ),
    });
  };

  const loaded = results.every((result) => result.data !== undefined);
  const inView = useColumnsInView(boardRef, loaded);

  const failed = results.find((result) => result.isError);
  if (failed) {
    return (
      <ErrorBlock
        error={failed.error}
        onRetry={() => {
          for (const result of results) if (result.isError) void result.refetch();
        }}
      />
    );
  }
  const total = results.reduce((sum, result) => sum + (result.data?.meta.total ?? 0), 0);
  const filtered =
    filters.status !== null ||
    filters.appliedWithinDays != null ||
    filters.hasResume != null ||
    filters.mustHaves != null;
  if (loaded && total === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={filtered ? t('emptyFilteredTitle') : t('emptyTitle')}
        description={filtered ? t('emptyFilteredText') : t('emptyText')}
        action={
          filtered ? (
            <Button variant="secondary" onPress={onShowAll}>
              {showAll('filters.showAll')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  const tooMany = selected.size > BOARD_PAGE_SIZE;
  return (
    <>
      {readOnly ? null : (
        <Box
          padding="sm"
          borderStyle="solid"
          borderWidth="thin"
          borderColor="border"
          borderRadius="lg"
          background="surfaceMuted"
        >
          <Inline space="sm">
            <Box as="p" marginRight="auto" aria-live="polite">
              {tooMany
                ? t('selection.tooMany', { max: BOARD_PAGE_SIZE })
                : t('selection.count', { count: selected.size })}
            </Box>
            <Button
              variant="secondary"
              isDisabled={selected.size === 0 || tooMany}
              onPress={() => open(selectedCards, null)}
            >
              {t('selection.move')}
            </Button>
            <Button
              variant="danger"
              isDisabled={selected.size === 0 || tooMany}
              onPress={() => open(selectedCards, 'rejected')}
            >
              {t('selection.reject')}
            </Button>
            <Button
              variant="ghost"
              isDisabled={selected.size === 0}
              onPress={() => setSelected(new Set())}
            >
              {t('selection.clear')}
            </Button>
            {missedTotal > 0 ? (
              <Button variant="secondary" isDisabled={rejectAll.isPending} onPress={rejectMissed}>
                {t('selection.rejectMissed', {
                  count: missedTotal,
                  stage: jobs('applicationStatus.rejected'),
                })}
              </Button>
            ) : null}
          </Inline>
        </Box>
      )}

      {columns.length > 1 ? (
        <nav aria-label={t('summaryLabel')}>
          <Inline as="ul" space="xs" alignY="stretch">
            {columns.map((status, index) => (
              <li key={status}>
                <AriaButton
                  className={styles.summaryButton}
                  data-in-view={inView.has(status) || undefined}
                  onPress={() => {
                    const target = document.getElementById(columnId(status));
                    if (!target) return;
                    target.scrollIntoView({
                      behavior: scrollBehavior(),
                      block: 'nearest',
                      inline: 'start',
                    });
                    target.focus({ preventScroll: true });
                  }}
                >
                  {jobs(`applicationStatus.${status}`)}
                  <span className={styles.summaryCount}>
                    {formatCount(results[index]?.data?.meta.total ?? 0)}
                  </span>
                </AriaButton>
              </li>
            ))}
          </Inline>
        </nav>
      ) : null}

      {/* Focusable, so the sideways scroll also works from the keyboard when no card is there. */}
      <Box
        ref={boardRef}
        display="flex"
        alignItems="flex-start"
        gap="sm"
        paddingBottom="sm"
        borderRadius="md"
        className={styles.board}
        role="region"
        aria-label={t('boardLabel')}
        // A scrollable region must be focusable (axe scrollable-region-focusable).
        tabIndex={0}
      >
        {columns.map((status, index) => (
          <BoardColumn
            key={status}
            id={columnId(status)}
            status={status}
            filters={filters}
            cards={results[index]?.data?.data}
            total={results[index]?.data?.meta.total ?? 0}
            selected={selected}
            onSelectionChange={(keys, cardIds) =>
              setSelected((current) => {
                const next = new Set([...current].filter((id) => !cardIds.includes(id)));
                for (const id of keys === 'all' ? cardIds : [...keys].map(String)) next.add(id);
                return next;
              })
            }
            onMove={(cards, target) => open(cards, target)}
            lookup={(id) => byId.get(id)}
            readOnly={readOnly}
          />
        ))}
      </Box>

      {pending ? (
        <MoveApplicationsDialog
          names={pending.applications.map(applicantName)}
          target={pending.target}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
          isPending={move.isPending}
          error={isApiError(move.error) ? move.error : null}
        />
      ) : null}
    </>
  );
}

/** Props of {@link BoardColumn}. */
interface BoardColumnProps {
  /** id of the column's section (the column summary's jump target). */
  id: string;
  status: ApplicationStatus;
  filters: BoardFilters;
  /** The column's first page, or undefined while loading. */
  cards: BusinessApplication[] | undefined;
  total: number;
  selected: ReadonlySet<string>;
  onSelectionChange: (keys: Selection, cardIds: string[]) => void;
  onMove: (cards: BusinessApplication[], target: ApplicationMoveStatus) => void;
  /** A card of any column by id (a drop brings ids from another column). */
  lookup: (id: string) => BusinessApplication | undefined;
  /** No selection, drag or move (a role that may not move applications). @default false */
  readOnly?: boolean;
}

/** One stage: its heading and count, and its cards in a drag-and-drop GridList. */
function BoardColumn({
  id,
  status,
  filters,
  cards,
  total,
  selected,
  onSelectionChange,
  onMove,
  lookup,
  readOnly = false,
}: BoardColumnProps) {
  const t = useT('webMarketBoard');
  const jobs = useT('jobs');
  const headingId = useId();
  const label = jobs(`applicationStatus.${status}`);
  const droppable = isDropColumn(status);
  const cardIds = (cards ?? []).map((card) => card.id);

  const { dragAndDropHooks } = useDragAndDrop<BusinessApplication>({
    getItems: (keys) =>
      [...keys].map((key) => {
        const card = lookup(String(key));
        const dragged: DraggedCard = { id: String(key), status: card?.status ?? status };
        return {
          [CARD_DRAG_TYPE]: JSON.stringify(dragged),
          'text/plain': card ? applicantName(card) : String(key),
        };
      }),
    acceptedDragTypes: [CARD_DRAG_TYPE],
    getDropOperation: () => (droppable ? 'move' : 'cancel'),
    onRootDrop: (event) => {
      void (async () => {
        if (!isDropColumn(status)) return;
        const dragged = await Promise.all(
          event.items
            .filter(isTextDropItem)
            .map(async (item) => JSON.parse(await item.getText(CARD_DRAG_TYPE)) as DraggedCard),
        );
        const moving = dragged
          .filter((card) => card.status !== status)
          .flatMap((card) => lookup(card.id) ?? []);
        if (moving.length > 0) onMove(moving, status);
      })();
    },
  });

  const tableHref = `${pathTo('b.applications')}?${paramsFromApplicationFilters({
    ...filters,
    status,
    page: 1,
    view: 'table',
  }).toString()}`;

  return (
    <Box
      as="section"
      id={id}
      data-status={status}
      tabIndex={-1}
      display="flex"
      flexDirection="column"
      gap="xs"
      minWidth="0"
      className={styles.column}
      aria-labelledby={headingId}
    >
      <Box
        as="h2"
        id={headingId}
        display="flex"
        alignItems="baseline"
        justifyContent="space-between"
        gap="xs"
        fontSize="md"
      >
        <span>{label}</span>{' '}
        <Text as="span" size="sm" tone="muted" weight="regular">
          {t('columnCount', { count: total })}
        </Text>
      </Box>
      {cards === undefined ? (
        <LoadingBlock>
          <Skeleton lines={3} />
        </LoadingBlock>
      ) : (
        <GridList<BusinessApplication>
          aria-labelledby={headingId}
          className={styles.list}
          items={cards}
          selectionMode={readOnly ? 'none' : 'multiple'}
          selectedKeys={cardIds.filter((id) => selected.has(id))}
          onSelectionChange={(keys) => onSelectionChange(keys, cardIds)}
          dragAndDropHooks={readOnly ? undefined : dragAndDropHooks}
          emptyContent={t('columnEmpty')}
        >
          {(card) => (
            <BoardCard
              card={card}
              onMove={(target) => onMove([card], target)}
              readOnly={readOnly}
            />
          )}
        </GridList>
      )}
      {total > (cards?.length ?? 0) && cards !== undefined ? (
        <Text as="div" size="sm">
          <Link href={tableHref}>{t('columnMore', { shown: cards.length, total })}</Link>
        </Text>
      ) : null}
    </Box>
  );
}

/** A card: drag handle, applicant (opens the application), applied date, last note, "Move to". */
function BoardCard({
  card,
  onMove,
  readOnly,
}: {
  card: BusinessApplication;
  onMove: (target: ApplicationMoveStatus) => void;
  /** No drag handle and no "Move to". */
  readOnly: boolean;
}) {
  const t = useT('webMarketBoard');
  const jobs = useT('jobs');
  const name = applicantName(card);
  const note = lastNote(card);
  const targets = readOnly ? [] : moveTargets(card);
  return (
    <GridListItem id={card.id} textValue={name}>
      <Box display="flex" flexDirection="column" gap="xxs" flexGrow="1" minWidth="0">
        <Link href={pathTo('b.application', { id: card.id })} className={styles.cardName}>
          {name}
        </Link>
        <Text as="div" size="xs" tone="muted">
          <Inline space="xs">
            <time dateTime={card.createdAt}>
              {t('card.applied', { date: formatDate(card.createdAt) })}
            </time>
            {card.resume ? null : <Badge tone="neutral">{t('card.noResume')}</Badge>}
            <MustHavesBadge application={card} />
          </Inline>
        </Text>
        {note ? (
          <p className={styles.cardNote}>
            <VisuallyHidden>{t('card.lastNote')}: </VisuallyHidden>
            {note}
          </p>
        ) : null}
        <Box
          as="span"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="xs"
          className={styles.cardActions}
        >
          {readOnly ? null : (
            <Button
              slot="drag"
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('card.drag', { name })}
            >
              <GripVertical size={16} aria-hidden="true" />
            </Button>
          )}
          {targets.length > 0 ? (
            <MenuTrigger>
              <Button variant="ghost" size="sm" aria-label={t('card.moveToLabel', { name })}>
                {t('card.moveTo')}
                <ChevronDown size={14} aria-hidden="true" />
              </Button>
              <Menu<{ id: ApplicationMoveStatus }>
                items={targets.map((id) => ({ id }))}
                onAction={(key) => onMove(key as ApplicationMoveStatus)}
              >
                {(item) => <MenuItem id={item.id}>{jobs(`applicationStatus.${item.id}`)}</MenuItem>}
              </Menu>
            </MenuTrigger>
          ) : null}
        </Box>
      </Box>
    </GridListItem>
  );
}
