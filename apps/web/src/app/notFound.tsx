/**
 * Not-found handling shared by every screen that shows one record (a job, a company, a posting,
 * an application): the screen throws {@link NotFoundError} when the API answers 404, and the
 * route's {@link RouteErrorBoundary} shows the "not found" page inside the area's shell, with the
 * screen's own words and a way back. Any other error goes on to the root boundary.
 */
import { EmptyState, LinkButton } from '@hireloop/ui';
import { FileQuestion } from 'lucide-react';
import { isApiError } from '@hireloop/api';
import { useRouteError } from 'react-router';
import { NotFoundError, type NotFoundContent } from './notFoundError.ts';
import { Page } from './Page.tsx';

export { NotFoundError, reportCaughtError, type NotFoundContent } from './notFoundError.ts';

/** True when `error` is the API's 404. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Throws {@link NotFoundError} with `content` when `error` is the API's 404; returns otherwise. */
export function throwIfNotFound(error: unknown, content: NotFoundContent): void {
  if (isNotFound(error)) throw new NotFoundError(content);
}

/**
 * The error boundary of a screen route: the not-found page for a {@link NotFoundError}; any other
 * error is thrown on to the root boundary (the crash page).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (error instanceof NotFoundError) {
    const { title, text, back } = error.content;
    return (
      <Page title={title}>
        {/* The page heading names it; the empty state adds the why and the way back. */}
        <EmptyState
          icon={FileQuestion}
          description={text}
          action={<LinkButton href={back.href}>{back.label}</LinkButton>}
        />
      </Page>
    );
  }
  throw error;
}
