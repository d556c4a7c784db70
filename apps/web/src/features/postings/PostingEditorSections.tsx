/**
 * The four sections of the job posting editor's form (./PostingEditor.tsx): the job (title,
 * location, workplace, employment type, level), the pay, the Markdown description with its
 * preview tab, and the skills. Each field sits in a `data-field` wrapper, which the editor uses to
 * focus the first invalid field.
 */
import {
  Card,
  ComboBox,
  ComboBoxItem,
  Markdown,
  NumberField,
  Select,
  SelectItem,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  Text,
  TextField,
  Tiles,
  useT,
  Heading,
} from '@hireloop/ui';
import {
  employmentTypeValues,
  experienceLevelValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import { SALARY_FRACTION_DIGITS, SALARY_MAX_DECIMALS, SALARY_PERIODS } from '@hireloop/api/pay';
import { useState, type ClipboardEvent } from 'react';
import { useLocale } from 'react-aria-components';
import {
  COMMON_CURRENCIES,
  DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  SALARY_MAX_AMOUNT,
  TITLE_MAX_LENGTH,
  type PostingField,
  type PostingFormValues,
} from './postingForm.ts';
import { readPastedAmount } from './payAmount.ts';
import * as styles from './postings.css.ts';
import { CriteriaField, SkillsField } from './SkillsField.tsx';
import type { FieldErrors } from './usePostingEditor.ts';

/** What every section gets: the form's values, the field errors, and the setter of a field. */
export interface SectionProps {
  values: PostingFormValues;
  errors: FieldErrors;
  set: <K extends PostingField>(field: K, value: PostingFormValues[K]) => void;
}

/** The fields whose value is one of a list, or null ("Not stated"). */
type ChoiceField = 'workplaceType' | 'employmentType' | 'experienceLevel' | 'salaryPeriod';

/** The pay amount fields. */
type AmountField = 'salaryMin' | 'salaryMax';

/** The key of "Not stated" in the optional selects. */
const NONE = 'none';

/**
 * A select of `options` with "Not stated" first (the value null) for `field`, in a `data-field`
 * wrapper; `optionLabel` names each option.
 */
function OptionalSelect<K extends ChoiceField>({
  field,
  label,
  options,
  optionLabel,
  values,
  errors,
  set,
}: SectionProps & {
  field: K;
  label: string;
  options: readonly NonNullable<PostingFormValues[K]>[];
  optionLabel: (value: NonNullable<PostingFormValues[K]>) => string;
}) {
  const t = useT('webMarketPostings');
  return (
    <div data-field={field}>
      <Select
        label={label}
        selectedKey={values[field] ?? NONE}
        onSelectionChange={(key) =>
          set(field, (key === NONE || key == null ? null : key) as PostingFormValues[K])
        }
        isInvalid={errors[field] ? true : undefined}
        errorMessage={errors[field]}
      >
        <SelectItem id={NONE}>{t('editor.notStated')}</SelectItem>
        {options.map((value) => (
          <SelectItem key={value} id={value}>
            {optionLabel(value)}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}

/** Title, location, workplace type, employment type and experience level. */
export function JobSection(props: SectionProps) {
  const { values, errors, set } = props;
  const t = useT('webMarketPostings');
  const jobs = useT('jobs');
  const invalid = (field: PostingField) => (errors[field] ? true : undefined);
  return (
    <Card as="section" aria-labelledby="editor-job">
      <Stack>
        <Heading level={2} id="editor-job">
          {t('editor.jobSection')}
        </Heading>
        <div data-field="title">
          <TextField
            name="title"
            label={t('editor.title')}
            placeholder={t('editor.titlePlaceholder')}
            isRequired
            maxLength={TITLE_MAX_LENGTH}
            value={values.title}
            onChange={(value) => set('title', value)}
            isInvalid={invalid('title')}
            errorMessage={errors.title}
          />
        </div>
        <div data-field="location">
          <TextField
            name="location"
            label={t('editor.location')}
            placeholder={t('editor.locationPlaceholder')}
            maxLength={LOCATION_MAX_LENGTH}
            value={values.location}
            onChange={(value) => set('location', value)}
            isInvalid={invalid('location')}
            errorMessage={errors.location}
          />
        </div>
        <Tiles columns={{ mobile: 1, tablet: 3 }}>
          <OptionalSelect
            field="workplaceType"
            label={t('editor.workplaceType')}
            options={workplaceTypeValues}
            optionLabel={(value) => jobs(`workplaceType.${value}`)}
            {...props}
          />
          <OptionalSelect
            field="employmentType"
            label={t('editor.employmentType')}
            options={employmentTypeValues}
            optionLabel={(value) => jobs(`employmentType.${value}`)}
            {...props}
          />
          <OptionalSelect
            field="experienceLevel"
            label={t('editor.experienceLevel')}
            options={experienceLevelValues}
            optionLabel={(value) => jobs(`experienceLevel.${value}`)}
            {...props}
          />
        </Tiles>
      </Stack>
    </Card>
  );
}

/**
 * The pay range: minimum, maximum, currency (ISO 4217, common ones offered) and period. Amounts
 * take up to two decimals (shown with cents for hour, day and week: `SALARY_FRACTION_DIGITS`);
 * a pasted amount is read like a typed one in the locale, and one that cannot be read is named in
 * the field's error (issue 34 item 2).
 */
export function PaySection(props: SectionProps) {
  const { values, errors, set } = props;
  const t = useT('webMarketPostings');
  const { locale } = useLocale();
  const [unreadable, setUnreadable] = useState<Partial<Record<AmountField, string>>>({});
  const invalid = (field: PostingField) =>
    errors[field] || unreadable[field as AmountField] ? true : undefined;
  const formatOptions: Intl.NumberFormatOptions = {
    minimumFractionDigits: SALARY_FRACTION_DIGITS[values.salaryPeriod ?? 'year'],
    maximumFractionDigits: SALARY_MAX_DECIMALS,
  };
  const amountProps = (field: AmountField) => ({
    minValue: 0,
    maxValue: SALARY_MAX_AMOUNT,
    formatOptions,
    value: values[field] ?? Number.NaN,
    onChange: (value: number) => {
      setUnreadable((was) => ({ ...was, [field]: undefined }));
      set(field, Number.isFinite(value) ? value : null);
    },
    isInvalid: invalid(field),
    errorMessage: unreadable[field] ?? errors[field],
  });
  const onPaste = (field: AmountField) => (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    const readable = readPastedAmount(text, locale) !== null;
    setUnreadable((was) => ({
      ...was,
      [field]: readable ? undefined : t('editor.errors.salaryUnreadable', { text: text.trim() }),
    }));
  };
  return (
    <Card as="section" aria-labelledby="editor-pay">
      <Stack>
        <Stack space="xxs">
          <Heading level={2} id="editor-pay">
            {t('editor.paySection')}
          </Heading>
          <Text tone="muted">{t('editor.payHint')}</Text>
        </Stack>
        <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          <div data-field="salaryMin" onPasteCapture={onPaste('salaryMin')}>
            <NumberField label={t('editor.salaryMin')} {...amountProps('salaryMin')} />
          </div>
          <div data-field="salaryMax" onPasteCapture={onPaste('salaryMax')}>
            <NumberField label={t('editor.salaryMax')} {...amountProps('salaryMax')} />
          </div>
          <div data-field="salaryCurrency">
            <ComboBox<{ id: string }>
              label={t('editor.salaryCurrency')}
              description={t('editor.salaryCurrencyHint')}
              items={COMMON_CURRENCIES.map((id) => ({ id }))}
              inputValue={values.salaryCurrency}
              onInputChange={(value) => set('salaryCurrency', value.toUpperCase().slice(0, 3))}
              // The picked code is the selection, so RAC closes the list on a pick instead of
              // reading the new input value as typing and opening it again.
              selectedKey={
                (COMMON_CURRENCIES as readonly string[]).includes(values.salaryCurrency)
                  ? values.salaryCurrency
                  : null
              }
              onSelectionChange={(key) => {
                if (typeof key === 'string') set('salaryCurrency', key);
              }}
              allowsCustomValue
              isInvalid={invalid('salaryCurrency')}
              errorMessage={errors.salaryCurrency}
            >
              {(item) => <ComboBoxItem id={item.id}>{item.id}</ComboBoxItem>}
            </ComboBox>
          </div>
          <OptionalSelect
            field="salaryPeriod"
            label={t('editor.salaryPeriod')}
            options={SALARY_PERIODS}
            optionLabel={(value) => t(`editor.periods.${value}`)}
            {...props}
          />
        </Tiles>
      </Stack>
    </Card>
  );
}

/** The description: Markdown, with a Write and a Preview tab. */
export function DescriptionSection({ values, errors, set }: SectionProps) {
  const t = useT('webMarketPostings');
  const invalid = (field: PostingField) => (errors[field] ? true : undefined);
  return (
    <Card as="section" aria-labelledby="editor-description">
      <Stack data-field="description">
        <Heading level={2} id="editor-description">
          {t('editor.descriptionSection')}
        </Heading>
        <Tabs>
          <TabList aria-label={t('editor.descriptionTabs')}>
            <Tab id="write">{t('editor.write')}</Tab>
            <Tab id="preview">{t('editor.preview')}</Tab>
          </TabList>
          <TabPanel id="write">
            <TextArea
              name="description"
              label={t('editor.description')}
              description={t('editor.descriptionHint')}
              rows={14}
              maxLength={DESCRIPTION_MAX_LENGTH}
              value={values.description}
              onChange={(value) => set('description', value)}
              isInvalid={invalid('description')}
              errorMessage={errors.description}
            />
          </TabPanel>
          <TabPanel id="preview">
            <div className={styles.previewPane}>
              {values.description.trim() ? (
                <Markdown baseHeadingLevel={3}>{values.description}</Markdown>
              ) : (
                <Text tone="muted">{t('editor.previewEmpty')}</Text>
              )}
            </div>
          </TabPanel>
        </Tabs>
      </Stack>
    </Card>
  );
}

/** The skills, as removable tags. */
export function SkillsSection({ values, errors, set }: SectionProps) {
  const t = useT('webMarketPostings');
  return (
    <Card as="section" aria-labelledby="editor-skills">
      <Stack data-field="skills">
        <Heading level={2} id="editor-skills">
          {t('editor.skillsSection')}
        </Heading>
        <SkillsField
          skills={values.skills}
          onChange={(skills) => set('skills', skills)}
          errorMessage={errors.skills}
        />
      </Stack>
    </Card>
  );
}

/** The scorecard criteria (issue 36): what the hiring team rates each applicant on, 1 to 4. */
export function ScorecardSection({ values, errors, set }: SectionProps) {
  const t = useT('webMarketPostings');
  return (
    <Card as="section" aria-labelledby="editor-scorecard">
      <Stack data-field="scorecardCriteria">
        <Stack space="xxs">
          <Heading level={2} id="editor-scorecard">
            {t('editor.scorecardSection')}
          </Heading>
          <Text tone="muted">{t('editor.scorecardLead')}</Text>
        </Stack>
        <CriteriaField
          skills={values.scorecardCriteria}
          onChange={(criteria) => set('scorecardCriteria', criteria)}
          errorMessage={errors.scorecardCriteria}
        />
      </Stack>
    </Card>
  );
}
