/**
 * "Upcoming interviews" on both dashboards (issue 28): the booked interviews still to come, by
 * start, then the proposals waiting for the applicant's answer, at most five, each with the job,
 * the other party, its time (in the reader's time zone) or how many times are offered, and a
 * link to its conversation, where it is booked, declined or moved.
 */
import type { Area } from '@hireloop/api';
import { Badge, Box, Card, EmptyState, Heading, Link, Stack, Text, useT } from '@hireloop/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-aria-components';
import { useApi } from '../../app/context.tsx';
import { pathTo } from '../../paths.ts';
import { DashboardSectionHeader } from '../DashboardSectionHeader.tsx';
import { formatInterviewTime, upcomingInterviewsQuery } from './queries.ts';

/** The dashboard card; see the module's description. Renders nothing while loading or on error. */
export function UpcomingInterviews({ area }: { area: Area }) {
  const t = useT('webInterviews');
  const { locale } = useLocale();
  const query = useQuery(upcomingInterviewsQuery(useApi(), area));
  if (!query.data) return null;
  const headingId = `dash-interviews-${area}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <DashboardSectionHeader>
        <Heading level={2} id={headingId}>
          {t('upcoming.title')}
        </Heading>
      </DashboardSectionHeader>
      {query.data.length === 0 ? (
        <EmptyState size="sm" headingLevel={3} title={t('upcoming.empty')} />
      ) : (
        <Stack as="ul" space="sm">
          {query.data.map((interview) => (
            <Box as="li" key={interview.id} display="flex" flexDirection="column" gap="xxxs">
              <Link
                href={pathTo(area === 'c' ? 'c.message' : 'b.message', {
                  id: interview.applicationId,
                })}
              >
                {t('upcoming.with', { job: interview.job.title, name: interview.otherParty.name })}
              </Link>
              <Text size="sm">
                {interview.status === 'booked' && interview.startsAt ? (
                  <time dateTime={interview.startsAt}>
                    {formatInterviewTime(interview.startsAt, locale)}
                  </time>
                ) : (
                  <>
                    <Badge tone="info" size="sm">
                      {t('status.proposed')}
                    </Badge>{' '}
                    {t('offered', { count: interview.slots.length })}
                  </>
                )}{' '}
                · {t(`kind.${interview.kind}`)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Card>
  );
}
