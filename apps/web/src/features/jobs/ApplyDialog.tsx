/**
 * The application form of a job page (route `c.job`): a resume (a PDF of at most 5 MB, or the one
 * on the profile), the job's screening questions (issue 29: one control per kind, saved answers
 * offered, ScreeningAnswersFields.tsx) and an optional cover letter of at most 10,000 characters.
 * With a profile resume and a saved answer to every required question it opens on a one-step
 * summary of what will be sent ("Submit application", or "Edit before sending" for the form).
 * Closing the dialog keeps what was entered while the page is open. Rules are checked in
 * the browser first (./application.ts), with the same messages the server would give; the server's
 * 409 (already applied, job closed) and 422 field errors show in the form. On success the customer
 * lands on Application Submitted (`c.applications.success`).
 */
import type { Job } from '@hireloop/api';
import { camelKey, isApiError } from '@hireloop/api';
import { UPLOAD_TYPES } from '@hireloop/api/rules';
import { answerProblem } from '@hireloop/api/screening';
import {
  Box,
  Button,
  Dialog,
  FileDropZone,
  formatFileSize,
  Form,
  Heading,
  Inline,
  Link,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  TextArea,
  useT,
} from '@hireloop/ui';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../paths.ts';
import {
  COVER_LETTER_MAX_LENGTH,
  effectiveAnswers,
  readPdfSignature,
  RESUME_MAX_BYTES,
  validateApplication,
  type AnswerValues,
  type ApplicationErrors,
  type ResumeChoice,
} from './application.ts';
import { useApply, useSavedAnswers } from './queries.ts';
import { useNotify, useServices } from '../../app/context.tsx';
import {
  clearApplicationDraft,
  readApplicationDraft,
  writeApplicationDraft,
} from './applicationDraft.ts';
import { formatAnswer, formatDate } from '../../shared/format.ts';
import { useKeepResume, useLatestSentResume, useProfileResume } from '../../shared/resumes.ts';
import { ScreeningAnswersFields } from './ScreeningAnswersFields.tsx';

/** Props of {@link ApplyDialog}. */
export interface ApplyDialogProps {
  job: Job;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The apply dialog. */
export function ApplyDialog({ job, isOpen, onOpenChange }: ApplyDialogProps) {
  const t = useT('webMarketJobs');
  const navigate = useNavigate();
  const profileResume = useProfileResume();
  const apply = useApply(job.id);
  const storedResume = profileResume.data ?? null;
  const sentResume = useLatestSentResume().data ?? null;
  const keepResume = useKeepResume();
  const notify = useNotify();
  // The sent resume is offered unless the profile holds the same file already.
  const offeredSent =
    sentResume &&
    !(
      storedResume &&
      storedResume.filename === sentResume.filename &&
      storedResume.sizeBytes === sentResume.sizeBytes
    )
      ? sentResume
      : null;
  const [choice, setChoice] = useState<ResumeChoice | null>(null);
  const resumeChoice: ResumeChoice =
    choice ?? (storedResume ? 'profile' : offeredSent ? 'sent' : 'upload');
  const [resume, setResume] = useState<File | null>(null);
  // What was typed earlier for this job (closed dialog, page left, reload) comes back.
  const storage = useServices().sessionStorage;
  const [restored] = useState(() => readApplicationDraft(storage, job.id));
  const [discarded, setDiscarded] = useState(false);
  const [coverLetter, setCoverLetter] = useState(restored?.coverLetter ?? '');
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [checking, setChecking] = useState(false);
  const questions = job.screeningQuestions;
  const questionsHeading = useId();
  const savedAnswers = useSavedAnswers(questions.some((q) => q.reuseKey));
  const [typed, setTyped] = useState<AnswerValues>(restored?.typed ?? {});
  // A restored draft opens as the form, where its cover letter and answers show.
  const [editing, setEditing] = useState(restored !== null);
  const touched = useRef(false);
  useEffect(() => {
    if (touched.current) writeApplicationDraft(storage, job.id, { coverLetter, typed });
  }, [storage, job.id, coverLetter, typed]);
  const answers = effectiveAnswers(questions, typed, savedAnswers.data ?? []);

  const serverFields = isApiError(apply.error) ? apply.error.errors : undefined;
  const serverMessage = apply.error ? apply.error.message : null;
  const errorText = (code: ApplicationErrors['resume']) =>
    code
      ? t(`apply.errors.${code}`, {
          max: formatFileSize(RESUME_MAX_BYTES),
          size: resume ? formatFileSize(resume.size) : '',
          limit: COVER_LETTER_MAX_LENGTH.toLocaleString('en'),
        })
      : undefined;

  // A question's error from the last attempt shows while its answer still breaks the rule (a saved
  // answer arriving, or the seeker's fix, clears it).
  const answerErrors = Object.fromEntries(
    questions.map((q) => {
      const code = errors.answers?.[q.id] ? answerProblem(q, answers.values[q.id]) : null;
      return [
        q.id,
        code
          ? t(`apply.answerErrors.${code}` as 'apply.answerErrors.answerRequired')
          : serverFields?.[camelKey(`answers.${q.id}`)]?.[0],
      ];
    }),
  );

  const submit = async () => {
    const draft = {
      coverLetter,
      resumeChoice,
      resume,
      profileHasResume: storedResume !== null,
      sentApplicationId: offeredSent?.applicationId ?? null,
      questions,
      answers: answers.values,
    };
    const found = validateApplication(draft);
    if (!found.resume && resumeChoice === 'upload' && resume) {
      setChecking(true);
      const isPdf = await readPdfSignature(resume).catch(() => false);
      setChecking(false);
      if (!isPdf) found.resume = 'resumeNotPdf';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    apply.mutate(draft, {
      onSuccess: (application) => {
        touched.current = false;
        clearApplicationDraft(storage, job.id);
        void navigate(pathTo('c.applications.success', { id: application.id }));
      },
    });
  };

  // One-step apply (issue 29): with a profile resume and a saved answer to every required
  // question, the dialog first shows what will be sent and submits it as it is.
  const ready =
    storedResume !== null &&
    questions.every((q) => !q.required || answerProblem(q, answers.values[q.id]) === null);
  // What the dialog shows depends on the profile and the saved answers: wait for them.
  const loading =
    profileResume.isPending || (questions.some((q) => q.reuseKey) && savedAnswers.isPending);
  // Chosen once they are there: a form shown stays a form when its last required answer is
  // typed in (React's state adjusted while rendering, not in an effect).
  if (!loading && !ready && !editing) setEditing(true);
  const oneStep = !editing && ready;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('apply.title', { title: job.title })}
      size="md"
    >
      {loading ? (
        <Skeleton lines={6} />
      ) : oneStep ? (
        <Stack space="md">
          <Text tone="muted">{t('apply.oneStepIntro', { company: job.company.name })}</Text>
          <Box as="dl" display="grid" gap="xs">
            <Text as="dt" tone="muted">
              {t('apply.resume')}
            </Text>
            <dd>
              {t('apply.resumeProfileFile', {
                name: storedResume.filename,
                size: formatFileSize(storedResume.sizeBytes),
              })}
            </dd>
            {questions.map((q) =>
              answers.values[q.id] === undefined ? null : (
                <Fragment key={q.id}>
                  <Text as="dt" tone="muted">
                    {q.prompt}
                  </Text>
                  <dd>
                    {formatAnswer(answers.values[q.id]!, {
                      yes: t('apply.yes'),
                      no: t('apply.no'),
                    })}
                  </dd>
                </Fragment>
              ),
            )}
            <Text as="dt" tone="muted">
              {t('apply.coverLetter')}
            </Text>
            <dd>{t('apply.oneStepNoLetter')}</dd>
          </Box>
          {serverMessage ? (
            <Text role="alert" tone="danger">
              {serverMessage}
            </Text>
          ) : null}
          <Inline align="end" alignY="stretch">
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {t('apply.oneStepEdit')}
            </Button>
            <Button isPending={apply.isPending} onPress={() => void submit()}>
              {t('apply.submit')}
            </Button>
          </Inline>
        </Stack>
      ) : (
        <Form
          validationBehavior="aria"
          validationErrors={
            serverFields?.coverLetter ? { coverLetter: serverFields.coverLetter } : undefined
          }
          formError={serverMessage}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Text tone="muted">{t('apply.intro', { company: job.company.name })}</Text>
          {restored && !discarded ? (
            <Inline space="sm" alignY="center">
              <Text size="sm" tone="muted">
                {t('apply.draftRestored')}
              </Text>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => {
                  touched.current = true;
                  setDiscarded(true);
                  setCoverLetter('');
                  setTyped({});
                  setErrors({});
                }}
              >
                {t('apply.draftDiscard')}
              </Button>
            </Inline>
          ) : null}

          <RadioGroup
            label={t('apply.resume')}
            value={resumeChoice}
            onChange={(value) => {
              setChoice(value as ResumeChoice);
              setErrors((current) => ({ ...current, resume: undefined }));
            }}
            isInvalid={errors.resume === 'profileResumeMissing' ? true : undefined}
            errorMessage={errorText('profileResumeMissing')}
          >
            <Radio value="upload">{t('apply.resumeUpload')}</Radio>
            <Radio
              value="profile"
              isDisabled={!storedResume}
              description={
                storedResume ? (
                  t('apply.resumeProfileFile', {
                    name: storedResume.filename,
                    size: formatFileSize(storedResume.sizeBytes),
                  })
                ) : (
                  <>
                    {t('apply.resumeProfileNone')}{' '}
                    <Link href={pathTo('c.settings.profile')}>{t('apply.resumeProfileAdd')}</Link>
                  </>
                )
              }
            >
              {t('apply.resumeProfile')}
            </Radio>
            {offeredSent ? (
              <Radio
                value="sent"
                description={t('apply.resumeProfileFile', {
                  name: offeredSent.filename,
                  size: formatFileSize(offeredSent.sizeBytes),
                })}
              >
                {t('apply.resumeSent', {
                  company: offeredSent.companyName,
                  date: formatDate(offeredSent.sentAt),
                })}
              </Radio>
            ) : null}
          </RadioGroup>

          {resumeChoice === 'sent' && offeredSent ? (
            <Inline space="sm">
              <Button
                variant="secondary"
                size="sm"
                isPending={keepResume.isPending}
                onPress={() =>
                  keepResume.mutate(offeredSent.applicationId, {
                    onSuccess: () => {
                      setChoice('profile');
                      notify({ type: 'success', message: t('apply.resumeKept') });
                    },
                    onError: (error) => notify({ type: 'error', message: error.message }),
                  })
                }
              >
                {t('apply.resumeKeep')}
              </Button>
            </Inline>
          ) : null}

          {resumeChoice === 'upload' ? (
            <FileDropZone
              kind="resume"
              acceptedTypes={UPLOAD_TYPES.resume}
              maxSizeBytes={RESUME_MAX_BYTES}
              label={t('apply.resumeFile')}
              onFileChange={(file) => {
                setResume(file);
                setErrors((current) => ({ ...current, resume: undefined }));
              }}
              errorMessage={
                errors.resume && errors.resume !== 'profileResumeMissing'
                  ? errorText(errors.resume)
                  : (serverFields?.resume?.[0] ?? null)
              }
            />
          ) : null}

          {questions.length > 0 ? (
            <Stack as="section" space="sm" aria-labelledby={questionsHeading}>
              <Heading level={3} id={questionsHeading}>
                {t('apply.questions', { company: job.company.name })}
              </Heading>
              <Text tone="muted">{t('apply.questionsHint')}</Text>
              <ScreeningAnswersFields
                questions={questions}
                values={answers.values}
                fromSaved={answers.fromSaved}
                errors={answerErrors}
                onChange={(id, value) => {
                  touched.current = true;
                  setTyped((current) => ({ ...current, [id]: value }));
                  if (errors.answers?.[id])
                    setErrors((current) => {
                      const { [id]: _fixed, ...rest } = current.answers ?? {};
                      return { ...current, answers: rest };
                    });
                }}
              />
            </Stack>
          ) : null}

          <TextArea
            name="coverLetter"
            label={t('apply.coverLetter')}
            description={t('apply.coverLetterHint')}
            rows={8}
            maxLength={COVER_LETTER_MAX_LENGTH}
            value={coverLetter}
            onChange={(value) => {
              touched.current = true;
              setCoverLetter(value);
              if (errors.coverLetter)
                setErrors((current) => ({ ...current, coverLetter: undefined }));
            }}
            isInvalid={errors.coverLetter !== undefined ? true : undefined}
            errorMessage={errors.coverLetter ? errorText(errors.coverLetter) : undefined}
          />

          <Inline align="end" alignY="stretch">
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              {t('apply.cancel')}
            </Button>
            <Button type="submit" isPending={apply.isPending || checking}>
              {t('apply.submit')}
            </Button>
          </Inline>
        </Form>
      )}
    </Dialog>
  );
}
