/**
 * The application form of a job page (route `c.job`): a resume (a PDF of at most 5 MB, or the one
 * on the profile) and an optional cover letter of at most 10,000 characters. Rules are checked in
 * the browser first (./application.ts), with the same messages the server would give; the server's
 * 409 (already applied, job closed) and 422 field errors show in the form. On success the customer
 * lands on Application Submitted (`c.applications.success`).
 */
import type { Job } from '@hireloop/api';
import { isApiError } from '@hireloop/api';
import { UPLOAD_TYPES } from '@hireloop/api/rules';
import {
  Button,
  Dialog,
  FileDropZone,
  formatFileSize,
  Form,
  Inline,
  Link,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  useT,
} from '@hireloop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../paths.ts';
import {
  COVER_LETTER_MAX_LENGTH,
  readPdfSignature,
  RESUME_MAX_BYTES,
  validateApplication,
  type ApplicationErrors,
  type ResumeChoice,
} from './application.ts';
import { useApply, useProfileResume } from './queries.ts';

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
  const [choice, setChoice] = useState<ResumeChoice | null>(null);
  const resumeChoice: ResumeChoice = choice ?? (storedResume ? 'profile' : 'upload');
  const [resume, setResume] = useState<File | null>(null);
  const [coverLetter, setCoverLetter] = useState('');
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [checking, setChecking] = useState(false);

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

  const submit = async () => {
    const draft = { coverLetter, resumeChoice, resume, profileHasResume: storedResume !== null };
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
      onSuccess: (application) =>
        void navigate(pathTo('c.applications.success', { id: application.id })),
    });
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('apply.title', { title: job.title })}
      size="md"
    >
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
        </RadioGroup>

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

        <TextArea
          name="coverLetter"
          label={t('apply.coverLetter')}
          description={t('apply.coverLetterHint')}
          rows={8}
          maxLength={COVER_LETTER_MAX_LENGTH}
          value={coverLetter}
          onChange={(value) => {
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
    </Dialog>
  );
}
