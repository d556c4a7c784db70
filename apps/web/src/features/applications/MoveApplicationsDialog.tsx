/**
 * The confirmation of a board move: which applicants, to which stage (chosen here for "Move
 * selected", given for a drop, a card's "Move to" and "Reject selected"), and one optional note
 * that every applicant gets with their notification. A refusal by the status rules keeps the
 * dialog open and lists the reason per applicant; nothing was moved.
 */
import type { ApiError, ApplicationMoveStatus } from '@hireloop/api';
import { Box, Button, Dialog, Select, SelectItem, Stack, TextArea, useT } from '@hireloop/ui';
import { useState } from 'react';
import { applicationMoveStatusValues } from '@hireloop/api/schema';
import { NOTE_MAX_LENGTH, refusalReasons } from './board.ts';
import * as styles from './board.css.ts';

/** Props of {@link MoveApplicationsDialog}. */
export interface MoveApplicationsDialogProps {
  /** Names of the applicants to move (one line each). */
  names: readonly string[];
  /** The stage, or null to let the user choose one. */
  target: ApplicationMoveStatus | null;
  /** Sends the move; `note` is trimmed, null when empty. */
  onConfirm: (target: ApplicationMoveStatus, note: string | null) => void;
  /** Closes without moving. */
  onCancel: () => void;
  /** True while the move is on its way. @default false */
  isPending?: boolean;
  /** The failed move, if any: its reasons are listed. @default null */
  error?: ApiError | null;
}

/** The modal dialog that confirms a move of one or several applicants on the board. */
export function MoveApplicationsDialog({
  names,
  target,
  onConfirm,
  onCancel,
  isPending = false,
  error = null,
}: MoveApplicationsDialogProps) {
  const t = useT('webMarketBoard');
  const jobs = useT('jobs');
  const [chosen, setChosen] = useState<ApplicationMoveStatus | null>(target);
  const [note, setNote] = useState('');
  const [missingStage, setMissingStage] = useState(false);
  const count = names.length;
  const reject = target === 'rejected';
  const title = reject
    ? t('dialog.rejectTitle', { count })
    : target
      ? t('dialog.moveToTitle', { count, stage: jobs(`applicationStatus.${target}`) })
      : t('dialog.moveTitle', { count });

  const confirm = () => {
    if (!chosen) {
      setMissingStage(true);
      return;
    }
    const trimmed = note.trim();
    onConfirm(chosen, trimmed === '' ? null : trimmed);
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button variant={reject ? 'danger' : 'primary'} isPending={isPending} onPress={confirm}>
            {reject ? t('dialog.confirmReject') : t('dialog.confirmMove')}
          </Button>
        </>
      }
    >
      <Stack space="md">
        {error ? (
          <Box
            role="alert"
            padding="sm"
            borderRadius="md"
            background="dangerSubtle"
            color="dangerSubtleText"
          >
            <p>{t('dialog.refused')}</p>
            <ul>
              {refusalReasons(error).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </Box>
        ) : null}
        <section aria-label={t('dialog.applicants')}>
          <Box as="ul" margin="none" paddingLeft="lg" className={styles.names}>
            {names.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </Box>
        </section>
        {target === null ? (
          <Select<{ id: ApplicationMoveStatus }>
            label={t('dialog.stage')}
            items={applicationMoveStatusValues.map((id) => ({ id }))}
            selectedKey={chosen}
            onSelectionChange={(key) => {
              setChosen(key as ApplicationMoveStatus);
              setMissingStage(false);
            }}
            isRequired
            isInvalid={missingStage}
            errorMessage={missingStage ? t('dialog.stageRequired') : undefined}
          >
            {(item) => <SelectItem id={item.id}>{jobs(`applicationStatus.${item.id}`)}</SelectItem>}
          </Select>
        ) : null}
        <TextArea
          label={t('dialog.note')}
          description={t('dialog.noteHint')}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={note}
          onChange={setNote}
        />
      </Stack>
    </Dialog>
  );
}
