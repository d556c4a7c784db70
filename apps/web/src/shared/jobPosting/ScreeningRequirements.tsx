/**
 * "This employer requires: …" (issue 29): the must-have screening questions of a job, listed on
 * its page before the seeker starts applying (and in the business's preview, which renders the
 * same view), each with what it accepts, and how many questions applying asks. Renders nothing
 * for a job without questions.
 */
import type { ScreeningQuestion } from '@hireloop/api';
import { Box, Heading, Stack, Text, useT } from '@hireloop/ui';
import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { formatAccepted } from '../format.ts';

/** The sentence of one must-have: its question and what meets it (`Yes`, `AWS or GCP`, `at least 3`). */
export function mustHaveRequirement(
  question: ScreeningQuestion,
  t: ReturnType<typeof useT<'webMarket'>>,
): string {
  const q = question.prompt;
  if (question.kind === 'number')
    return t('jobView.requiresAtLeast', { question: q, minimum: question.minimum ?? 0 });
  const answers = formatAccepted(question, { yes: t('jobView.yes'), no: t('jobView.no') });
  return t('jobView.requiresAnyOf', { question: q, answers });
}

/** Props of {@link ScreeningRequirements}. */
export interface ScreeningRequirementsProps {
  /** The job's screening questions ([] or absent: nothing is shown). */
  questions: ScreeningQuestion[] | undefined;
}

/** The job's must-haves and its number of questions, as a note above the description. */
export function ScreeningRequirements({ questions = [] }: ScreeningRequirementsProps) {
  const t = useT('webMarket');
  const headingId = useId();
  if (questions.length === 0) return null;
  const mustHaves = questions.filter((q) => q.mustHave);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      display="flex"
      alignItems="flex-start"
      gap="sm"
      padding="md"
      borderRadius="md"
      background="infoSubtle"
      color="infoSubtleText"
    >
      <Box as="span" display="flex" flexShrink="0">
        <ListChecks size={20} aria-hidden="true" />
      </Box>
      <Stack space="xs">
        <Heading level={2} size="md" id={headingId}>
          {mustHaves.length > 0
            ? t('jobView.requiresTitle')
            : t('jobView.questions', { count: questions.length })}
        </Heading>
        {mustHaves.length > 0 ? (
          <>
            <Stack as="ul" space="xxs">
              {mustHaves.map((q) => (
                <li key={q.id}>{mustHaveRequirement(q, t)}</li>
              ))}
            </Stack>
            <Text tone="muted">
              {t('jobView.questions', { count: questions.length })} {t('jobView.requiresNote')}
            </Text>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
