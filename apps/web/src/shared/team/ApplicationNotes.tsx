/**
 * The private notes of an application (issue 36, "Working together on an application"): the
 * company's notes oldest first, as plain text with their @mentions, and the form to add one that
 * names who the note will notify while it is typed. Never shown to the applicant.
 */
import type { ApplicationNote } from '@hireloop/api';
import { isApiError } from '@hireloop/api';
import {
  mentionableMembers,
  mentionedMembers,
  TEAM_LIMITS,
  TEAM_MESSAGES,
} from '@hireloop/api/rules';
import {
  Box,
  Button,
  Form,
  formatDateTime,
  Inline,
  Stack,
  Text,
  TextArea,
  useT,
  Card,
} from '@hireloop/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useNotify } from '../../app/context.tsx';
import { formatList } from '../format.ts';
import {
  useAddApplicationNote,
  useApplicationNotes,
  useHiringTeam,
  useTeamMembers,
} from './queries.ts';
import * as styles from './teamWork.css.ts';
import { TeamSection } from './TeamSection.tsx';

/** From this share of the limit on, the field shows its character count. */
const COUNT_FROM = 0.8;

/** A note's text with its @mentions of `names` set apart; everything else as plain text. */
function NoteText({ body, names }: { body: string; names: readonly string[] }): ReactNode {
  if (names.length === 0) return body;
  const escaped = [...names]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(@(?:${escaped.join('|')}))(?![\\p{L}\\p{N}])`, 'giu');
  return body.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={styles.mention}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** One note: who wrote it and when, the text, and whom it mentioned. */
function NoteItem({ note }: { note: ApplicationNote }) {
  const t = useT('webTeamWork');
  const { locale } = useLocale();
  const names = note.mentions.map((m) => m.name);
  return (
    <Card as="li" padding="sm">
      <Stack space="xs">
        <Inline space="xs" alignY="center">
          <Text as="span" weight="semibold" size="sm">
            {note.author.memberId === null
              ? t('notes.formerMember', { name: note.author.name })
              : note.author.name}
          </Text>
          <Text as="time" size="xs" tone="muted" dateTime={note.createdAt}>
            {formatDateTime(note.createdAt, locale)}
          </Text>
        </Inline>
        <Box as="p" className={styles.noteBody}>
          <NoteText body={note.body} names={names} />
        </Box>
        {names.length > 0 ? (
          <Text size="sm" tone="muted">
            {t('notes.mentioned', { names: formatList(names, locale) })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The form of a new note, with the preview of whom it notifies. */
function NoteForm({ applicationId, postingId }: { applicationId: string; postingId: string }) {
  const t = useT('webTeamWork');
  const { locale } = useLocale();
  const notify = useNotify();
  const add = useAddApplicationNote(applicationId);
  const members = useTeamMembers();
  const hiringTeam = useHiringTeam(postingId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Whom the server would notify: the members who can see the application, not the author.
  const others = useMemo(() => {
    const all = members.data ?? [];
    const you = all.find((m) => m.isYou)?.id ?? '';
    const team = (hiringTeam.data?.members ?? []).map((m) => m.id);
    return mentionableMembers(all, team, you);
  }, [members.data, hiringTeam.data]);
  const notified = mentionedMembers(body, others);
  const max = TEAM_LIMITS.noteMaxLength;
  const fieldErrors = isApiError(add.error) ? add.error.errors : undefined;

  return (
    <Form
      validationBehavior="aria"
      validationErrors={fieldErrors}
      formError={add.error && !fieldErrors ? add.error.message : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim() === '') return setProblem(TEAM_MESSAGES.noteRequired);
        if (body.length > max) return setProblem(TEAM_MESSAGES.noteTooLong);
        setProblem(null);
        add.mutate(body, {
          onSuccess: () => {
            setBody('');
            notify({ type: 'success', message: t('notes.added') });
          },
        });
      }}
    >
      <TextArea
        name="body"
        label={t('notes.field')}
        description={t('notes.hint')}
        rows={4}
        maxLength={max}
        showCount={body.length >= max * COUNT_FROM}
        value={body}
        onChange={(next) => {
          setBody(next);
          setProblem(null);
        }}
        isInvalid={problem ? true : undefined}
        errorMessage={problem ?? undefined}
      />
      <Inline space="md" alignY="center">
        <Button type="submit" isPending={add.isPending}>
          {t('notes.submit')}
        </Button>
        <div aria-live="polite">
          {notified.length > 0 ? (
            <Text size="sm" tone="muted">
              {t('notes.willNotify', {
                names: formatList(
                  notified.map((m) => m.name),
                  locale,
                ),
              })}
            </Text>
          ) : null}
        </div>
      </Inline>
    </Form>
  );
}

/**
 * The "Private notes" section of the business application page (issue 36): the notes of
 * application `applicationId` oldest first (author, date and time, the text with its line breaks
 * and @mentions, never HTML), and the form to add one ("Add note"), which previews the members an
 * `@Full Name` will notify and shows `TEAM_MESSAGES.noteRequired` / `noteTooLong` or the server's
 * 422 under the field. The applicant never sees them.
 */
export function ApplicationNotes({
  applicationId,
  postingId,
}: {
  applicationId: string;
  /** The application's posting: its hiring team decides whom a mention notifies. */
  postingId: string;
}) {
  const t = useT('webTeamWork');
  const notes = useApplicationNotes(applicationId);
  return (
    <TeamSection title={t('notes.title')} lead={t('notes.lead')} query={notes}>
      {(data) => (
        <Stack space="lg">
          {data.length > 0 ? (
            <Stack as="ol" space="sm" aria-label={t('notes.listLabel')}>
              {data.map((note) => (
                <NoteItem key={note.id} note={note} />
              ))}
            </Stack>
          ) : (
            <Text tone="muted">{t('notes.empty')}</Text>
          )}
          <NoteForm applicationId={applicationId} postingId={postingId} />
        </Stack>
      )}
    </TeamSection>
  );
}
