/**
 * The error a screen throws when its record does not exist, kept apart from the boundary that
 * shows it (notFound.tsx) so the entry and Storybook's preview can recognise it without loading
 * any screen code.
 */

/** What the not-found page says: heading, sentence, and the link back to the list. */
export interface NotFoundContent {
  title: string;
  text: string;
  back: { href: string; label: string };
}

/** Thrown by a screen whose record does not exist (or is not the viewer's: the API says 404). */
export class NotFoundError extends Error {
  constructor(readonly content: NotFoundContent) {
    super(content.title);
    this.name = 'NotFoundError';
  }
}

/**
 * The `onCaughtError` of a React root and the `onError` of the router: an error that an error
 * boundary caught. A {@link NotFoundError} is an expected answer, shown by the route's boundary,
 * so it is not logged; every other caught error is logged to the console as React does by
 * default (the boundary shows the crash page).
 */
export function reportCaughtError(error: unknown): void {
  if (error instanceof NotFoundError) return;
  console.error(error);
}
