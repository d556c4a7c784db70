/**
 * A section of the company's work on an application (issue 36: notes, scorecards, activity): a
 * card with its h2 title and optional lead, and the section's query: `LoadingBlock` while it is
 * pending, `ErrorBlock` with "Try again" when it failed, else `children(data)`.
 */
import { Card, Heading, Stack, Text } from '@hireloop/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';

/** Props of {@link TeamSection}. */
export interface TeamSectionProps<T> {
  title: string;
  /** A muted line under the title. @default none */
  lead?: string;
  query: UseQueryResult<T, Error>;
  /** What the section shows once the query has its data. */
  children: (data: T) => ReactNode;
}

/** A titled card over one query (see the module's docstring). */
export function TeamSection<T>({ title, lead, query, children }: TeamSectionProps<T>) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="lg">
        <Stack space="xs">
          <Heading level={2} id={headingId}>
            {title}
          </Heading>
          {lead ? (
            <Text size="sm" tone="muted">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <ErrorBlock error={query.error} onRetry={() => void query.refetch()} headingLevel={3} />
        ) : (
          children(query.data)
        )}
      </Stack>
    </Card>
  );
}
