/**
 * The state and the submit logic of the job posting editor (./PostingEditor.tsx): the form's values
 * (restored from the local draft when one is offered, R-DATA-9), the errors of the browser's
 * checks and the server's 422 (./postingForm.ts), and what each button does after saving.
 */
import type { Posting, PostingInput } from '@hireloop/api';
import { isApiError } from '@hireloop/api';
import { useT } from '@hireloop/ui';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../app/context.tsx';
import { pathTo } from '../../paths.ts';
import { draftToRestore } from './postingDraft.ts';
import {
  DESCRIPTION_MAX_LENGTH,
  emptyPostingForm,
  formFromPosting,
  isValid,
  LOCATION_MAX_LENGTH,
  postingInputFromForm,
  SALARY_MAX_AMOUNT,
  sameForm,
  serverFieldErrors,
  TITLE_MAX_LENGTH,
  validatePostingForm,
  type PostingField,
  type PostingFormErrors,
  type PostingFormValues,
} from './postingForm.ts';
import { usePublishPosting, useSavePosting } from './queries.ts';
import { useDraftStorage, useLocalDraft } from './useLocalDraft.ts';

/** What pressing a button of the editor does after saving. */
export type Intent = 'draft' | 'preview' | 'publish';

/** The message of each invalid field, in the words of the `webMarketPostings` catalogue. */
export type FieldErrors = Partial<Record<PostingField, string>>;

/** Field order, for focusing the first invalid field and listing the errors. */
export const FIELD_ORDER: PostingField[] = [
  'title',
  'location',
  'workplaceType',
  'employmentType',
  'experienceLevel',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'description',
  'skills',
];

/**
 * The editor's state for `posting` (null: a new posting).
 * @returns `values` and `set(field, value)` (which clears that field's error); `errors` and
 *   `formError` (the summary's message) with `summaryRef`/`formRef` to focus them; `busy`, the
 *   intent being saved; `submit(intent)`, which checks, saves, publishes or previews and navigates;
 *   `restored` (the local draft offered back, or null) with `showRestored` and `discardRestored()`;
 *   `dirty` (the form differs from the server's version) and `isPublished`.
 */
export function usePostingEditor(posting: Posting | null) {
  const t = useT('webMarketPostings');
  const navigate = useNavigate();
  const notify = useNotify();
  const storage = useDraftStorage();
  const postingId = posting?.id ?? null;
  const baseline = useMemo(
    () => (posting ? formFromPosting(posting) : emptyPostingForm),
    [posting],
  );
  const [restored] = useState(() => draftToRestore(storage, postingId, baseline));
  const [values, setValues] = useState<PostingFormValues>(() => restored?.values ?? baseline);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Intent | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const save = useSavePosting();
  const publish = usePublishPosting();
  const { discard } = useLocalDraft(storage, postingId, values, baseline);

  const isPublished = posting?.status === 'published';
  const dirty = !sameForm(values, baseline);
  const set = <K extends PostingField>(field: K, value: PostingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const discardRestored = () => {
    discard();
    setValues(baseline);
    setShowRestored(false);
  };

  const messagesOf = (found: PostingFormErrors) =>
    Object.fromEntries(
      Object.entries(found).map(([field, code]) => [
        field,
        t(`editor.errors.${code}`, {
          title: TITLE_MAX_LENGTH,
          description: DESCRIPTION_MAX_LENGTH.toLocaleString('en'),
          location: LOCATION_MAX_LENGTH.toLocaleString('en'),
          max: SALARY_MAX_AMOUNT.toLocaleString('en'),
        }),
      ]),
    ) as FieldErrors;

  const showErrors = (fields: FieldErrors, message: string) => {
    setErrors(fields);
    setFormError(message);
    const first = FIELD_ORDER.find((field) => fields[field]);
    // Focus the first invalid field, else the summary.
    requestAnimationFrame(() => {
      const element = first
        ? formRef.current?.querySelector<HTMLElement>(
            `[data-field="${first}"] input, [data-field="${first}"] textarea, [data-field="${first}"] button`,
          )
        : null;
      (element ?? summaryRef.current)?.focus();
    });
  };

  const submit = async (intent: Intent) => {
    const rules = intent === 'publish' || isPublished ? 'publish' : 'draft';
    const found = validatePostingForm(values, rules);
    if (!isValid(found)) {
      showErrors(
        messagesOf(found),
        rules === 'publish' ? t('editor.fixToPublish') : t('editor.fixToSave'),
      );
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(intent);
    const input: PostingInput = postingInputFromForm(values);
    try {
      const saved = await save.mutateAsync({ id: postingId, input });
      discard();
      if (intent === 'publish' && saved.status === 'draft') {
        try {
          await publish.mutateAsync(saved.id);
        } catch (error) {
          if (!postingId)
            void navigate(pathTo('b.postings.edit', { id: saved.id }), { replace: true });
          throw error;
        }
        notify({ type: 'success', message: t('actions.published', { title: saved.title }) });
        void navigate(pathTo('b.posting', { id: saved.id }));
      } else if (intent === 'preview') {
        void navigate(pathTo('b.posting.preview', { id: saved.id }));
      } else {
        notify({
          type: 'success',
          message: isPublished ? t('editor.savedPublished') : t('editor.savedDraft'),
        });
        if (!postingId)
          void navigate(pathTo('b.postings.edit', { id: saved.id }), { replace: true });
      }
    } catch (error) {
      if (isApiError(error)) {
        const { fields, form } = serverFieldErrors(error.errors);
        showErrors(fields, [error.message, ...form].join(' '));
      } else {
        showErrors({}, t('editor.saveFailed'));
      }
    } finally {
      setBusy(null);
    }
  };

  return {
    values,
    set,
    errors,
    formError,
    summaryRef,
    formRef,
    busy,
    submit,
    restored,
    showRestored,
    discardRestored,
    dirty,
    isPublished,
  };
}
