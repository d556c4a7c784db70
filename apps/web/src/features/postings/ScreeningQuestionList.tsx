/**
 * A posting's screening questions as its business reads them (issue 29), on the preview and on
 * the posting's page: each question in the order asked, with its answer type, whether it is
 * required, and for a must-have what it accepts ("Accepts: Yes", "Accepts: Siemens or Beckhoff",
 * "Accepts 3 or more").
 */
import type { ScreeningQuestion } from '@hireloop/api';
import { Badge, Heading, Inline, Stack, Text, intlFormatter, useT } from '@hireloop/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { formatAccepted, formatCount } from '../../shared/format.ts';
import * as styles from './postings.css.ts';

/** Props of {@link ScreeningQuestionList}. */
export interface ScreeningQuestionListProps {
  /** The posting's questions, in the order asked. */
  questions: readonly ScreeningQuestion[];
  /** The heading's level in the page's outline. */
  headingLevel: 2 | 3;
  /** A line under the heading. */
  lead?: ReactNode;
  /** The interface language (BCP 47). @default 'en' */
  locale?: string;
}

/**
 * What must-have `question` accepts, in words, or null when it is not a must-have: its accepted
 * yes/no or options as alternatives, or its minimum.
 */
function acceptsText(
  question: ScreeningQuestion,
  t: ReturnType<typeof useT<'webMarketPostings'>>,
  locale: string,
): string | null {
  if (!question.mustHave) return null;
  if (question.kind === 'number') {
    if (question.minimum === null) return null;
    return t('questions.acceptsAtLeast', { minimum: formatCount(question.minimum, locale) });
  }
  if (question.acceptedAnswers.length === 0) return null;
  const words = { yes: t('questions.yes'), no: t('questions.no') };
  return t('questions.accepts', { answers: formatAccepted(question, words, locale) });
}

/**
 * A titled section listing a posting's screening questions (issue 29), or saying there are none:
 * prompt, answer type, Required/Optional, Must-have, the options of a choice, what a must-have
 * accepts.
 */
export function ScreeningQuestionList({
  questions,
  headingLevel,
  lead,
  locale = 'en',
}: ScreeningQuestionListProps) {
  const t = useT('webMarketPostings');
  const headingId = useId();
  const listFormat = intlFormatter(Intl.ListFormat, locale, { type: 'unit', style: 'short' });
  return (
    <section aria-labelledby={headingId}>
      <Stack space="sm">
        <Stack space="xxs">
          <Heading level={headingLevel} id={headingId}>
            {t('questions.title')}
          </Heading>
          {lead ? <Text tone="muted">{lead}</Text> : null}
        </Stack>
        {questions.length === 0 ? (
          <Text tone="muted">{t('questions.none')}</Text>
        ) : (
          <Stack as="ol" space="md" aria-labelledby={headingId}>
            {questions.map((question) => {
              const accepts = acceptsText(question, t, locale);
              return (
                <li key={question.id} className={styles.questionItem}>
                  <Text weight="medium">{question.prompt}</Text>
                  <Inline space="xs" alignY="center">
                    <Text as="span" size="sm" tone="muted">
                      {t(`editor.screening.kinds.${question.kind}`)}
                    </Text>
                    <Badge tone={question.required ? 'info' : 'neutral'}>
                      {question.required ? t('questions.required') : t('questions.optional')}
                    </Badge>
                    {question.mustHave ? (
                      <Badge tone="accent">{t('questions.mustHave')}</Badge>
                    ) : null}
                  </Inline>
                  {question.options.length > 0 ? (
                    <Text size="sm" tone="muted">
                      {t('questions.options', { options: listFormat.format(question.options) })}
                    </Text>
                  ) : null}
                  {accepts ? <Text size="sm">{accepts}</Text> : null}
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
