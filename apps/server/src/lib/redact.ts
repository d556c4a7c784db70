/**
 * Redaction of secret link tokens (issue 35, decisions 208 and 213): the e-mail verification
 * link's token (a path segment after `verify-email/`), the password reset link's token (`reset=`
 * in a query) and a job alert's unsubscribe token (`unsubscribe?token=`) never reach a log line
 * nor stay in a stored e-mail once it is delivered.
 */

/** What a redacted token is replaced with. */
export const REDACTED = '[redacted]';

const VERIFY_PATH = /(verify-email\/)[^/?#\s"'<>&]+/g;
const RESET_QUERY = /([?&](?:amp;)?reset=)[^&#\s"'<>]+/g;
const UNSUBSCRIBE_QUERY = /(unsubscribe\?(?:[^#\s"'<>]*?(?:&|&amp;))?token=)[^&#\s"'<>]+/g;

/**
 * `text` (a URL, a log line, an e-mail's text or HTML) with every secret link token replaced by
 * {@link REDACTED}: `…/verify-email/<token>`, `…?reset=<token>` and
 * `…/unsubscribe?token=<token>`. Other text is unchanged.
 */
export function redactOneTimeTokens(text: string): string {
  return text
    .replace(VERIFY_PATH, `$1${REDACTED}`)
    .replace(RESET_QUERY, `$1${REDACTED}`)
    .replace(UNSUBSCRIBE_QUERY, `$1${REDACTED}`);
}
