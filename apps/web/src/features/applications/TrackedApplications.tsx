/**
 * "Applied on company sites" on My applications: the imported jobs the customer marked "I
 * applied", each with the timeline they keep themselves (applied, interviewing, offer, rejected,
 * withdrawn — a date and a private note per step), a private note, and Stop tracking.
 * `#tracked-{id}` in the URL scrolls to one (the job page links there).
 */
import type { Page, TrackedApplication, TrackedStatus } from '@hireloop/api';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  Select,
  SelectItem,
  Stack,
  Text,
  TextArea,
  TextField,
  useT,
} from '@hireloop/ui';
import { trackedStatusValues } from '@hireloop/api/schema';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useNotify } from '../../app/context.tsx';
import { pathTo } from '../../paths.ts';
import { formatDate } from '../../shared/format.ts';
import {
  useAddTrackedEvent,
  useDeleteTrackedEvent,
  useSetTrackedNote,
  useUntrack,
} from '../../shared/tracker.ts';
import * as styles from './applications.css.ts';

const TONES: Record<TrackedStatus, 'neutral' | 'info' | 'success' | 'danger' | 'warning'> = {
  applied: 'info',
  interviewing: 'warning',
  offer: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/** The element id of a tracked application (`#tracked-{id}`). */
export const trackedElementId = (id: string) => `tracked-${id}`;

/** A YYYY-MM-DD date as "21 Nov 2026" (read as a calendar date, not shifted by time zones). */
const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

function TrackedItem({ tracked }: { tracked: TrackedApplication }) {
  const t = useT('webMarket');
  const notify = useNotify();
  const headingId = useId();
  const addStep = useAddTrackedEvent(tracked.id);
  const removeStep = useDeleteTrackedEvent(tracked.id);
  const saveNote = useSetTrackedNote(tracked.id);
  const untrack = useUntrack();
  const today = new Date().toISOString().slice(0, 10);
  const [status, setStatus] = useState<TrackedStatus>('interviewing');
  const [date, setDate] = useState(today);
  const [stepNote, setStepNote] = useState('');
  const [note, setNote] = useState(tracked.note ?? '');
  const { job } = tracked;
  const label = (s: TrackedStatus) => t(`tracker.status.${s}`);

  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      id={trackedElementId(tracked.id)}
      className={styles.item}
    >
      <Stack space="lg">
        <Inline space="sm" align="between" alignY="top">
          <Box display="flex" flexDirection="column" gap="xxs" minWidth="0">
            <Heading level={3} size="lg" id={headingId}>
              <Link href={pathTo('c.job', { id: job.id })}>{job.title}</Link>
            </Heading>
            <Box as="span" display="inline-flex" alignItems="center" gap="xs" color="textMuted">
              <Avatar
                src={job.company.logoThumbUrl}
                name={job.company.name}
                shape="square"
                size="sm"
                showInitials
                decorative
              />
              {job.company.name}
              {job.location ? ` · ${job.location}` : ''}
            </Box>
          </Box>
          <Badge tone={TONES[tracked.status]}>{label(tracked.status)}</Badge>
        </Inline>
        <Text size="sm" tone="muted">
          {t('tracker.external')}
        </Text>
      </Stack>

      <Stack space="lg">
        <Heading level={4} size="lg">
          {t('tracker.timeline')}
        </Heading>
        <Box paddingLeft="lg">
          <Stack as="ol" space="xs">
            {tracked.events.map((event, index) => (
              <li key={event.id}>
                <Inline space="sm">
                  <time dateTime={event.date}>{formatDay(event.date)}</time>
                  <strong>{label(event.status)}</strong>
                  {event.note ? (
                    <Text as="span" tone="muted">
                      {event.note}
                    </Text>
                  ) : null}
                  {index > 0 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={t('tracker.removeStep', {
                        status: label(event.status),
                        date: formatDay(event.date),
                      })}
                      isPending={removeStep.isPending && removeStep.variables === event.id}
                      onPress={() => removeStep.mutate(event.id)}
                    >
                      <Trash2 aria-hidden="true" size={16} />
                    </Button>
                  ) : null}
                </Inline>
              </li>
            ))}
          </Stack>
        </Box>
      </Stack>

      <Box
        as="form"
        display="flex"
        flexWrap="wrap"
        alignItems="flex-end"
        gap="sm"
        marginY="md"
        aria-label={t('tracker.addStep')}
        onSubmit={(event) => {
          event.preventDefault();
          addStep.mutate(
            { status, date, note: stepNote.trim() || null },
            {
              onSuccess: () => {
                setStepNote('');
                notify({ type: 'success', message: t('tracker.stepAdded') });
              },
            },
          );
        }}
      >
        <Select<{ id: TrackedStatus }>
          label={t('tracker.stepStatus')}
          items={trackedStatusValues.map((id) => ({ id }))}
          selectedKey={status}
          onSelectionChange={(key) => setStatus(key as TrackedStatus)}
        >
          {(item) => <SelectItem id={item.id}>{label(item.id)}</SelectItem>}
        </Select>
        <TextField
          label={t('tracker.stepDate')}
          type="date"
          value={date}
          onChange={setDate}
          isRequired
          errorMessage={addStep.error?.message}
          isInvalid={Boolean(addStep.error)}
        />
        <TextField
          label={t('tracker.stepNote')}
          value={stepNote}
          onChange={setStepNote}
          maxLength={2000}
        />
        <Button type="submit" variant="secondary" isPending={addStep.isPending}>
          {t('tracker.save')}
        </Button>
      </Box>

      <Stack
        as="form"
        space="md"
        onSubmit={(event) => {
          event.preventDefault();
          saveNote.mutate(note.trim() || null, {
            onSuccess: () => notify({ type: 'success', message: t('tracker.noteSaved') }),
          });
        }}
      >
        <TextArea
          label={t('tracker.privateNote')}
          value={note}
          onChange={setNote}
          maxLength={5000}
          rows={2}
        />
        <Inline space="sm" alignY="stretch">
          <Button type="submit" variant="secondary" size="sm" isPending={saveNote.isPending}>
            {t('tracker.saveNote')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isPending={untrack.isPending}
            onPress={() =>
              untrack.mutate(tracked.id, {
                onSuccess: () =>
                  notify({ type: 'success', message: t('tracker.stopped', { title: job.title }) }),
              })
            }
          >
            {t('tracker.stopTracking')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/**
 * The tracker section of My applications, showing `page` (the tracked applications the page's
 * status filter keeps, read by the page so its count includes them). Nothing while `page` is
 * loading, nor when `isFiltered` and the filter keeps none; unfiltered and empty, it says how to
 * track a job.
 */
export function TrackedApplications({
  page,
  isFiltered = false,
}: {
  page: Page<TrackedApplication> | undefined;
  isFiltered?: boolean;
}) {
  const t = useT('webMarket');
  const { hash } = useLocation();
  const target = hash.startsWith('#tracked-') ? hash.slice(1) : null;
  const found = Boolean(target && page?.data.some((item) => trackedElementId(item.id) === target));
  useEffect(() => {
    if (found && target) document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [found, target]);

  if (!page || (isFiltered && page.data.length === 0)) return null;
  return (
    <Box as="section" aria-labelledby="tracked-title" marginTop="xl">
      <Stack space="lg">
        <Heading level={2} id="tracked-title">
          {t('tracker.title')}
        </Heading>
        <Stack space="sm">
          <Text tone="muted">{t('tracker.lead')}</Text>
          {page.data.length === 0 ? (
            <Text tone="muted">{t('tracker.empty')}</Text>
          ) : (
            <Stack as="ul" space="md">
              {page.data.map((item) => (
                <li key={item.id}>
                  <TrackedItem tracked={item} />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
