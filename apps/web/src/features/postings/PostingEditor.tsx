/**
 * The job posting editor: one screen for a new posting (route `b.postings.new`) and for editing one
 * (route `b.postings.edit`, R-ROUTE-2 "reuses the new-posting screen"). While the business types, the
 * form is kept in local storage under the draft key (R-DATA-9; ./useLocalDraft.ts) and offered
 * back on return; "Save draft" stores it on the server. The rules mirror the server's
 * (./postingForm.ts): a title to save, a complete pay range (min ≤ max) to publish; the server's
 * 422 field errors land on the same fields. Skills are tags; the description is Markdown with a
 * preview tab; up to 10 screening questions (issue 29, ./ScreeningSection.tsx) follow the skills.
 * Changing a published posting's must-haves re-evaluates the applications received: the server
 * answers 409 and an alert dialog asks to confirm before the save is sent again. The state and the
 * submit logic are ./usePostingEditor.ts, the form's sections ./PostingEditorSections.tsx.
 */
import type { Posting } from '@hireloop/api';
import {
  AlertDialog,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Form,
  Inline,
  Link,
  LinkButton,
  Stack,
  Text,
  useT,
} from '@hireloop/ui';
import { Lock } from 'lucide-react';
import { useParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { pathTo } from '../../paths.ts';
import { formatRelative } from '../../shared/format.ts';
import {
  DescriptionSection,
  JobSection,
  PaySection,
  ScorecardSection,
  SkillsSection,
} from './PostingEditorSections.tsx';
import * as styles from './postings.css.ts';
import { usePosting } from './queries.ts';
import { ScreeningSection } from './ScreeningSection.tsx';
import { QUESTION_FIELD_ORDER } from './screeningForm.ts';
import { FIELD_ORDER, usePostingEditor } from './usePostingEditor.ts';

/** The editor's form for `posting` (null: a new posting); see {@link usePostingEditor}. */
function EditorForm({ posting }: { posting: Posting | null }) {
  const t = useT('webMarketPostings');
  const { formRef, summaryRef, ...editor } = usePostingEditor(posting);
  const { values, set, errors, formError, busy, submit, restored, dirty, isPublished } = editor;
  const sectionProps = { values, errors, set };
  // The questions' errors for the summary, in screen order: "Question 2: …".
  const questionSummary = values.screeningQuestions.flatMap((question, index) =>
    QUESTION_FIELD_ORDER.flatMap((field) => {
      const message = editor.questionErrors[question.key]?.[field];
      return message
        ? [
            {
              id: `${question.key}-${field}`,
              text: t('editor.screening.summaryItem', { position: index + 1, message }),
            },
          ]
        : [];
    }),
  );

  return (
    <div ref={formRef}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit('draft');
        }}
      >
        <Stack space="lg">
          {editor.showRestored && restored ? (
            <Box
              role="status"
              paddingY="sm"
              paddingX="md"
              borderRadius="md"
              background="infoSubtle"
              color="infoSubtleText"
            >
              <Inline align="between">
                <span>
                  {t('editor.restored', {
                    time: formatRelative(new Date(restored.savedAt).toISOString()),
                  })}
                </span>
                <Button variant="secondary" size="sm" onPress={editor.discardRestored}>
                  {t('editor.discardRestored')}
                </Button>
              </Inline>
            </Box>
          ) : null}
          {formError ? (
            <Box
              ref={summaryRef}
              tabIndex={-1}
              role="alert"
              padding="sm"
              borderRadius="md"
              background="dangerSubtle"
              color="dangerSubtleText"
            >
              <strong>{formError}</strong>
              {Object.values(errors).filter(Boolean).length > 0 || questionSummary.length > 0 ? (
                <Box as="ul" marginTop="xs" marginBottom="none" paddingLeft="lg">
                  {FIELD_ORDER.filter(
                    (field) => field !== 'screeningQuestions' && errors[field],
                  ).map((field) => (
                    <li key={field}>{errors[field]}</li>
                  ))}
                  {questionSummary.map((item) => (
                    <li key={item.id}>{item.text}</li>
                  ))}
                  {errors.screeningQuestions ? <li>{errors.screeningQuestions}</li> : null}
                </Box>
              ) : null}
            </Box>
          ) : null}

          <JobSection {...sectionProps} />
          <PaySection {...sectionProps} />
          <DescriptionSection {...sectionProps} />
          <SkillsSection {...sectionProps} />
          <ScorecardSection {...sectionProps} />
          <ScreeningSection
            questions={values.screeningQuestions}
            onChange={editor.updateQuestions}
            errors={editor.questionErrors}
            listError={errors.screeningQuestions}
            onEdited={editor.questionEdited}
            published={editor.publishedQuestions}
            library={editor.library}
          />

          <div className={styles.actionBar}>
            <Card variant="elevated" padding="none">
              <Box padding="md">
                <Inline align="between">
                  <Text as="span" size="sm" tone="muted" aria-live="polite">
                    {dirty ? t('editor.keptOnDevice') : posting ? t('editor.allSaved') : ''}
                  </Text>
                  <Inline alignY="stretch">
                    <LinkButton
                      href={
                        posting ? pathTo('b.posting', { id: posting.id }) : pathTo('b.postings')
                      }
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
                  </Inline>
                </Inline>
              </Box>
            </Card>
          </div>
        </Stack>
      </Form>
      <AlertDialog
        isOpen={editor.reevaluation !== null}
        title={t('editor.screening.reevaluate.title')}
        confirmLabel={t('editor.screening.reevaluate.confirm')}
        variant="primary"
        onConfirm={editor.confirmReevaluation}
        onCancel={editor.cancelReevaluation}
      >
        {t('editor.screening.reevaluate.text', { count: posting?.applicationsCount ?? 0 })}
      </AlertDialog>
    </div>
  );
}

/**
 * The editor screen: new (route `b.postings.new`, no id) or edit (route `b.postings.edit`, whose
 * loader read the posting first).
 */
export function PostingEditor() {
  const t = useT('webMarketPostings');
  const nav = useT('nav');
  const { id } = useParams();
  if (!id) {
    return (
      <Page title={nav('newPosting')} lead={t('editor.newLead')}>
        <EditorForm posting={null} />
      </Page>
    );
  }
  return <EditPosting id={id} />;
}

/** Editing posting `id`: a closed posting cannot be edited and says so. */
function EditPosting({ id }: { id: string }) {
  const t = useT('webMarketPostings');
  const data = usePosting(id).data;
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
