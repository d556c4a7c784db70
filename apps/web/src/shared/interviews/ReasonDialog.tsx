/**
 * The dialog that asks why an interview is declined or cancelled (issue 28): one reason of 1–1,000
 * characters checked with the shared `reasonProblem` as the server checks it; a refusal of the
 * server shows on the field and nothing typed is lost.
 */
import { isApiError } from '@hireloop/api';
import { INTERVIEW_LIMITS, reasonProblem } from '@hireloop/api/rules';
import { Button, Dialog, Form, Inline, Stack, TextArea, useT } from '@hireloop/ui';
import { useState } from 'react';

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  /** `decline` (the applicant, a proposal) or `cancel` (either side). */
  action: 'decline' | 'cancel';
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Sends the trimmed reason; a rejected promise's message (`errors.reason` first) shows on the field. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** A modal form with one "Reason" field; see the module's description. */
export function ReasonDialog({ action, isOpen, onOpenChange, onSubmit }: ReasonDialogProps) {
  const t = useT('webInterviews');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const problem = reasonProblem(reason);
    if (problem) return setError(problem);
    setPending(true);
    try {
      await onSubmit(reason.trim());
      onOpenChange(false);
      setReason('');
    } catch (caught) {
      setError(
        isApiError(caught)
          ? (caught.errors?.reason?.[0] ?? caught.message)
          : String((caught as Error).message),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title={action === 'decline' ? t('reason.declineTitle') : t('reason.cancelTitle')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack space="xl">
          <TextArea
            label={t('reason.label')}
            description={t('reason.hint')}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
            maxLength={INTERVIEW_LIMITS.reasonMaxLength}
            rows={3}
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
            isRequired
          />
          <Inline align="end" alignY="stretch">
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              {t('reason.keep')}
            </Button>
            <Button type="submit" variant="danger" isPending={pending}>
              {action === 'decline' ? t('reason.declineSubmit') : t('reason.cancelSubmit')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
