/**
 * An application a business received (route `b.application`, R-ROUTE-2 "applications/{id}"): the
 * applicant as far as their privacy settings allow, the screening answers with the must-have mark
 * (issue 29, ./MustHaves.tsx), the cover letter, the resume (downloaded
 * through the API as a PDF blob), the timeline, and the move to a pipeline stage with an optional
 * note to the applicant (at most 2,000 characters; the applicant is notified).
 */
import { RouteError } from '../../app/notFound.tsx';
import type { BusinessApplication } from '@hireloop/api';
import { isApiError } from '@hireloop/api';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Form,
  formatFileSize,
  Heading,
  Inline,
  Link,
  Radio,
  RadioGroup,
  Stack,
  StatusTimeline,
  Text,
  TextArea,
  useT,
  DescriptionItem,
  DescriptionList,
} from '@hireloop/ui';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useNotify } from '../../app/context.tsx';
import { Page } from '../../app/Page.tsx';
import { pathTo } from '../../paths.ts';
import { LoadingBlock } from '../../app/QueryState.tsx';
/**
 * The conversation's code (issue 28) arrives after the application itself: the review is the
 * page's first answer, not its initial JS.
 */
const Conversation = lazy(() =>
  import('../../shared/conversations/Conversation.tsx').then((m) => ({ default: m.Conversation })),
);
/** The team's notes, scorecards and activity (issue 36) load after the review, like the conversation. */
const TeamWork = lazy(() =>
  import('../../shared/team/TeamWork.tsx').then((m) => ({ default: m.TeamWork })),
);
import { statusTone } from '../../shared/applicationStatus.ts';
import { useMay } from '../../shared/team/role.ts';
import { applicationMoveStatusValues } from '@hireloop/api/schema';
import { isOpenApplication, upcomingStages } from '@hireloop/api/rules';
import { formatDate } from '../../shared/format.ts';
import { useUndoableChange } from '../../shared/undoableChange.ts';
import * as styles from './applications.css.ts';
import { ScreeningAnswersCard } from './MustHaves.tsx';
import { NOTE_MAX_LENGTH } from './board.ts';
import { useDownloadResume, useMoveApplication, useReceivedApplication } from './queries.ts';

/** A pipeline stage the business can move an application to. */
type Stage = (typeof applicationMoveStatusValues)[number];

function applicantName(application: BusinessApplication): string {
  return `${application.applicant.firstName} ${application.applicant.lastName}`.trim();
}

/** An error in words, on the danger tint. */
function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Box
      as="p"
      role="alert"
      padding="sm"
      borderRadius="md"
      background="dangerSubtle"
      color="dangerSubtleText"
    >
      {children}
    </Box>
  );
}

/** The stage form: a stage other than the current one, and an optional note. */
function MoveForm({ application }: { application: BusinessApplication }) {
  const t = useT('webMarketApplications');
  const jobs = useT('jobs');
  const notify = useNotify();
  const move = useMoveApplication(application.id);
  const undoable = useUndoableChange();
  const [stage, setStage] = useState<Stage | null>(null);
  const [note, setNote] = useState('');
  const [missingStage, setMissingStage] = useState(false);
  const name = applicantName(application);

  return (
    <Form
      validationBehavior="aria"
      validationErrors={isApiError(move.error) ? move.error.errors : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!stage) {
          setMissingStage(true);
          return;
        }
        const trimmed = note.trim();
        const update = { status: stage, note: trimmed === '' ? null : trimmed };
        const moved = t('review.moved', { status: jobs(`applicationStatus.${stage}`), name });
        if (stage === 'rejected') {
          // Final on the server: written only when its Undo toast leaves (decision 024).
          const typed = note;
          setStage(null);
          setNote('');
          undoable({
            message: t('review.finalPending', { name, status: jobs('applicationStatus.rejected') }),
            commit: () => {
              move.mutateAsync(update).then(
                () => notify({ type: 'success', message: moved }),
                (error: unknown) =>
                  notify({
                    type: 'error',
                    message: isApiError(error) ? error.message : String(error),
                  }),
              );
            },
            onUndo: () => {
              setStage('rejected');
              setNote(typed);
            },
          });
          return;
        }
        move.mutate(update, {
          onSuccess: () => {
            notify({ type: 'success', message: moved });
            setStage(null);
            setNote('');
          },
        });
      }}
    >
      {move.error ? <ErrorAlert>{move.error.message}</ErrorAlert> : null}
      <RadioGroup
        name="status"
        label={t('review.stage')}
        value={stage}
        onChange={(value) => {
          setStage(value as Stage);
          setMissingStage(false);
        }}
        isInvalid={missingStage ? true : undefined}
        errorMessage={missingStage ? t('review.stageRequired') : undefined}
      >
        {applicationMoveStatusValues.map((value) => (
          <Radio key={value} value={value} isDisabled={value === application.status}>
            {jobs(`applicationStatus.${value}`)}
            {value === application.status ? ` (${t('review.current')})` : ''}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        name="note"
        label={t('review.note')}
        description={t('review.noteHint', { name: application.applicant.firstName })}
        rows={4}
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        onChange={setNote}
      />
      <Button type="submit" isPending={move.isPending}>
        {t('review.submit')}
      </Button>
    </Form>
  );
}

/** What the review screen shows when its application cannot be read (its route's error boundary). */
export function ApplicationReviewError() {
  const t = useT('webMarketApplications');
  return (
    <RouteError
      title={t('review.loadingTitle')}
      notFound={{
        title: t('review.notFoundTitle'),
        text: t('review.notFoundText'),
        back: { href: pathTo('b.applications'), label: t('review.back') },
      }}
    />
  );
}

/** The application review screen. */
export function ApplicationReview() {
  const t = useT('webMarketApplications');
  const jobs = useT('jobs');
  const { id = '' } = useParams();
  const application = useReceivedApplication(id);
  const download = useDownloadResume(id);

  const data = application.data;
  const name = applicantName(data);
  const { applicant } = data;
  const open = isOpenApplication(data);
  // An interviewer reads the application and writes notes and scorecards, but moves nothing.
  const mayMove = useMay('pipeline');
  const teamWork = useT('webTeamWork');

  return (
    <Page
      title={name}
      lead={
        <>
          {t('review.lead', { date: formatDate(data.createdAt) })}{' '}
          <Link href={pathTo('b.posting', { id: data.posting.id })}>{data.posting.title}</Link>
        </>
      }
      actions={
        <Badge tone={statusTone(data.status)}>{jobs(`applicationStatus.${data.status}`)}</Badge>
      }
      width="wide"
    >
      <Link href={pathTo('b.applications')} variant="standalone">
        {t('review.back')}
      </Link>
      <div className={styles.review}>
        <Stack space="lg">
          <ScreeningAnswersCard application={data} />
          <Card as="section" aria-labelledby="review-cover-letter">
            <Stack space="lg">
              <Heading level={2} id="review-cover-letter">
                {t('review.coverLetter')}
              </Heading>
              {data.coverLetter?.trim() ? (
                <Box maxWidth="prose" lineHeight="relaxed">
                  <Text preserveLines>{data.coverLetter}</Text>
                </Box>
              ) : (
                <Text tone="muted">{t('review.noCoverLetter')}</Text>
              )}
            </Stack>
          </Card>
          <Card as="section" aria-labelledby="review-resume">
            <Stack space="lg">
              <Heading level={2} id="review-resume">
                {t('review.resume')}
              </Heading>
              <Stack space="sm">
                {data.resume ? (
                  <Inline space="sm" align="between">
                    <span>
                      {data.resume.filename}{' '}
                      <Text as="span" tone="muted">
                        ({formatFileSize(data.resume.sizeBytes)})
                      </Text>
                    </span>
                    <Button
                      variant="secondary"
                      isPending={download.isPending}
                      onPress={() => data.resume && download.mutate(data.resume.filename)}
                    >
                      <Download aria-hidden="true" size={16} />
                      {t('review.download')}
                    </Button>
                  </Inline>
                ) : (
                  <Text tone="muted">{t('review.noResume')}</Text>
                )}
                {download.error ? <ErrorAlert>{download.error.message}</ErrorAlert> : null}
              </Stack>
            </Stack>
          </Card>
          <Card as="section" aria-labelledby="review-timeline">
            <Stack space="lg">
              <Heading level={2} id="review-timeline">
                {t('review.timeline')}
              </Heading>
              <StatusTimeline entries={data.timeline} upcoming={upcomingStages(data.status)} />
            </Stack>
          </Card>
          <Card as="div">
            <Suspense fallback={<LoadingBlock />}>
              <Conversation area="b" applicationId={data.id} heading="section" />
            </Suspense>
          </Card>
          <Suspense fallback={<LoadingBlock />}>
            <TeamWork
              key={data.id}
              applicationId={data.id}
              postingId={data.posting.id}
              stage={data.status}
            />
          </Suspense>
        </Stack>

        <Stack space="lg">
          <Card as="section" aria-labelledby="review-applicant">
            <Stack space="lg">
              <Heading level={2} id="review-applicant">
                {t('review.applicant')}
              </Heading>
              <Inline space="md" noWrap>
                <Avatar
                  src={applicant.avatarThumbUrl}
                  name={name}
                  size="lg"
                  showInitials
                  decorative
                />
                <Stack space="xxxs">
                  <Text as="span" weight="semibold">
                    {name}
                  </Text>
                  {applicant.headline ? (
                    <Text as="span" size="sm" tone="muted">
                      {applicant.headline}
                    </Text>
                  ) : null}
                </Stack>
              </Inline>
            </Stack>
            <Box marginTop="md">
              <DescriptionList size="sm">
                <DescriptionItem term={t('review.email')}>
                  {applicant.email ? (
                    <Link href={`mailto:${applicant.email}`}>{applicant.email}</Link>
                  ) : (
                    t('review.hidden')
                  )}
                </DescriptionItem>
                <DescriptionItem term={t('review.location')}>
                  {applicant.location ?? t('review.hidden')}
                </DescriptionItem>
              </DescriptionList>
            </Box>
          </Card>
          <Card as="section" aria-labelledby="review-move">
            <Stack space="lg">
              <Heading level={2} id="review-move">
                {t('review.moveTitle')}
              </Heading>
              {open && mayMove ? (
                <MoveForm application={data} />
              ) : open ? (
                <Text tone="muted">{teamWork('review.moveForbidden')}</Text>
              ) : (
                <Box
                  as="p"
                  padding="sm"
                  borderRadius="md"
                  background="infoSubtle"
                  color="infoSubtleText"
                >
                  {data.closedReason
                    ? t(`review.closedReason.${data.closedReason}`)
                    : t('review.final', { status: jobs(`applicationStatus.${data.status}`) })}
                </Box>
              )}
            </Stack>
          </Card>
        </Stack>
      </div>
    </Page>
  );
}
