/**
 * The job posting editor: one screen for a new posting (route `b.postings.new`) and for editing one
 * (route `b.postings.edit`, R-ROUTE-2 "reuses the new-posting screen"). While the business types, the
 * form is kept in local storage under the draft key (R-DATA-9; ./useLocalDraft.ts) and offered
 * back on return; "Save draft" stores it on the server. The rules mirror the server's
 * (./postingForm.ts): a title to save, a complete pay range (min ≤ max) to publish; the server's
 * 422 field errors land on the same fields. Skills are tags; the description is Markdown with a
 * preview tab.
 */
import { throwIfNotFound } from '../../app/notFound.tsx';
import type { Posting, PostingInput } from '@hireloop/api';
import { isApiError } from '@hireloop/api';
import {
  Badge,
  Button,
  Card,
  ComboBox,
  ComboBoxItem,
  EmptyState,
  Form,
  Link,
  LinkButton,
  Markdown,
  NumberField,
  Select,
  SelectItem,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  TextField,
  useT,
} from '@hireloop/ui';
import { Lock } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useNotify } from '../../app/context.tsx';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import {
  employmentTypeValues,
  experienceLevelValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import { SALARY_PERIODS } from '@hireloop/api/pay';
import { formatRelative } from '../../shared/format.ts';
import { draftToRestore } from './postingDraft.ts';
import {
  COMMON_CURRENCIES,
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
import * as styles from './postings.css.ts';
import { usePosting, usePublishPosting, useSavePosting } from './queries.ts';
import { SkillsField } from './SkillsField.tsx';
import { useDraftStorage, useLocalDraft } from './useLocalDraft.ts';

/** What pressing a button of the editor does after saving. */
type Intent = 'draft' | 'preview' | 'publish';

/** Field order, for focusing the first invalid field. */
const FIELD_ORDER: PostingField[] = [
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

const NONE = 'none';

function EditorForm({ posting }: { posting: Posting | null }) {
  const t = useT('webMarketPostings');
  const jobs = useT('jobs');
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
  const [errors, setErrors] = useState<Partial<Record<PostingField, string>>>({});
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
  const invalid = (field: PostingField) => (errors[field] ? true : undefined);

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
    ) as Partial<Record<PostingField, string>>;

  const showErrors = (fields: Partial<Record<PostingField, string>>, message: string) => {
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

  const choice = <T extends string>(value: T | null) => value ?? NONE;
  const fromChoice = <T extends string>(key: unknown): T | null =>
    key === NONE || key == null ? null : (key as T);

  return (
    <div ref={formRef}>
      <Form
        className={styles.editor}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit('draft');
        }}
      >
        {showRestored && restored ? (
          <div className={styles.info} role="status">
            <span>
              {t('editor.restored', {
                time: formatRelative(new Date(restored.savedAt).toISOString()),
              })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                discard();
                setValues(baseline);
                setShowRestored(false);
              }}
            >
              {t('editor.discardRestored')}
            </Button>
          </div>
        ) : null}
        {formError ? (
          <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.alert}>
            <strong>{formError}</strong>
            {Object.values(errors).filter(Boolean).length > 0 ? (
              <ul className={styles.errorList}>
                {FIELD_ORDER.filter((field) => errors[field]).map((field) => (
                  <li key={field}>{errors[field]}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        <Card as="section" aria-labelledby="editor-job">
          <div className={styles.section}>
            <h2 id="editor-job" className={styles.sectionTitle}>
              {t('editor.jobSection')}
            </h2>
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
            <div className={styles.row}>
              <div data-field="workplaceType">
                <Select
                  label={t('editor.workplaceType')}
                  selectedKey={choice(values.workplaceType)}
                  onSelectionChange={(key) => set('workplaceType', fromChoice(key))}
                  isInvalid={invalid('workplaceType')}
                  errorMessage={errors.workplaceType}
                >
                  <SelectItem id={NONE}>{t('editor.notStated')}</SelectItem>
                  {workplaceTypeValues.map((value) => (
                    <SelectItem key={value} id={value}>
                      {jobs(`workplaceType.${value}`)}
                    </SelectItem>
                  ))}
                </Select>
              </div>
              <div data-field="employmentType">
                <Select
                  label={t('editor.employmentType')}
                  selectedKey={choice(values.employmentType)}
                  onSelectionChange={(key) => set('employmentType', fromChoice(key))}
                  isInvalid={invalid('employmentType')}
                  errorMessage={errors.employmentType}
                >
                  <SelectItem id={NONE}>{t('editor.notStated')}</SelectItem>
                  {employmentTypeValues.map((value) => (
                    <SelectItem key={value} id={value}>
                      {jobs(`employmentType.${value}`)}
                    </SelectItem>
                  ))}
                </Select>
              </div>
              <div data-field="experienceLevel">
                <Select
                  label={t('editor.experienceLevel')}
                  selectedKey={choice(values.experienceLevel)}
                  onSelectionChange={(key) => set('experienceLevel', fromChoice(key))}
                  isInvalid={invalid('experienceLevel')}
                  errorMessage={errors.experienceLevel}
                >
                  <SelectItem id={NONE}>{t('editor.notStated')}</SelectItem>
                  {experienceLevelValues.map((value) => (
                    <SelectItem key={value} id={value}>
                      {jobs(`experienceLevel.${value}`)}
                    </SelectItem>
                  ))}
                </Select>
              </div>
            </div>
          </div>
        </Card>

        <Card as="section" aria-labelledby="editor-pay">
          <div className={styles.section}>
            <h2 id="editor-pay" className={styles.sectionTitle}>
              {t('editor.paySection')}
            </h2>
            <p className={styles.sectionHint}>{t('editor.payHint')}</p>
            <div className={styles.payRow}>
              <div data-field="salaryMin">
                <NumberField
                  label={t('editor.salaryMin')}
                  minValue={0}
                  maxValue={SALARY_MAX_AMOUNT}
                  formatOptions={{ maximumFractionDigits: 0 }}
                  value={values.salaryMin ?? Number.NaN}
                  onChange={(value) => set('salaryMin', Number.isFinite(value) ? value : null)}
                  isInvalid={invalid('salaryMin')}
                  errorMessage={errors.salaryMin}
                />
              </div>
              <div data-field="salaryMax">
                <NumberField
                  label={t('editor.salaryMax')}
                  minValue={0}
                  maxValue={SALARY_MAX_AMOUNT}
                  formatOptions={{ maximumFractionDigits: 0 }}
                  value={values.salaryMax ?? Number.NaN}
                  onChange={(value) => set('salaryMax', Number.isFinite(value) ? value : null)}
                  isInvalid={invalid('salaryMax')}
                  errorMessage={errors.salaryMax}
                />
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
              <div data-field="salaryPeriod">
                <Select
                  label={t('editor.salaryPeriod')}
                  selectedKey={choice(values.salaryPeriod)}
                  onSelectionChange={(key) => set('salaryPeriod', fromChoice(key))}
                  isInvalid={invalid('salaryPeriod')}
                  errorMessage={errors.salaryPeriod}
                >
                  <SelectItem id={NONE}>{t('editor.notStated')}</SelectItem>
                  {SALARY_PERIODS.map((value) => (
                    <SelectItem key={value} id={value}>
                      {t(`editor.periods.${value}`)}
                    </SelectItem>
                  ))}
                </Select>
              </div>
            </div>
          </div>
        </Card>

        <Card as="section" aria-labelledby="editor-description">
          <div className={styles.section} data-field="description">
            <h2 id="editor-description" className={styles.sectionTitle}>
              {t('editor.descriptionSection')}
            </h2>
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
                    <p className={styles.muted}>{t('editor.previewEmpty')}</p>
                  )}
                </div>
              </TabPanel>
            </Tabs>
          </div>
        </Card>

        <Card as="section" aria-labelledby="editor-skills">
          <div className={styles.section} data-field="skills">
            <h2 id="editor-skills" className={styles.sectionTitle}>
              {t('editor.skillsSection')}
            </h2>
            <SkillsField
              skills={values.skills}
              onChange={(skills) => set('skills', skills)}
              errorMessage={errors.skills}
            />
          </div>
        </Card>

        <div className={styles.actionBar}>
          <span className={styles.savedNote} aria-live="polite">
            {dirty ? t('editor.keptOnDevice') : posting ? t('editor.allSaved') : ''}
          </span>
          <div className={styles.actionGroup}>
            <LinkButton
              href={posting ? pathTo('b.posting', { id: posting.id }) : pathTo('b.postings')}
              variant="ghost"
            >
              {t('editor.cancel')}
            </LinkButton>
            <Button
              variant="secondary"
              onPress={() => void submit('preview')}
              isPending={busy === 'preview'}
              isDisabled={busy !== null && busy !== 'preview'}
            >
              {t('editor.savePreview')}
            </Button>
            {isPublished ? (
              <Button
                onPress={() => void submit('draft')}
                isPending={busy === 'draft'}
                isDisabled={busy !== null && busy !== 'draft'}
              >
                {t('editor.saveChanges')}
              </Button>
            ) : (
              <>
                <Button
                  variant="secondary"
                  onPress={() => void submit('draft')}
                  isPending={busy === 'draft'}
                  isDisabled={busy !== null && busy !== 'draft'}
                >
                  {t('editor.saveDraft')}
                </Button>
                <Button
                  onPress={() => void submit('publish')}
                  isPending={busy === 'publish'}
                  isDisabled={busy !== null && busy !== 'publish'}
                >
                  {t('editor.publish')}
                </Button>
              </>
            )}
          </div>
        </div>
      </Form>
    </div>
  );
}

/** The editor screen: new (no id) or edit (loads the posting first). */
export function PostingEditor() {
  const t = useT('webMarketPostings');
  const nav = useT('nav');
  const { id } = useParams();
  const posting = usePosting(id ?? '');

  if (!id) {
    return (
      <Page title={nav('newPosting')} lead={t('editor.newLead')}>
        <EditorForm posting={null} />
      </Page>
    );
  }
  if (posting.isPending) {
    return (
      <Page title={t('editor.editTitle')}>
        <LoadingBlock>
          <Skeleton lines={8} />
        </LoadingBlock>
      </Page>
    );
  }
  if (posting.isError) {
    throwIfNotFound(posting.error, {
      title: t('detail.notFoundTitle'),
      text: t('detail.notFoundText'),
      back: { href: pathTo('b.postings'), label: t('detail.back') },
    });
    return (
      <Page title={t('editor.editTitle')}>
        <ErrorBlock error={posting.error} onRetry={() => void posting.refetch()} />
      </Page>
    );
  }
  const data = posting.data;
  if (data.status === 'closed') {
    return (
      <Page title={t('editor.editTitle')}>
        <EmptyState
          icon={Lock}
          title={t('editor.closedTitle')}
          description={t('editor.closedText')}
          action={
            <LinkButton href={pathTo('b.posting', { id: data.id })}>
              {t('editor.toPosting')}
            </LinkButton>
          }
        />
      </Page>
    );
  }
  return (
    <Page
      title={t('editor.editTitle')}
      lead={
        <>
          <Badge tone={data.status === 'published' ? 'success' : 'neutral'}>
            {t(`status.${data.status}`)}
          </Badge>{' '}
          <Link href={pathTo('b.posting', { id: data.id })}>{data.title}</Link>
        </>
      }
    >
      <EditorForm key={data.id} posting={data} />
    </Page>
  );
}
