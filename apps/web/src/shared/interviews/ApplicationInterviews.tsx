/**
 * The interviews of one application (issue 28), shown above its conversation on both sides:
 * each interview's card with its actions wired to the typed client (book, decline with a
 * reason, ask for other times — a message in the conversation —, cancel, reschedule, the
 * calendar file), and for the business "Propose an interview" while the application has no open
 * interview and can still be written to. After each change the interviews, the dashboard and
 * the conversation are read again.
 */
import { isApiError, type Area, type Interview, type InterviewProposal } from '@hireloop/api';
import { Button, Heading, Stack, Text, useT } from '@hireloop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNotify, useServices } from '../../app/context.tsx';
import { conversationKeys } from '../conversations/queries.ts';
import { downloadCalendar } from '../download.ts';
import { InterviewCard } from './InterviewCard.tsx';
import { applicationInterviewsQuery, interviewKeys, isOpenInterview } from './queries.ts';

/** The dialogs' code (the date-time field and its time-zone library) arrives when one is opened. */
const ProposalDialog = lazy(() =>
  import('./ProposalDialog.tsx').then((m) => ({ default: m.ProposalDialog })),
);
const ReasonDialog = lazy(() =>
  import('./ReasonDialog.tsx').then((m) => ({ default: m.ReasonDialog })),
);

/** Props of {@link ApplicationInterviews}. */
export interface ApplicationInterviewsProps {
  area: Area;
  applicationId: string;
  /** Whether the application can still get a proposal (its conversation is open for writing). */
  canPropose: boolean;
  /** The level of the section's heading (its cards' titles one below). @default 3 */
  headingLevel?: 3 | 4;
}

/** Which dialog is open, for which interview. */
type Open =
  | { dialog: 'propose' }
  | { dialog: 'reschedule'; interview: Interview }
  | { dialog: 'decline' | 'cancel'; interview: Interview }
  | null;

/** The section; see the module's description. */
export function ApplicationInterviews({
  area,
  applicationId,
  canPropose,
  headingLevel = 3,
}: ApplicationInterviewsProps) {
  const t = useT('webInterviews');
  const { api } = useServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery(applicationInterviewsQuery(api, area, applicationId));
  const booked = useQuery({
    queryKey: [...interviewKeys.all(area), 'booked'],
    queryFn: async () => (await api.interviews(area).list({ status: 'booked', perPage: 50 })).data,
    enabled: area === 'b',
  });
  const [open, setOpen] = useState<Open>(null);
  const [booking, setBooking] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: interviewKeys.all(area) });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all(area) });
  };
  const failed = (id: string, error: unknown) =>
    setErrors((all) => ({ ...all, [id]: isApiError(error) ? error.message : String(error) }));
  const interviews = query.data ?? [];
  const hasOpen = interviews.some(isOpenInterview);
  const calls = api.interviews(area);

  const book = async (interview: Interview, slot: string) => {
    setBooking(slot);
    setErrors(({ [interview.id]: _, ...rest }) => rest);
    try {
      await calls.book(interview.id, slot);
      notify({ type: 'success', message: t('bookedToast') });
    } catch (error) {
      failed(interview.id, isApiError(error) && error.status === 409 ? t('taken') : error);
    } finally {
      setBooking(null);
      refresh();
    }
  };
  const askOtherTimes = async (interview: Interview) => {
    try {
      await api.conversations(area).send(applicationId, t('askOtherMessage'));
      notify({ type: 'success', message: t('askOtherSent') });
      refresh();
    } catch (error) {
      failed(interview.id, error);
    }
  };
  const calendar = async (interview: Interview) => {
    try {
      downloadCalendar(await calls.calendar(interview.id), 'interview.ics');
    } catch {
      failed(interview.id, t('calendarFailed'));
    }
  };
  const propose = async (proposal: InterviewProposal) => {
    await calls.propose(applicationId, proposal);
    notify({ type: 'success', message: t('dialog.sent') });
    refresh();
  };

  if (query.isError) return <Text tone="danger">{t('loadFailed')}</Text>;
  if (!query.data || (interviews.length === 0 && (area === 'c' || !canPropose))) return null;
  return (
    <Stack as="section" space="sm" aria-label={t('section')}>
      <Heading level={headingLevel}>{t('section')}</Heading>
      {interviews.map((interview) => (
        <InterviewCard
          key={interview.id}
          interview={interview}
          area={area}
          headingLevel={headingLevel === 3 ? 4 : 'none'}
          bookingSlot={booking}
          error={errors[interview.id] ?? null}
          onBook={(slot) => void book(interview, slot)}
          onDecline={() => setOpen({ dialog: 'decline', interview })}
          onAskOtherTimes={() => void askOtherTimes(interview)}
          // A business member who may not propose (an interviewer, issue 36) neither cancels nor
          // reschedules: the server answers those with the same 403.
          onCancel={
            area === 'c' || canPropose ? () => setOpen({ dialog: 'cancel', interview }) : undefined
          }
          onReschedule={canPropose ? () => setOpen({ dialog: 'reschedule', interview }) : undefined}
          onCalendar={() => void calendar(interview)}
        />
      ))}
      {area === 'b' && canPropose && !hasOpen ? (
        <Stack space="xxs" align="start">
          <Button variant="secondary" onPress={() => setOpen({ dialog: 'propose' })}>
            {t('propose')}
          </Button>
          <Text size="sm" tone="muted">
            {t('proposeHint')}
          </Text>
        </Stack>
      ) : null}
      <Suspense fallback={null}>
        {open?.dialog === 'propose' || open?.dialog === 'reschedule' ? (
          <ProposalDialog
            isOpen
            onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}
            interview={open.dialog === 'reschedule' ? open.interview : undefined}
            booked={booked.data ?? []}
            onSubmit={
              open.dialog === 'reschedule'
                ? async (proposal) => {
                    await calls.reschedule(open.interview.id, proposal);
                    notify({ type: 'success', message: t('dialog.sent') });
                    refresh();
                  }
                : propose
            }
          />
        ) : null}
        {open?.dialog === 'decline' || open?.dialog === 'cancel' ? (
          <ReasonDialog
            action={open.dialog}
            isOpen
            onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}
            onSubmit={async (reason) => {
              if (open.dialog === 'decline') await calls.decline(open.interview.id, reason);
              else await calls.cancel(open.interview.id, reason);
              refresh();
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
