/**
 * The screening questions section of the job posting editor (issue 29): up to 10 questions, each
 * with its prompt, answer type, required and must-have marks, the options of a choice (2–10, added
 * and removed with buttons) and what a must-have accepts (yes or no, some of the options, or a
 * lowest number). Questions are written from scratch ("Add question") or copied from the
 * ready-made library ("Add from library", `screeningLibrary` of the posting as it reads now), and
 * reordered with Move up / Move down. Every control is a labelled control of the design system;
 * adding, moving and removing a question is announced, and focus stays on or near what was
 * pressed.
 *
 * On a published posting the questions applicants have answered keep their answer type and
 * options, cannot be removed, and do not become required; questions added are optional (the
 * shared `publishedEditCheck` rules, also applied when saving). Each field sits in a
 * `data-qfield` wrapper inside the question's `data-question` group, which the editor uses to
 * focus the first invalid field.
 */
import type { ScreeningQuestion } from '@hireloop/api';
import type { LibraryQuestion } from '@hireloop/api/screening';
import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Column,
  Columns,
  Heading,
  Inline,
  Menu,
  MenuItem,
  MenuTrigger,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
  useT,
} from '@hireloop/ui';
import { ArrowDown, ArrowUp, ChevronDown, Library, Plus, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { singleLine } from '@hireloop/api/rules';
import {
  acceptableOptions,
  canBeMustHave,
  changeKind,
  draftFromLibrary,
  hasFixedKind,
  isChoiceKind,
  MINIMUM_MAX,
  moveItem,
  newQuestion,
  OPTION_MAX_LENGTH,
  OPTIONS_MAX_COUNT,
  OPTIONS_MIN_COUNT,
  PROMPT_MAX_LENGTH,
  QUESTION_KINDS,
  QUESTIONS_MAX_COUNT,
  removeOption,
  renameOption,
  setMustHave,
  type QuestionDraft,
  type QuestionField,
  type QuestionFieldErrors,
} from './screeningForm.ts';

/** Props of {@link ScreeningSection}. */
export interface ScreeningSectionProps {
  /** The questions, in the order asked. */
  questions: QuestionDraft[];
  /** Changes the questions (given the current list, returns the new one). */
  onChange: (update: (questions: QuestionDraft[]) => QuestionDraft[]) => void;
  /** The messages of invalid fields, by question key. */
  errors: Record<string, QuestionFieldErrors>;
  /** A message about the list as a whole (a published posting's question removed). */
  listError?: string | undefined;
  /** Called when field `field` of question `key` is edited (its error can go). */
  onEdited: (key: string, field: QuestionField) => void;
  /** The saved questions of a published posting (applicants answered them); null for a draft. */
  published: readonly ScreeningQuestion[] | null;
  /** The ready-made questions for the posting as it reads now (`screeningLibrary`). */
  library: readonly LibraryQuestion[];
}

/** Runs `focus` after React has rendered the change and react-aria has restored its own focus. */
function afterRender(focus: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(focus));
}

/**
 * The screening questions section of the editor (issue 29): the list of {@link QuestionDraft}s,
 * "Add question" and "Add from library" (both disabled at 10 questions, saying why), and a polite
 * live region for what was added, moved or removed. Errors come by question key and field
 * (`errors`), and a message of the list as a whole (`listError`).
 */
export function ScreeningSection({
  questions,
  onChange,
  errors,
  listError,
  onEdited,
  published,
  library,
}: ScreeningSectionProps) {
  const t = useT('webMarketPostings');
  const sectionRef = useRef<HTMLElement>(null);
  const countId = useId();
  const [announcement, setAnnouncement] = useState('');
  const full = questions.length >= QUESTIONS_MAX_COUNT;
  const isPublished = published !== null;

  const focusIn = (selector: string) =>
    afterRender(() => sectionRef.current?.querySelector<HTMLElement>(selector)?.focus());

  const add = (question: QuestionDraft, focusPrompt: boolean) => {
    if (full) return;
    onChange((list) => [...list, question]);
    setAnnouncement(t('editor.screening.added', { position: questions.length + 1 }));
    if (focusPrompt) focusIn(`[data-question="${question.key}"] [data-qfield="prompt"] input`);
  };

  // A ready-made question already asked (same key or same wording) is not offered twice.
  const keys = new Set(questions.map((q) => q.reuseKey).filter(Boolean));
  const prompts = new Set(questions.map((q) => singleLine(q.prompt).toLowerCase()));
  const disabledLibrary = library
    .filter(
      (item) =>
        (item.question.reuse_key && keys.has(item.question.reuse_key)) ||
        prompts.has(singleLine(item.question.prompt).toLowerCase()),
    )
    .map((item) => item.id);

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const moved = questions[index];
    if (!moved || to < 0 || to >= questions.length) return;
    onChange((list) => moveItem(list, index, to));
    setAnnouncement(t('editor.screening.moved', { position: to + 1 }));
    // Keep focus on the button pressed, or on the other one when this one is now disabled.
    const button =
      by < 0 ? (to === 0 ? 'down' : 'up') : to === questions.length - 1 ? 'up' : 'down';
    focusIn(`[data-question="${moved.key}"] [data-move="${button}"]`);
  };

  const remove = (index: number) => {
    const next = questions[index + 1] ?? questions[index - 1];
    onChange((list) => list.filter((_, i) => i !== index));
    setAnnouncement(t('editor.screening.removed', { position: index + 1 }));
    afterRender(() => {
      const group = next
        ? sectionRef.current?.querySelector<HTMLElement>(`[data-question="${next.key}"]`)
        : null;
      (group ?? sectionRef.current?.querySelector<HTMLElement>('[data-add-question]'))?.focus();
    });
  };

  return (
    <Card as="section" aria-labelledby="editor-screening">
      <Stack data-field="screeningQuestions" ref={sectionRef}>
        <Stack space="xxs">
          <Heading level={2} id="editor-screening">
            {t('editor.screening.section')}
          </Heading>
          <Text tone="muted">{t('editor.screening.hint')}</Text>
          {isPublished ? <Text tone="muted">{t('editor.screening.publishedHint')}</Text> : null}
        </Stack>
        {questions.length === 0 ? (
          <Text tone="muted">{t('editor.screening.empty')}</Text>
        ) : (
          <Stack as="ol" space="md">
            {questions.map((question, index) => (
              <QuestionEditor
                key={question.key}
                question={question}
                position={index + 1}
                count={questions.length}
                errors={errors[question.key] ?? {}}
                saved={published?.find((q) => q.id === question.id) ?? null}
                isPublished={isPublished}
                update={(change, fields) => {
                  onChange((list) => list.map((q) => (q.key === question.key ? change(q) : q)));
                  for (const field of fields) onEdited(question.key, field);
                }}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            ))}
          </Stack>
        )}
        {listError ? (
          <Text role="alert" size="sm" tone="danger">
            {listError}
          </Text>
        ) : null}
        <Stack space="xs">
          <Inline>
            <Button
              data-add-question
              variant="secondary"
              isDisabled={full}
              aria-describedby={countId}
              onPress={() => add(newQuestion(isPublished), true)}
            >
              <Plus aria-hidden="true" size={16} /> {t('editor.screening.add')}
            </Button>
            <MenuTrigger>
              <Button variant="secondary" isDisabled={full} aria-describedby={countId}>
                <Library aria-hidden="true" size={16} /> {t('editor.screening.library')}{' '}
                <ChevronDown aria-hidden="true" size={16} />
              </Button>
              <Menu
                items={library}
                disabledKeys={disabledLibrary}
                onAction={(id) => {
                  const item = library.find((entry) => entry.id === id);
                  if (item) add(draftFromLibrary(item, isPublished), false);
                }}
              >
                {(item) => (
                  <MenuItem id={item.id} textValue={item.question.prompt}>
                    {item.question.prompt}
                  </MenuItem>
                )}
              </Menu>
            </MenuTrigger>
          </Inline>
          <Text id={countId} size="sm" tone="muted">
            {full
              ? t('editor.screening.full', { max: QUESTIONS_MAX_COUNT })
              : t('editor.screening.count', { count: questions.length, max: QUESTIONS_MAX_COUNT })}
          </Text>
        </Stack>
        <VisuallyHidden as="div" role="status">
          {announcement}
        </VisuallyHidden>
      </Stack>
    </Card>
  );
}

/** Props of {@link QuestionEditor}. */
interface QuestionEditorProps {
  question: QuestionDraft;
  /** 1-based position in the list. */
  position: number;
  count: number;
  errors: QuestionFieldErrors;
  /** The question as applicants answered it (a published posting's saved question), else null. */
  saved: ScreeningQuestion | null;
  isPublished: boolean;
  /** Applies `change` to the question; `fields` are the fields it edits. */
  update: (change: (question: QuestionDraft) => QuestionDraft, fields: QuestionField[]) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One question: a labelled group with its fields and its Move up / Move down / Remove buttons. */
function QuestionEditor({
  question,
  position,
  count,
  errors,
  saved,
  isPublished,
  update,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const t = useT('webMarketPostings');
  const headingId = useId();
  const hintId = useId();
  const locked = saved !== null;
  // A question may be required only if it was required when applicants answered it (or on a draft).
  const canRequire = !isPublished || (saved?.required ?? false);
  const fixedKind = hasFixedKind(question);
  const invalid = (field: QuestionField) => (errors[field] ? true : undefined);
  const hint = locked
    ? t('editor.screening.lockedHint')
    : isPublished
      ? t('editor.screening.newOnPublishedHint')
      : null;

  const requiredDescription = question.mustHave
    ? t('editor.screening.requiredByMustHave')
    : !canRequire
      ? locked
        ? t('editor.screening.requiredLocked')
        : undefined
      : t('editor.screening.requiredHint');

  return (
    <Card as="li" variant="muted" padding="sm">
      <div
        role="group"
        aria-labelledby={headingId}
        aria-describedby={hint ? hintId : undefined}
        data-question={question.key}
        tabIndex={-1}
      >
        <Stack space="sm">
          <Columns space="sm" alignY="center" collapseBelow="tablet">
            <Column>
              <Heading level={3} id={headingId}>
                {t('editor.screening.question', { position })}
              </Heading>
            </Column>
            <Column width="content">
              <Inline space="xs">
                <Button
                  variant="ghost"
                  size="sm"
                  data-move="up"
                  aria-label={t('editor.screening.moveUpLabel', { position })}
                  isDisabled={position === 1}
                  onPress={() => onMove(-1)}
                >
                  <ArrowUp aria-hidden="true" size={16} /> {t('editor.screening.moveUp')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  data-move="down"
                  aria-label={t('editor.screening.moveDownLabel', { position })}
                  isDisabled={position === count}
                  onPress={() => onMove(1)}
                >
                  <ArrowDown aria-hidden="true" size={16} /> {t('editor.screening.moveDown')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('editor.screening.removeLabel', { position })}
                  isDisabled={locked}
                  onPress={onRemove}
                >
                  <Trash2 aria-hidden="true" size={16} /> {t('editor.screening.remove')}
                </Button>
              </Inline>
            </Column>
          </Columns>
          {hint ? (
            <Text id={hintId} size="sm" tone="muted">
              {hint}
            </Text>
          ) : null}

          <div data-qfield="prompt">
            <TextField
              label={t('editor.screening.prompt')}
              placeholder={t('editor.screening.promptPlaceholder')}
              isRequired
              maxLength={PROMPT_MAX_LENGTH}
              value={question.prompt}
              onChange={(prompt) => update((q) => ({ ...q, prompt }), ['prompt'])}
              isInvalid={invalid('prompt')}
              errorMessage={errors.prompt}
            />
          </div>

          <div data-qfield="kind">
            <Select
              label={t('editor.screening.kind')}
              description={!locked && fixedKind ? t('editor.screening.fixedKind') : undefined}
              selectedKey={question.kind}
              isDisabled={locked || fixedKind}
              onSelectionChange={(key) => {
                const kind = QUESTION_KINDS.find((k) => k === key);
                if (kind)
                  update(
                    (q) => changeKind(q, kind),
                    ['kind', 'mustHave', 'options', 'acceptedAnswers', 'minimum'],
                  );
              }}
              isInvalid={invalid('kind')}
              errorMessage={errors.kind}
            >
              {QUESTION_KINDS.map((kind) => (
                <SelectItem key={kind} id={kind}>
                  {t(`editor.screening.kinds.${kind}`)}
                </SelectItem>
              ))}
            </Select>
          </div>

          <Columns space="md" collapseBelow="tablet">
            <Column>
              <div data-qfield="required">
                <Checkbox
                  isSelected={question.required || question.mustHave}
                  isDisabled={question.mustHave || (!canRequire && !question.required)}
                  onChange={(required) => update((q) => ({ ...q, required }), ['required'])}
                  description={requiredDescription}
                  isInvalid={invalid('required')}
                  errorMessage={errors.required}
                >
                  {t('editor.screening.required')}
                </Checkbox>
              </div>
            </Column>
            {canBeMustHave(question.kind) ? (
              <Column>
                <div data-qfield="mustHave">
                  <Checkbox
                    isSelected={question.mustHave}
                    isDisabled={!canRequire && !question.mustHave}
                    onChange={(mustHave) =>
                      update(
                        (q) => setMustHave(q, mustHave),
                        ['mustHave', 'required', 'acceptedAnswers', 'minimum'],
                      )
                    }
                    description={
                      canRequire
                        ? t('editor.screening.mustHaveHint')
                        : locked
                          ? t('editor.screening.mustHaveLocked')
                          : undefined
                    }
                    isInvalid={invalid('mustHave')}
                    errorMessage={errors.mustHave}
                  >
                    {t('editor.screening.mustHave')}
                  </Checkbox>
                </div>
              </Column>
            ) : null}
          </Columns>

          {isChoiceKind(question.kind) ? (
            <OptionsEditor
              question={question}
              locked={locked}
              error={errors.options}
              update={update}
            />
          ) : null}

          {question.mustHave && canBeMustHave(question.kind) ? (
            <AcceptedAnswers question={question} errors={errors} update={update} />
          ) : null}
        </Stack>
      </div>
    </Card>
  );
}

/** The options of a choice question: one text field each, Remove per option, Add option. */
function OptionsEditor({
  question,
  locked,
  error,
  update,
}: {
  question: QuestionDraft;
  locked: boolean;
  error: string | undefined;
  update: QuestionEditorProps['update'];
}) {
  const t = useT('webMarketPostings');
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const { options } = question;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  const addOption = () => {
    update((q) => ({ ...q, options: [...q.options, ''] }), ['options']);
    afterRender(() =>
      listRef.current
        ?.querySelector<HTMLElement>(':scope > li:last-child input:not([disabled])')
        ?.focus(),
    );
  };

  /** Enter in option `index`: on to the next option, or a new one after the last (not a submit). */
  const nextOption = (index: number) => {
    if (index < options.length - 1)
      listRef.current?.querySelectorAll<HTMLElement>(':scope > li input')[index + 1]?.focus();
    else if (!locked && options.length < OPTIONS_MAX_COUNT) addOption();
  };

  const dropOption = (index: number) => {
    update((q) => removeOption(q, index), ['options', 'acceptedAnswers']);
    // The option's row goes when it was the last: its neighbour's field takes the focus.
    if (index === options.length - 1)
      afterRender(() =>
        listRef.current?.querySelector<HTMLElement>(':scope > li:last-child input')?.focus(),
      );
  };

  return (
    <div
      data-qfield="options"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
    >
      <Stack space="xs">
        <Text as="span" id={labelId} size="sm" weight="medium">
          {t('editor.screening.options')}
        </Text>
        <Text as="span" id={hintId} size="sm" tone="muted">
          {t('editor.screening.optionsHint', {
            min: OPTIONS_MIN_COUNT,
            max: OPTIONS_MAX_COUNT,
            length: OPTION_MAX_LENGTH,
          })}
        </Text>
        <Stack as="ol" space="xs" ref={listRef}>
          {options.map((option, index) => (
            // Options have no identity but their place: the fields are controlled, so a removed
            // option's text does not stay behind in the field after it.
            <li key={index}>
              <Columns space="xs" alignY="bottom">
                <Column>
                  <TextField
                    label={t('editor.screening.option', { position: index + 1 })}
                    value={option}
                    maxLength={OPTION_MAX_LENGTH}
                    isDisabled={locked}
                    onChange={(text) =>
                      update((q) => renameOption(q, index, text), ['options', 'acceptedAnswers'])
                    }
                    isInvalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      nextOption(index);
                    }}
                  />
                </Column>
                <Column width="content">
                  <Button
                    variant="ghost"
                    iconOnly
                    aria-label={t('editor.screening.removeOption', { position: index + 1 })}
                    isDisabled={locked || options.length <= OPTIONS_MIN_COUNT}
                    onPress={() => dropOption(index)}
                  >
                    <X aria-hidden="true" size={16} />
                  </Button>
                </Column>
              </Columns>
            </li>
          ))}
        </Stack>
        <Inline>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={locked || options.length >= OPTIONS_MAX_COUNT}
            onPress={addOption}
          >
            <Plus aria-hidden="true" size={16} /> {t('editor.screening.addOption')}
          </Button>
        </Inline>
        {error ? (
          <Text as="span" id={errorId} size="sm" tone="danger">
            {error}
          </Text>
        ) : null}
      </Stack>
    </div>
  );
}

/**
 * What a must-have accepts: Yes or No (yes/no), some of the options (choices: checkboxes), or the
 * lowest number (number).
 */
function AcceptedAnswers({
  question,
  errors,
  update,
}: {
  question: QuestionDraft;
  errors: QuestionFieldErrors;
  update: QuestionEditorProps['update'];
}) {
  const t = useT('webMarketPostings');
  if (question.kind === 'number') {
    return (
      <div data-qfield="minimum">
        <NumberField
          label={t('editor.screening.minimum')}
          description={t('editor.screening.minimumHint')}
          isRequired
          minValue={0}
          maxValue={MINIMUM_MAX}
          formatOptions={{ maximumFractionDigits: 2 }}
          value={question.minimum ?? Number.NaN}
          onChange={(value) =>
            update((q) => ({ ...q, minimum: Number.isFinite(value) ? value : null }), ['minimum'])
          }
          isInvalid={errors.minimum ? true : undefined}
          errorMessage={errors.minimum}
        />
      </div>
    );
  }
  if (question.kind === 'yes_no') {
    const accepted = question.acceptedAnswers.find((value) => typeof value === 'boolean');
    return (
      <div data-qfield="acceptedAnswers">
        <RadioGroup
          label={t('editor.screening.accepted')}
          isRequired
          orientation="horizontal"
          value={accepted === undefined ? null : accepted ? 'yes' : 'no'}
          onChange={(value) =>
            update((q) => ({ ...q, acceptedAnswers: [value === 'yes'] }), ['acceptedAnswers'])
          }
          isInvalid={errors.acceptedAnswers ? true : undefined}
          errorMessage={errors.acceptedAnswers}
        >
          <Radio value="yes">{t('editor.screening.yes')}</Radio>
          <Radio value="no">{t('editor.screening.no')}</Radio>
        </RadioGroup>
      </div>
    );
  }
  const options = acceptableOptions(question.options);
  return (
    <div data-qfield="acceptedAnswers">
      <CheckboxGroup
        label={t('editor.screening.acceptedChoices')}
        description={t('editor.screening.acceptedChoicesHint')}
        isRequired
        value={question.acceptedAnswers.filter(
          (value): value is string => typeof value === 'string',
        )}
        onChange={(values) =>
          update((q) => ({ ...q, acceptedAnswers: values }), ['acceptedAnswers'])
        }
        isInvalid={errors.acceptedAnswers ? true : undefined}
        errorMessage={errors.acceptedAnswers}
      >
        {options.length > 0 ? (
          options.map((option) => (
            <Checkbox key={option} value={option}>
              {option}
            </Checkbox>
          ))
        ) : (
          <Text size="sm" tone="muted">
            {t('editor.screening.acceptedNoOptions')}
          </Text>
        )}
      </CheckboxGroup>
    </div>
  );
}
