/**
 * The business's interview proposal (issue 28): kind, length (15–240 minutes), where, an optional
 * note and 1–10 start times typed in the business's own time zone (`DateTimeField` over
 * `@internationalized/date`, which converts them to UTC instants with the zone's daylight-saving
 * rules). Checked on submit with the shared `proposalProblems`, as the server checks it; a time
 * that overlaps another booked interview of the business is flagged under its field before
 * sending. Also used to reschedule (prefilled with the interview's offer).
 */
import {
  isApiError,
  type Interview,
  type InterviewKind,
  type InterviewProposal,
} from '@hireloop/api';
import {
  INTERVIEW_LIMITS,
  interviewsOverlap,
  proposalProblems,
  type ProposalField,
} from '@hireloop/api/rules';
import { getLocalTimeZone, now, parseAbsolute, type ZonedDateTime } from '@internationalized/date';
import {
  Button,
  DateTimeField,
  Dialog,
  Form,
  Inline,
  NumberField,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  TextField,
  useT,
} from '@hireloop/ui';
import { useState } from 'react';

/** Props of {@link ProposalDialog}. */
export interface ProposalDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The interview being rescheduled (its offer fills the form), or none for a new proposal. */
  interview?: Interview;
  /** The business's booked interviews, for the overlap warning. @default [] */
  booked?: readonly Interview[];
  /** Sends the proposal; a rejected ApiError's field errors show under their fields. */
  onSubmit: (proposal: InterviewProposal) => Promise<unknown>;
  /** The time zone the times are typed in. @default the browser's */
  timeZone?: string;
}

const KINDS: readonly InterviewKind[] = ['video', 'phone', 'on_site'];

/** Tomorrow at 10:00 in `zone`: the first time a new proposal offers. */
function firstTime(zone: string): ZonedDateTime {
  return now(zone).add({ days: 1 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
}

/** A modal form; see the module's description. */
export function ProposalDialog({
  isOpen,
  onOpenChange,
  interview,
  booked = [],
  onSubmit,
  timeZone = getLocalTimeZone(),
}: ProposalDialogProps) {
  const t = useT('webInterviews');
  const common = useT('common');
  const [kind, setKind] = useState<InterviewKind>(interview?.kind ?? 'video');
  const [minutes, setMinutes] = useState(interview?.durationMinutes ?? 45);
  const [location, setLocation] = useState(interview?.location ?? '');
  const [note, setNote] = useState(interview?.note ?? '');
  const [times, setTimes] = useState<(ZonedDateTime | null)[]>(
    interview
      ? interview.slots.map((slot) => parseAbsolute(slot, timeZone))
      : [firstTime(timeZone)],
  );
  const [errors, setErrors] = useState<Partial<Record<ProposalField | 'form', string>>>({});
  const [pending, setPending] = useState(false);

  const proposal = (): InterviewProposal => ({
    kind,
    durationMinutes: Number.isFinite(minutes) ? minutes : 0,
    location,
    note: note.trim() === '' ? null : note,
    slots: times.flatMap((time) => (time ? [time.toDate().toISOString()] : [])),
  });
  const overlaps = (time: ZonedDateTime | null) =>
    time !== null &&
    booked.some(
      (other) =>
        other.id !== interview?.id &&
        other.startsAt !== null &&
        interviewsOverlap(time.toDate(), minutes, new Date(other.startsAt), other.durationMinutes),
    );

  const submit = async () => {
    const body = proposal();
    const problems = proposalProblems(
      { ...body, duration_minutes: body.durationMinutes },
      new Date(),
    );
    if (Object.keys(problems).length) return setErrors(problems);
    setPending(true);
    try {
      await onSubmit(body);
      onOpenChange(false);
    } catch (caught) {
      if (isApiError(caught) && caught.errors) {
        const field = (name: ProposalField) =>
          caught.errors?.[name]?.[0] ??
          caught.errors?.[name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())]?.[0];
        setErrors({
          duration_minutes: field('duration_minutes'),
          location: field('location'),
          note: field('note'),
          slots: field('slots'),
          form: caught.message,
        });
      } else setErrors({ form: (caught as Error).message });
    } finally {
      setPending(false);
    }
  };
  const clear = (field: ProposalField) => setErrors(({ [field]: _, form: __, ...rest }) => rest);

  return (
    <Dialog
      title={interview ? t('dialog.rescheduleTitle') : t('dialog.proposeTitle')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack space="lg">
          <RadioGroup
            label={t('kind.label')}
            value={kind}
            onChange={(value) => setKind(value as InterviewKind)}
            orientation="horizontal"
          >
            {KINDS.map((value) => (
              <Radio key={value} value={value}>
                {t(`kind.${value}`)}
              </Radio>
            ))}
          </RadioGroup>
          <NumberField
            label={t('dialog.length')}
            description={t('dialog.lengthHint', {
              min: INTERVIEW_LIMITS.minDurationMinutes,
              max: INTERVIEW_LIMITS.maxDurationMinutes,
            })}
            value={minutes}
            onChange={(value) => {
              setMinutes(value);
              clear('duration_minutes');
            }}
            minValue={INTERVIEW_LIMITS.minDurationMinutes}
            maxValue={INTERVIEW_LIMITS.maxDurationMinutes}
            step={15}
            isInvalid={errors.duration_minutes !== undefined}
            errorMessage={errors.duration_minutes}
            isRequired
          />
          <TextField
            label={t('dialog.location')}
            description={t('dialog.locationHint')}
            value={location}
            onChange={(value) => {
              setLocation(value);
              clear('location');
            }}
            maxLength={INTERVIEW_LIMITS.locationMaxLength}
            isInvalid={errors.location !== undefined}
            errorMessage={errors.location}
            isRequired
          />
          <TextArea
            label={t('dialog.note')}
            value={note}
            onChange={(value) => {
              setNote(value);
              clear('note');
            }}
            maxLength={INTERVIEW_LIMITS.noteMaxLength}
            rows={3}
            isInvalid={errors.note !== undefined}
            errorMessage={errors.note}
          />
          <Stack as="fieldset" space="sm">
            <legend>
              <Text as="span" weight="semibold">
                {t('dialog.times')}
              </Text>
            </legend>
            <Text size="sm" tone="muted">
              {t('dialog.timesHint', { zone: timeZone, max: INTERVIEW_LIMITS.maxSlots })}
            </Text>
            {times.map((time, index) => (
              <Inline key={index} space="sm" alignY="bottom" noWrap>
                <DateTimeField
                  label={t('dialog.time', { n: index + 1 })}
                  value={time}
                  onChange={(value) => {
                    setTimes((list) => list.map((old, i) => (i === index ? value : old)));
                    clear('slots');
                  }}
                  zoneLabel={timeZone}
                  description={overlaps(time) ? t('overlaps') : undefined}
                  isRequired
                />
                {times.length > 1 ? (
                  <Button
                    variant="ghost"
                    onPress={() => setTimes((list) => list.filter((_, i) => i !== index))}
                  >
                    {t('dialog.removeTime', { n: index + 1 })}
                  </Button>
                ) : null}
              </Inline>
            ))}
            {errors.slots ? (
              <Text role="alert" tone="danger" size="sm">
                {errors.slots}
              </Text>
            ) : null}
            {times.length < INTERVIEW_LIMITS.maxSlots ? (
              <Inline>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() =>
                    setTimes((list) => [
                      ...list,
                      (list.at(-1) ?? firstTime(timeZone)).add({ hours: 1 }),
                    ])
                  }
                >
                  {t('dialog.addTime')}
                </Button>
              </Inline>
            ) : null}
          </Stack>
          {errors.form ? (
            <Text role="alert" tone="danger">
              {errors.form}
            </Text>
          ) : null}
          <Inline align="end" alignY="stretch">
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              {common('actions.cancel')}
            </Button>
            <Button type="submit" isPending={pending}>
              {interview ? t('dialog.submitReschedule') : t('dialog.submit')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
