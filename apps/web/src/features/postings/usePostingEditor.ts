/**
 * The state and the submit logic of the job posting editor (./PostingEditor.tsx): the form's values
 * (restored from the local draft when one is offered, R-DATA-9), the errors of the browser's
 * checks and the server's 422 (./postingForm.ts, and ./screeningForm.ts for the screening
 * questions of issue 29), the confirmation a published posting's must-have change needs (the
 * server's 409), and what each button does after saving.
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
  libraryFor,
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
import {
  mustHavesChanged,
  noIssues,
  OPTIONS_MAX_COUNT,
  OPTIONS_MIN_COUNT,
  QUESTION_FIELD_ORDER,
  questionIssues,
  type QuestionDraft,
  type QuestionField,
  type QuestionFieldErrors,
  type QuestionIssues,
  type QuestionProblem,
} from './screeningForm.ts';
import { useDraftStorage, useLocalDraft } from './useLocalDraft.ts';

/** What pressing a button of the editor does after saving. */
export type Intent = 'draft' | 'preview' | 'publish';

/** The message of each invalid field, in the words of the `webMarketPostings` catalogue. */
export type FieldErrors = Partial<Record<PostingField, string>>;

/** The messages of the screening questions' invalid fields, by question key. */
export type QuestionErrors = Record<string, QuestionFieldErrors>;

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
  'screeningQuestions',
  'scorecardCriteria',
];

/** A save the server held back until the business confirms re-evaluating the applications. */
export interface PendingReevaluation {
  intent: Intent;
  input: PostingInput;
  questions: QuestionDraft[];
}

/**
 * The control of a field's wrapper that takes the focus: its first enabled text field, radio or
 * checkbox, else its first button in the tab order (a select's trigger; not a number field's
 * steppers, which come first in the DOM).
 */
function focusableIn(form: HTMLElement, wrapper: string): HTMLElement | null {
  return (
    form.querySelector<HTMLElement>(
      `${wrapper} input:not([disabled]):not([type="hidden"]), ${wrapper} textarea:not([disabled])`,
    ) ?? form.querySelector<HTMLElement>(`${wrapper} button:not([disabled]):not([tabindex="-1"])`)
  );
}

/**
 * The editor's state for `posting` (null: a new posting).
 * @returns `values` and `set(field, value)` (which clears that field's error);
 *   `updateQuestions(change)` and `questionEdited(key, field)` for the screening questions, with
 *   `questionErrors` (by question key and field), `publishedQuestions` (a published posting's
 *   saved questions, whose kind and options are fixed; null otherwise) and `library` (the
 *   ready-made questions for the form as it reads); `errors` and `formError` (the summary's
 *   message) with `summaryRef`/`formRef` to focus them; `busy`, the intent being saved;
 *   `submit(intent)`, which checks, saves, publishes or previews and navigates; `reevaluation`
 *   (a must-have change the server wants confirmed, else null) with `confirmReevaluation()` and
 *   `cancelReevaluation()`; `restored` (the local draft offered back, or null) with
 *   `showRestored` and `discardRestored()`; `dirty` (the form differs from the server's version)
 *   and `isPublished`.
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
  const [questionErrors, setQuestionErrors] = useState<QuestionErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Intent | null>(null);
  const [reevaluation, setReevaluation] = useState<PendingReevaluation | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const save = useSavePosting();
  const publish = usePublishPosting();
  const { discard } = useLocalDraft(storage, postingId, values, baseline);

  const isPublished = posting?.status === 'published';
  const publishedQuestions = isPublished ? posting.screeningQuestions : null;
  const dirty = !sameForm(values, baseline);
  const { location, skills, salaryCurrency, salaryPeriod } = values;
  const library = useMemo(
    () => libraryFor({ ...emptyPostingForm, location, skills, salaryCurrency, salaryPeriod }),
    [location, skills, salaryCurrency, salaryPeriod],
  );

  const set = <K extends PostingField>(field: K, value: PostingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const updateQuestions = (change: (questions: QuestionDraft[]) => QuestionDraft[]) => {
    setValues((current) => ({
      ...current,
      screeningQuestions: change(current.screeningQuestions),
    }));
    if (errors.screeningQuestions)
      setErrors((current) => ({ ...current, screeningQuestions: undefined }));
  };

  const questionEdited = (key: string, field: QuestionField) => {
    if (questionErrors[key]?.[field])
      setQuestionErrors((current) => ({
        ...current,
        [key]: { ...current[key], [field]: undefined },
      }));
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

  const problemMessage = (problem: QuestionProblem) =>
    t(`editor.screening.errors.${problem}`, { min: OPTIONS_MIN_COUNT, max: OPTIONS_MAX_COUNT });

  const questionMessagesOf = (found: QuestionIssues<QuestionProblem>) => ({
    questions: Object.fromEntries(
      Object.entries(found.questions).map(([key, fields]) => [
        key,
        Object.fromEntries(
          Object.entries(fields).map(([field, problem]) => [field, problemMessage(problem)]),
        ),
      ]),
    ) as QuestionErrors,
    list: found.list ? problemMessage(found.list) : undefined,
  });

  /**
   * Shows the errors and focuses the first invalid field in screen order (the questions' after
   * the skills), else the summary. `questions`: the questions the errors were found in.
   */
  const showErrors = (
    fields: FieldErrors,
    message: string,
    questions: QuestionDraft[] = [],
    byQuestion: QuestionErrors = {},
  ) => {
    setErrors(fields);
    setQuestionErrors(byQuestion);
    setFormError(message);
    const targets = [
      ...FIELD_ORDER.filter((field) => field !== 'screeningQuestions' && fields[field]).map(
        (field) => `[data-field="${field}"]`,
      ),
      ...questions.flatMap((q) =>
        QUESTION_FIELD_ORDER.filter((field) => byQuestion[q.key]?.[field]).map(
          (field) => `[data-question="${q.key}"] [data-qfield="${field}"]`,
        ),
      ),
      ...(fields.screeningQuestions ? ['[data-field="screeningQuestions"]'] : []),
    ];
    requestAnimationFrame(() => {
      const form = formRef.current;
      const element = form
        ? targets.map((target) => focusableIn(form, target)).find(Boolean)
        : null;
      (element ?? summaryRef.current)?.focus();
    });
  };

  /**
   * Gives the questions saved new (`sent` without an id) the ids the server gave them, matched by
   * place in the list sent, so that the form equals the saved posting and the next save keeps them
   * (the editor stays open after "Save changes").
   */
  const adoptSavedIds = (sent: QuestionDraft[], saved: Posting) => {
    // Only new questions need an id; setting the form otherwise would write the local draft again.
    if (sent.length !== saved.screeningQuestions.length || sent.every((q) => q.id !== null)) return;
    const ids = new Map(sent.map((q, index) => [q.key, saved.screeningQuestions[index]!.id]));
    setValues((current) => ({
      ...current,
      screeningQuestions: current.screeningQuestions.map((q) =>
        q.id === null && ids.has(q.key) ? { ...q, id: ids.get(q.key)! } : q,
      ),
    }));
  };

  /** Saves `input` (the form's `questions` as sent), then does what `intent` asks. */
  const send = async (intent: Intent, input: PostingInput, questions: QuestionDraft[]) => {
    setBusy(intent);
    try {
      const saved = await save.mutateAsync({ id: postingId, input });
      // A new posting's editor is left for the saved one's, which reads the ids from the server.
      if (postingId) adoptSavedIds(questions, saved);
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
      if (
        isApiError(error) &&
        error.status === 409 &&
        publishedQuestions &&
        !input.confirmReevaluation &&
        mustHavesChanged(publishedQuestions, questions)
      ) {
        // The server asks to confirm that the applications received are re-evaluated.
        setReevaluation({ intent, input, questions });
      } else if (isApiError(error)) {
        const found = serverFieldErrors(error.errors, questions);
        showErrors(
          found.fields,
          [error.message, ...found.form].join(' '),
          questions,
          found.questions,
        );
      } else {
        showErrors({}, t('editor.saveFailed'));
      }
    } finally {
      setBusy(null);
    }
  };

  const submit = async (intent: Intent) => {
    const rules = intent === 'publish' || isPublished ? 'publish' : 'draft';
    const found = validatePostingForm(values, rules);
    const questions = values.screeningQuestions;
    const foundInQuestions = questionIssues(questions, publishedQuestions);
    if (!isValid(found) || !noIssues(foundInQuestions)) {
      const inQuestions = questionMessagesOf(foundInQuestions);
      showErrors(
        { ...messagesOf(found), screeningQuestions: inQuestions.list },
        rules === 'publish' ? t('editor.fixToPublish') : t('editor.fixToSave'),
        questions,
        inQuestions.questions,
      );
      return;
    }
    setErrors({});
    setQuestionErrors({});
    setFormError(null);
    await send(intent, postingInputFromForm(values), questions);
  };

  /** Sends the held-back save again, confirming the re-evaluation. */
  const confirmReevaluation = () => {
    const pending = reevaluation;
    setReevaluation(null);
    if (pending)
      void send(pending.intent, { ...pending.input, confirmReevaluation: true }, pending.questions);
  };

  return {
    values,
    set,
    updateQuestions,
    questionEdited,
    questionErrors,
    publishedQuestions,
    library,
    errors,
    formError,
    summaryRef,
    formRef,
    busy,
    submit,
    reevaluation,
    confirmReevaluation,
    cancelReevaluation: () => setReevaluation(null),
    restored,
    showRestored,
    discardRestored,
    dirty,
    isPublished,
  };
}
