/**
 * The must-have mark of a received application and its screening answers (issue 29): a badge
 * "Meets all must-haves" / "Misses 2 must-haves" for the list, the board and the review (nothing
 * when the posting asks no must-have), and the review's card of answers, each missed must-have
 * marked. A mark helps the business review; nothing is rejected automatically.
 */
import type { ApplicationAnswer, BusinessApplication } from '@hireloop/api';
import { Badge, Box, Card, Heading, Stack, Text, useT } from '@hireloop/ui';
import { CircleAlert } from 'lucide-react';
import { formatList } from '../../shared/format.ts';
import { ScreeningAnswerList } from './ScreeningAnswerList.tsx';

type MustHaveFields = Pick<
  BusinessApplication,
  'mustHavesMet' | 'mustHavesMissed' | 'mustHavesCount'
>;

/** The badge of an application's must-haves, or nothing when its posting asks none. */
export function MustHavesBadge({ application }: { application: MustHaveFields }) {
  const t = useT('webMarketApplications');
  if (application.mustHavesCount === 0) return null;
  return application.mustHavesMet ? (
    <Badge tone="success">{t('mustHaves.met')}</Badge>
  ) : (
    <Badge tone="warning">
      {t('mustHaves.missed', { count: application.mustHavesMissed.length })}
    </Badge>
  );
}

/** The review's "Screening answers" card: the mark, what was missed, and every answer. */
export function ScreeningAnswersCard({
  application,
}: {
  application: MustHaveFields & { answers: ApplicationAnswer[] };
}) {
  const t = useT('webMarketApplications');
  const missed = new Set(application.mustHavesMissed);
  const missedPrompts = application.answers
    .filter((answer) => missed.has(answer.questionId))
    .map((answer) => answer.prompt);
  if (application.answers.length === 0 && application.mustHavesCount === 0) return null;
  return (
    <Card as="section" aria-labelledby="review-answers">
      <Stack space="lg">
        <Heading level={2} id="review-answers">
          {t('mustHaves.answersTitle')}
        </Heading>
        {application.mustHavesCount > 0 ? (
          <Stack space="xs">
            <div>
              <MustHavesBadge application={application} />
            </div>
            {missedPrompts.length > 0 ? (
              <Text>{t('mustHaves.missedList', { questions: formatList(missedPrompts) })}</Text>
            ) : null}
            <Text size="sm" tone="muted">
              {t('mustHaves.note')}
            </Text>
          </Stack>
        ) : null}
        {application.answers.length === 0 ? (
          <Text tone="muted">{t('mustHaves.noAnswers')}</Text>
        ) : (
          <ScreeningAnswerList
            answers={application.answers}
            markOf={(answer) =>
              missed.has(answer.questionId) ? (
                <Box
                  as="span"
                  display="flex"
                  alignItems="center"
                  gap="xxs"
                  color="warningSubtleText"
                >
                  <CircleAlert size={16} aria-hidden="true" />
                  {t('mustHaves.missedMark')}
                </Box>
              ) : null
            }
          />
        )}
      </Stack>
    </Card>
  );
}
