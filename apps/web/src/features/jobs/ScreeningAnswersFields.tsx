/**
 * The screening questions of the apply dialog (issue 29): one react-aria control per question
 * kind — Yes/No radios, radios of a single choice, checkboxes of a multiple choice, a number
 * field (0 to 1,000,000,000), a one-line text (≤ 200 characters) or a text area (≤ 2,000) —
 * labelled with the question, marked when required, with the field's error (the browser's check
 * or the server's 422) and "From your saved answers" under an answer filled from Settings.
 */
import type { ScreeningAnswerValue, ScreeningQuestion } from '@hireloop/api';
import { SCREENING_LIMITS } from '@hireloop/api/screening';
import {
  Checkbox,
  CheckboxGroup,
  NumberField,
  Radio,
  RadioGroup,
  Stack,
  TextArea,
  TextField,
  useT,
} from '@hireloop/ui';

/** Props of {@link ScreeningAnswersFields}. */
export interface ScreeningAnswersFieldsProps {
  questions: ScreeningQuestion[];
  /** The answer each question shows, by question id (absent: none). */
  values: Record<string, ScreeningAnswerValue | undefined>;
  /** Called with a question's new answer; `null` when the seeker cleared it. */
  onChange: (questionId: string, value: ScreeningAnswerValue | null) => void;
  /** The error message of each question, by id. */
  errors?: Record<string, string | undefined>;
  /** Ids of the questions whose answer comes from the seeker's saved answers. */
  fromSaved?: ReadonlySet<string>;
}

/** The questions, in the posting's order. */
export function ScreeningAnswersFields({
  questions,
  values,
  onChange,
  errors = {},
  fromSaved = new Set(),
}: ScreeningAnswersFieldsProps) {
  const t = useT('webMarketJobs');
  return (
    <Stack space="md">
      {questions.map((q) => {
        const value = values[q.id];
        const common = {
          label: q.prompt,
          isRequired: q.required,
          isInvalid: errors[q.id] ? true : undefined,
          errorMessage: errors[q.id],
          description: fromSaved.has(q.id) ? t('apply.fromSaved') : undefined,
        };
        switch (q.kind) {
          case 'yes_no':
            return (
              <RadioGroup
                key={q.id}
                {...common}
                orientation="horizontal"
                value={value === true ? 'yes' : value === false ? 'no' : null}
                onChange={(choice) => onChange(q.id, choice === 'yes')}
              >
                <Radio value="yes">{t('apply.yes')}</Radio>
                <Radio value="no">{t('apply.no')}</Radio>
              </RadioGroup>
            );
          case 'single_choice':
            return (
              <RadioGroup
                key={q.id}
                {...common}
                value={typeof value === 'string' ? value : null}
                onChange={(choice) => onChange(q.id, choice)}
              >
                {q.options.map((option) => (
                  <Radio key={option} value={option}>
                    {option}
                  </Radio>
                ))}
              </RadioGroup>
            );
          case 'multiple_choice':
            return (
              <CheckboxGroup
                key={q.id}
                {...common}
                description={common.description ?? t('apply.chooseAny')}
                value={Array.isArray(value) ? value : []}
                onChange={(chosen) => onChange(q.id, chosen.length ? chosen : null)}
              >
                {q.options.map((option) => (
                  <Checkbox key={option} value={option}>
                    {option}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            );
          case 'number':
            return (
              <NumberField
                key={q.id}
                {...common}
                minValue={0}
                maxValue={SCREENING_LIMITS.numberMax}
                formatOptions={{ maximumFractionDigits: 2 }}
                value={typeof value === 'number' ? value : Number.NaN}
                onChange={(number) => onChange(q.id, Number.isNaN(number) ? null : number)}
              />
            );
          case 'short_text':
            return (
              <TextField
                key={q.id}
                {...common}
                maxLength={SCREENING_LIMITS.shortTextMaxLength}
                value={typeof value === 'string' ? value : ''}
                onChange={(text) => onChange(q.id, text)}
              />
            );
          case 'long_text':
            return (
              <TextArea
                key={q.id}
                {...common}
                rows={4}
                maxLength={SCREENING_LIMITS.longTextMaxLength}
                value={typeof value === 'string' ? value : ''}
                onChange={(text) => onChange(q.id, text)}
              />
            );
        }
      })}
    </Stack>
  );
}
