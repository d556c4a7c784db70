/**
 * One interview as its reader sees it (issue 28): the kind, length, place (a link when it is
 * one), the business's note, and by status: the offered times (the applicant books one with one
 * press; the business sees which overlap another interview of theirs), the booked time with the
 * calendar file, or who declined or cancelled it and why. Every time is shown in the reader's
 * time zone. Presentational: the actions are callbacks (ApplicationInterviews wires them).
 */
import type { Area, Interview } from '@hireloop/api';
import { Badge, Button, Card, Heading, Inline, Stack, Text, useT } from '@hireloop/ui';
import { useLocale } from 'react-aria-components';
import { MessageText } from '../conversations/MessageText.tsx';
import { formatInterviewTime } from './queries.ts';

/** Badge tone of each status. */
const TONES = {
  proposed: 'info',
  booked: 'success',
  declined: 'neutral',
  cancelled: 'danger',
  completed: 'neutral',
} as const;

/** Props of {@link InterviewCard}. */
export interface InterviewCardProps {
  interview: Interview;
  /** The reader's area: `c` the applicant, `b` the business. */
  area: Area;
  /** The heading level of the card's title; `none`: bold text (below an `h4`). @default 3 */
  headingLevel?: 3 | 4 | 'none';
  /** The slot being booked (its button shows pending), or null. */
  bookingSlot?: string | null;
  /** A refusal to show (a 409 on booking, a failed download), or null. */
  error?: string | null;
  /** The time zone times are shown in. @default the browser's */
  timeZone?: string;
  onBook?: (slot: string) => void;
  onDecline?: () => void;
  onAskOtherTimes?: () => void;
  onCancel?: () => void;
  onReschedule?: () => void;
  onCalendar?: () => void;
}

/** The card; see the module's description. */
export function InterviewCard({
  interview,
  area,
  headingLevel = 3,
  bookingSlot = null,
  error = null,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  onBook,
  onDecline,
  onAskOtherTimes,
  onCancel,
  onReschedule,
  onCalendar,
}: InterviewCardProps) {
  const t = useT('webInterviews');
  const { locale } = useLocale();
  const time = (iso: string) => formatInterviewTime(iso, locale, timeZone);
  const overlapping = new Set(interview.overlappingSlots);
  const { status } = interview;
  const open = status === 'proposed' || status === 'booked';
  const isLink = /^https?:\/\//i.test(interview.location);
  return (
    <Card
      as="article"
      padding="md"
      aria-label={`${t(`kindTitle.${interview.kind}`)}, ${t(`status.${status}`)}`}
    >
      <Stack space="md">
        <Inline space="sm" alignY="center">
          {headingLevel === 'none' ? (
            <Text weight="semibold">{t(`kindTitle.${interview.kind}`)}</Text>
          ) : (
            <Heading level={headingLevel}>{t(`kindTitle.${interview.kind}`)}</Heading>
          )}
          <Badge tone={TONES[status]} size="sm">
            {t(`status.${status}`)}
          </Badge>
          <Text size="sm" tone="muted">
            {t('minutes', { count: interview.durationMinutes })}
          </Text>
        </Inline>
        <Stack space="xxs">
          <Text size="sm" weight="semibold">
            {t('where')}
          </Text>
          <Text as="p">
            {isLink ? <MessageText>{interview.location}</MessageText> : interview.location}
          </Text>
        </Stack>
        {interview.note ? (
          <Stack space="xxs">
            <Text size="sm" weight="semibold">
              {t('note')}
            </Text>
            <Text as="p">
              <MessageText>{interview.note}</MessageText>
            </Text>
          </Stack>
        ) : null}
        {status === 'proposed' ? (
          <Stack space="sm">
            <Text>{t('offered', { count: interview.slots.length })}</Text>
            {area === 'c' ? (
              <Text size="sm" tone="muted">
                {t('bookHint', { zone: timeZone })}
              </Text>
            ) : null}
            <Inline as="ul" space="sm">
              {interview.slots.map((slot) => (
                <li key={slot}>
                  {area === 'c' ? (
                    <Button
                      variant="secondary"
                      onPress={() => onBook?.(slot)}
                      isPending={bookingSlot === slot}
                      isDisabled={bookingSlot !== null && bookingSlot !== slot}
                    >
                      {t('book', { time: time(slot) })}
                    </Button>
                  ) : (
                    <Stack space="xxs">
                      <Text as="time" dateTime={slot}>
                        {time(slot)}
                      </Text>
                      {overlapping.has(slot) ? (
                        <Text size="xs" tone="danger">
                          {t('overlaps')}
                        </Text>
                      ) : null}
                    </Stack>
                  )}
                </li>
              ))}
            </Inline>
          </Stack>
        ) : null}
        {interview.startsAt && (status === 'booked' || status === 'completed') ? (
          <Stack space="xxs">
            <Text weight="semibold">
              <time dateTime={interview.startsAt}>
                {t('booked', { time: time(interview.startsAt) })}
              </time>
            </Text>
            {area === 'b' && overlapping.size > 0 ? (
              <Text size="sm" tone="danger">
                {t('overlaps')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {interview.reason && interview.endedBy ? (
          <Text as="p" tone="muted">
            {status === 'declined'
              ? t(`endedBy.${interview.endedBy}`, { reason: interview.reason })
              : t(`cancelledBy.${interview.endedBy}`, { reason: interview.reason })}
          </Text>
        ) : null}
        {error ? (
          <Text role="alert" tone="danger" size="sm">
            {error}
          </Text>
        ) : null}
        {open ? (
          <Inline space="sm">
            {status === 'booked' && onCalendar ? (
              <Button variant="secondary" size="sm" onPress={onCalendar}>
                {t('calendar')}
              </Button>
            ) : null}
            {status === 'proposed' && area === 'c' && onAskOtherTimes ? (
              <Button variant="secondary" size="sm" onPress={onAskOtherTimes}>
                {t('askOther')}
              </Button>
            ) : null}
            {status === 'proposed' && area === 'c' && onDecline ? (
              <Button variant="ghost" size="sm" onPress={onDecline}>
                {t('decline')}
              </Button>
            ) : null}
            {open && area === 'b' && onReschedule ? (
              <Button variant="secondary" size="sm" onPress={onReschedule}>
                {t('reschedule')}
              </Button>
            ) : null}
            {open && onCancel && (status === 'booked' || area === 'b') ? (
              <Button variant="ghost" size="sm" onPress={onCancel}>
                {t('cancel')}
              </Button>
            ) : null}
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
