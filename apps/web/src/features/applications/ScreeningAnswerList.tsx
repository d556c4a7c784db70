/**
 * The screening answers of an application (issue 29), as the business reviews them and as the
 * applicant reads back what they sent: each question as asked, then the answer in words (Yes or
 * No, the number with grouping, the options chosen, the text with its line breaks kept) and, when
 * the caller gives one, a mark under it (the review marks a missed must-have).
 */
import type { ApplicationAnswer } from '@hireloop/api';
import { Box, Stack, Text, useT } from '@hireloop/ui';
import type { ReactNode } from 'react';
import { formatAnswer } from '../../shared/format.ts';

/** Props of {@link ScreeningAnswerList}. */
export interface ScreeningAnswerListProps {
  /** The answers, in the order the questions are asked (at least one). */
  answers: readonly ApplicationAnswer[];
  /** A mark shown under an answer, or null for none. @default none */
  markOf?: (answer: ApplicationAnswer) => ReactNode;
}

/** A description list of questions and answers. */
export function ScreeningAnswerList({ answers, markOf }: ScreeningAnswerListProps) {
  const t = useT('webMarketApplications');
  const words = { yes: t('mustHaves.yes'), no: t('mustHaves.no') };
  return (
    <Stack as="dl" space="md">
      {answers.map((answer) => (
        <div key={answer.questionId}>
          <Text as="dt" weight="semibold">
            {answer.prompt}
          </Text>
          <Box as="dd" display="flex" flexDirection="column" gap="xxs">
            <Text preserveLines>{formatAnswer(answer.value, words)}</Text>
            {markOf?.(answer) ?? null}
          </Box>
        </div>
      ))}
    </Stack>
  );
}
