/**
 * "Similar jobs" on a job page (issue 29): up to 6 open jobs like this one, as the server ranks
 * them (`getSimilarJobs`: the title's words, then skills, level, place and company), each a job
 * card with its Saved and Applied marks. Skeleton cards while they load, the error with "Try
 * again" when the call fails, and nothing at all when no open job is like this one.
 */
import { Card, Heading, Skeleton, Stack, useT } from '@hireloop/ui';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { JobResultCard } from '../../shared/JobResultCard.tsx';
import { useSimilarJobs } from './queries.ts';

/** Props of {@link SimilarJobs}. */
export interface SimilarJobsProps {
  /** The job whose page this is. */
  jobId: string;
}

/** The "Similar jobs" section of the job page of `jobId`. */
export function SimilarJobs({ jobId }: SimilarJobsProps) {
  const t = useT('webMarketJobs');
  const similar = useSimilarJobs(jobId);
  const jobs = similar.data?.data;
  if (jobs && jobs.length === 0) return null;
  return (
    <Stack as="section" space="sm" aria-labelledby="similar-jobs">
      <Heading level={2} id="similar-jobs">
        {t('similar.title')}
      </Heading>
      {similar.isError ? (
        <ErrorBlock error={similar.error} headingLevel={3} onRetry={() => void similar.refetch()} />
      ) : !jobs ? (
        <LoadingBlock>
          {Array.from({ length: 2 }, (_, index) => (
            <Card key={index}>
              <Skeleton lines={3} />
            </Card>
          ))}
        </LoadingBlock>
      ) : (
        <Stack as="ul" space="sm" aria-labelledby="similar-jobs">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobResultCard job={job} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
