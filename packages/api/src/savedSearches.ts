/**
 * The rules of saved searches that the server and the web app share (contract
 * `createSavedSearch`, `SavedSearchName`, `SavedSearchListResponse`): one module both import, so
 * the form and the server refuse the same names with the same words. A test checks the numbers
 * against openapi/openapi.yaml.
 */

/** At most this many saved searches per user (contract `SavedSearchListResponse.data.maxItems`). */
export const MAX_SAVED_SEARCHES = 20;
/** A name holds at most this many characters after trimming (contract `SavedSearchName.maxLength`). */
export const SAVED_SEARCH_NAME_MAX = 100;

/** The messages of refused saved searches (422 `errors.name`). */
export const SAVED_SEARCH_ERRORS = {
  nameRequired: 'Give the search a name.',
  nameTooLong: `The name may have at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
} as const;

/**
 * Checks a saved search's name as the server does: trimmed, 1 to {@link SAVED_SEARCH_NAME_MAX}
 * characters (counted as Unicode code points).
 * @returns the message to show, or null when the name is fine
 */
export function savedSearchNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return SAVED_SEARCH_ERRORS.nameRequired;
  if ([...trimmed].length > SAVED_SEARCH_NAME_MAX) return SAVED_SEARCH_ERRORS.nameTooLong;
  return null;
}
