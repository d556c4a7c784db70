/**
 * The error page of a route that owns its data (router.tsx `route(…, data)`): the screen's loader
 * reads the record first (a job, a company, a posting, an application) and throws
 * {@link RouteDataError} when it cannot; the route module's `ErrorBoundary` renders
 * {@link RouteError} with the screen's words, inside the area's shell. Any other error goes on to
 * the root boundary (the crash page).
 */
import { EmptyState, LinkButton } from '@hireloop/ui';
import { FileQuestion } from 'lucide-react';
import { isApiError } from '@hireloop/api';
import { useRevalidator, useRouteError } from 'react-router';
import { RouteDataError } from './notFoundError.ts';
import { Page } from './Page.tsx';
import { ErrorBlock } from './QueryState.tsx';

/** What the not-found page says: heading, sentence, and the link back to the list. */
export interface NotFoundContent {
  title: string;
  text: string;
  back: { href: string; label: string };
}

/** True when `error` is the API's 404 (the record does not exist, or is not the viewer's). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Props of {@link RouteError}. */
export interface RouteErrorProps {
  /** The page heading while the record is unknown (shown over the failure and "Try again"). */
  title: string;
  /** What the page says when the API answered 404. */
  notFound: NotFoundContent;
}

/**
 * The error boundary of a route that owns its data: for a {@link RouteDataError} whose cause is
 * the API's 404, the not-found page (`notFound`'s heading, sentence and way back); for any other
 * failed read, the server's message with "Try again", which runs the route's loader again. Any
 * other error (a bug while rendering) is thrown on to the root boundary.
 */
export function RouteError({ title, notFound }: RouteErrorProps) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!(error instanceof RouteDataError)) throw error;
  if (isNotFound(error.cause)) {
    return (
      <Page title={notFound.title}>
        {/* The page heading names it; the empty state adds the why and the way back. */}
        <EmptyState
          icon={FileQuestion}
          description={notFound.text}
          action={<LinkButton href={notFound.back.href}>{notFound.back.label}</LinkButton>}
        />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <ErrorBlock error={error.cause} onRetry={() => void revalidator.revalidate()} />
    </Page>
  );
}
