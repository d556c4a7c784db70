/**
 * The error a route loader throws when it cannot read its screen's data, kept apart from the
 * boundary that shows it (notFound.tsx) so the entry and Storybook's preview can recognise it
 * without loading any screen code.
 */

/**
 * Thrown by a route's loader (router.tsx `route(…, data)`) when the screen's first read fails:
 * `cause` is what the read threw (the API's error, a 404 among them, or a network failure). The
 * route's error boundary ({@link RouteError}, notFound.tsx) shows it inside the area's shell.
 */
export class RouteDataError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'RouteDataError';
  }
}

/**
 * The `onCaughtError` of a React root and the `onError` of the router: an error that an error
 * boundary caught. A {@link RouteDataError} is an expected answer (a record that does not exist, a
 * server that failed), shown by the route's boundary with its way back or "Try again", so it is
 * not logged; every other caught error is logged to the console as React does by default (the
 * boundary shows the crash page).
 */
export function reportCaughtError(error: unknown): void {
  if (error instanceof RouteDataError) return;
  console.error(error);
}
