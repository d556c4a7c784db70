/**
 * The dialog that names a saved search (save and rename): one text field checked as the server
 * checks it (`savedSearchNameError`, ≤ 100 characters after trimming), server refusals (the
 * 20-search limit) shown on the field, nothing lost on error.
 */
import { isApiError } from '@hireloop/api';
import { SAVED_SEARCH_NAME_MAX, savedSearchNameError } from '@hireloop/api/savedSearches';
import { Button, Dialog, Form, Inline, Stack, TextField, useT } from '@hireloop/ui';
import { useState } from 'react';

/** Props of {@link NameDialog}. */
export interface NameDialogProps {
  title: string;
  submitLabel: string;
  /** The name the field starts with. */
  initialName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Saves the name; a rejected promise's message (an ApiError's `errors.name` first) shows on the field. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** A modal form with one "Name" field. */
export function NameDialog({
  title,
  submitLabel,
  initialName,
  isOpen,
  onOpenChange,
  onSubmit,
}: NameDialogProps) {
  const t = useT('webSavedSearches');
  const common = useT('common');
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const problem = savedSearchNameError(name);
    if (problem) return setError(problem);
    setPending(true);
    try {
      await onSubmit(name.trim());
      onOpenChange(false);
    } catch (caught) {
      setError(
        isApiError(caught)
          ? (caught.errors?.name?.[0] ?? caught.message)
          : String((caught as Error).message),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack space="xl">
          <TextField
            label={t('save.nameLabel')}
            description={t('save.nameHint', { max: SAVED_SEARCH_NAME_MAX })}
            value={name}
            onChange={(value) => {
              setName(value);
              setError(null);
            }}
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
            isRequired
          />
          <Inline align="end" alignY="stretch">
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              {common('actions.cancel')}
            </Button>
            <Button type="submit" isPending={pending}>
              {submitLabel}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
