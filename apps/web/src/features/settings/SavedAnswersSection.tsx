/**
 * Settings → Profile, "Saved answers" (issue 29): the customer's answers to reusable screening
 * questions (work authorisation, visa sponsorship, relocation, start date, years with a skill),
 * saved when they apply and offered the next time a job asks the same question.
 *
 * Newest first, each with the question as last asked, the answer and when it was saved. Edit
 * opens the answer in place with the control of its kind (Yes/No radios, a number field, a text
 * field of at most 200 characters); the value is checked with the shared rule (`savedAnswerProblem`)
 * before anything is sent, and the server's 422 shows on the field. Delete asks first. Focus: an
 * opened editor takes it; Save or Cancel give it back to the Edit button; after a deletion it
 * goes to the section's heading.
 */
import type { SavedAnswer, ScreeningAnswerValue } from '@hireloop/api';
import {
  savedAnswerProblem,
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  type ScreeningProblem,
  type ScreeningQuestionKind,
} from '@hireloop/api/screening';
import {
  AlertDialog,
  Box,
  Button,
  EmptyState,
  Form,
  Inline,
  NumberField,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
  useT,
} from '@hireloop/ui';
import { ListChecks } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNotify } from '../../app/context.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { formatAnswer, formatDateTime, formatRelative } from '../../shared/format.ts';
import { fieldErrorsOf } from './fieldErrors.ts';
import { useDeleteSavedAnswer, useSavedAnswers, useUpdateSavedAnswer } from './queries.ts';
import { Section } from '../../shared/Section.tsx';

/** The kinds of reusable questions, the only kinds a saved answer has (and can be edited in). */
const SAVED_ANSWER_KINDS = [
  'yes_no',
  'number',
  'short_text',
] as const satisfies readonly ScreeningQuestionKind[];

type EditableKind = (typeof SAVED_ANSWER_KINDS)[number];

const isEditable = (kind: ScreeningQuestionKind): kind is EditableKind =>
  (SAVED_ANSWER_KINDS as readonly ScreeningQuestionKind[]).includes(kind);

/** The problems `answerProblem` gives for an answer without options, worded by the catalogue. */
type AnswerProblem = Extract<
  ScreeningProblem,
  'answerRequired' | 'answerKind' | 'answerOption' | 'answerTooLong'
>;

const ANSWER_PROBLEMS: readonly ScreeningProblem[] = [
  'answerRequired',
  'answerKind',
  'answerOption',
  'answerTooLong',
] satisfies AnswerProblem[];

const isAnswerProblem = (problem: ScreeningProblem): problem is AnswerProblem =>
  ANSWER_PROBLEMS.includes(problem);

/** The answer in words: Yes or No, the number with grouping, the text (options joined). */
function useAnswerText() {
  const t = useT('webSettings');
  const words = { yes: t('savedAnswers.yes'), no: t('savedAnswers.no') };
  return (value: ScreeningAnswerValue): string => formatAnswer(value, words);
}

/** The message of a problem of an answer of `kind`, from the catalogue. */
function useProblemText() {
  const t = useT('webSettings');
  return (kind: ScreeningQuestionKind, problem: ScreeningProblem): string => {
    if (problem === 'answerKind' && kind === 'number')
      return t('savedAnswers.problems.numberRange', { max: SCREENING_LIMITS.numberMax });
    if (!isAnswerProblem(problem)) return SCREENING_MESSAGES[problem];
    return t(`savedAnswers.problems.${problem}`, { max: SCREENING_LIMITS.shortTextMaxLength });
  };
}

/** A draft of an answer: a boolean, a number (NaN while the field is empty) or a text. */
type Draft = boolean | number | string;

/** The value a draft sends: texts trimmed, an empty number none. */
const valueOf = (draft: Draft): ScreeningAnswerValue | undefined => {
  if (typeof draft === 'number') return Number.isNaN(draft) ? undefined : draft;
  if (typeof draft === 'string') return draft.trim();
  return draft;
};

/** The inline editor of one answer: the control of its kind, Save and Cancel. */
function AnswerEditor({
  answer,
  kind,
  onDone,
}: {
  answer: SavedAnswer;
  kind: EditableKind;
  onDone: () => void;
}) {
  const t = useT('webSettings');
  const notify = useNotify();
  const problemText = useProblemText();
  const update = useUpdateSavedAnswer();
  const [draft, setDraft] = useState<Draft>(() => {
    if (kind === 'yes_no') return answer.value === true;
    if (kind === 'number') return typeof answer.value === 'number' ? answer.value : Number.NaN;
    return typeof answer.value === 'string' ? answer.value : '';
  });
  const [error, setError] = useState<string | null>(null);
  const editorRef = useRef<HTMLDivElement>(null);

  // The editor opens with the focus in its control (the chosen radio for Yes/No).
  useEffect(() => {
    const editor = editorRef.current;
    const control =
      editor?.querySelector<HTMLInputElement>('input:checked') ??
      editor?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    control?.focus();
  }, []);

  const change = (next: Draft) => {
    setDraft(next);
    setError(null);
  };

  const save = () => {
    const value = valueOf(draft);
    const problem = savedAnswerProblem(kind, value);
    if (problem) {
      setError(problemText(kind, problem));
      return;
    }
    update.mutate(
      { id: answer.id, value: value! },
      {
        onSuccess: () => {
          notify({ type: 'success', message: t('savedAnswers.updated') });
          onDone();
        },
        onError: (failure) => {
          const messages = fieldErrorsOf(failure)?.value;
          if (messages) setError(messages.join(' '));
          else notify({ type: 'error', message: failure.message });
        },
      },
    );
  };

  const field = {
    label: answer.prompt,
    isRequired: true,
    isInvalid: error !== null,
    errorMessage: error,
  };
  let control;
  if (kind === 'yes_no') {
    control = (
      <RadioGroup
        {...field}
        orientation="horizontal"
        value={draft === true ? 'yes' : 'no'}
        onChange={(value) => change(value === 'yes')}
      >
        <Radio value="yes">{t('savedAnswers.yes')}</Radio>
        <Radio value="no">{t('savedAnswers.no')}</Radio>
      </RadioGroup>
    );
  } else if (kind === 'number') {
    control = (
      <NumberField
        {...field}
        description={t('savedAnswers.numberHint', { max: SCREENING_LIMITS.numberMax })}
        minValue={0}
        value={typeof draft === 'number' ? draft : Number.NaN}
        onChange={change}
      />
    );
  } else {
    control = (
      <TextField
        {...field}
        description={t('savedAnswers.textHint', { max: SCREENING_LIMITS.shortTextMaxLength })}
        maxLength={SCREENING_LIMITS.shortTextMaxLength}
        value={typeof draft === 'string' ? draft : ''}
        onChange={change}
      />
    );
  }

  return (
    // Escape cancels, as the Cancel button does.
    <Box
      ref={editorRef}
      maxWidth="prose"
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape' && !update.isPending) {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {control}
        <Inline space="xs">
          <Button type="submit" size="sm" isPending={update.isPending}>
            {t('savedAnswers.save')}
          </Button>
          <Button variant="secondary" size="sm" isDisabled={update.isPending} onPress={onDone}>
            {t('savedAnswers.cancel')}
          </Button>
        </Inline>
      </Form>
    </Box>
  );
}

/** One saved answer: its question, answer and date with Edit and Delete, or its editor. */
function SavedAnswerItem({
  answer,
  isEditing,
  onEdit,
  onEditEnd,
  onDelete,
}: {
  answer: SavedAnswer;
  isEditing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
  onDelete: () => void;
}) {
  const t = useT('webSettings');
  const answerText = useAnswerText();
  const itemRef = useRef<HTMLLIElement>(null);
  const returnFocus = useRef(false);
  // Back from the editor (Save or Cancel), the focus goes to the Edit button it came from (the
  // item's first button).
  useEffect(() => {
    if (!isEditing && returnFocus.current) {
      returnFocus.current = false;
      itemRef.current?.querySelector('button')?.focus();
    }
  }, [isEditing]);
  const question = answer.prompt;

  return (
    <Box
      as="li"
      ref={itemRef}
      padding="md"
      borderRadius="md"
      borderStyle="solid"
      borderWidth="thin"
      borderColor="border"
    >
      {isEditing && isEditable(answer.kind) ? (
        <AnswerEditor
          answer={answer}
          kind={answer.kind}
          onDone={() => {
            returnFocus.current = true;
            onEditEnd();
          }}
        />
      ) : (
        <Inline align="between">
          <Box display="flex" flexDirection="column" gap="xxxs" minWidth="0">
            <Text as="span" weight="medium">
              {question}
            </Text>
            <Text as="span">{t('savedAnswers.answer', { answer: answerText(answer.value) })}</Text>
            <Text as="span" size="sm" tone="muted">
              <time dateTime={answer.updatedAt} title={formatDateTime(answer.updatedAt)}>
                {t('savedAnswers.saved', { time: formatRelative(answer.updatedAt) })}
              </time>
            </Text>
          </Box>
          <Inline space="xs">
            {isEditable(answer.kind) ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('savedAnswers.editLabel', { question })}
                onPress={onEdit}
              >
                {t('savedAnswers.edit')}
              </Button>
            ) : null}
            <Button
              variant="danger"
              size="sm"
              aria-label={t('savedAnswers.deleteLabel', { question })}
              onPress={onDelete}
            >
              {t('savedAnswers.delete')}
            </Button>
          </Inline>
        </Inline>
      )}
    </Box>
  );
}

/**
 * The "Saved answers" section of Settings → Profile, for customers (issue 29 "Saved answers"):
 * the customer's `SavedAnswer`s `{id, key, prompt, kind, value, updatedAt}`, newest first, each
 * to edit in place (`yes_no` a boolean, `number` 0–1,000,000,000, `short_text` up to 200
 * characters) or delete after a confirmation; loading, error and empty states.
 */
export function SavedAnswersSection() {
  const t = useT('webSettings');
  const notify = useNotify();
  const answers = useSavedAnswers();
  const remove = useDeleteSavedAnswer();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedAnswer | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirmDelete = (answer: SavedAnswer) => {
    setDeleting(null);
    remove.mutate(answer.id, {
      onSuccess: () => {
        notify({ type: 'success', message: t('savedAnswers.deleted') });
        // The row and its buttons are gone: the focus goes to the section's start.
        headingRef.current?.focus();
      },
      onError: (error) => {
        notify({ type: 'error', message: error.message });
        // A 404 means it is gone already (another tab): show the true list.
        void answers.refetch();
      },
    });
  };

  let body;
  if (answers.isPending) {
    body = <LoadingBlock lines={3} />;
  } else if (answers.isError) {
    body = (
      <ErrorBlock error={answers.error} onRetry={() => void answers.refetch()} headingLevel={3} />
    );
  } else if (answers.data.length === 0) {
    body = (
      <EmptyState
        icon={ListChecks}
        size="sm"
        headingLevel={3}
        title={t('savedAnswers.emptyTitle')}
        description={t('savedAnswers.emptyText')}
      />
    );
  } else {
    body = (
      <Stack as="ul" space="sm" aria-label={t('savedAnswers.title')}>
        {answers.data.map((answer) => (
          <SavedAnswerItem
            key={answer.id}
            answer={answer}
            isEditing={editing === answer.id}
            onEdit={() => setEditing(answer.id)}
            onEditEnd={() => setEditing((current) => (current === answer.id ? null : current))}
            onDelete={() => setDeleting(answer)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Section
      title={t('savedAnswers.title')}
      description={t('savedAnswers.hint')}
      headingRef={headingRef}
    >
      {body}
      {deleting ? (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={t('savedAnswers.deleteTitle')}
          confirmLabel={t('savedAnswers.deleteConfirm')}
          variant="danger"
          onConfirm={() => confirmDelete(deleting)}
        >
          {t('savedAnswers.deleteText', { question: deleting.prompt })}
        </AlertDialog>
      ) : null}
    </Section>
  );
}
