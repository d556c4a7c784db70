/**
 * Redaction of one-time tokens (issue 35, decision 208): the e-mail verification link's token
 * (a path segment after `verify-email/`) and the password reset link's token (`reset=` in a query)
 * never reach a log line nor stay in a stored e-mail once it is sent.
 */

/** What a redacted token is replaced with. */
export const REDACTED = '[redacted]';

const VERIFY_PATH = /(verify-email\/)[^/?#\s"'<>&]+/g;
const RESET_QUERY = /([?&](?:amp;)?reset=)[^&#\s"'<>]+/g;

/**
 * `text` (a URL, a log line, an e-mail's text or HTML) with every one-time token replaced by
 * {@link REDACTED}: `…/verify-email/<token>` and `…?reset=<token>`. Other text is unchanged.
 */
export function redactOneTimeTokens(text: string): string {
  return text.replace(VERIFY_PATH, `$1${REDACTED}`).replace(RESET_QUERY, `$1${REDACTED}`);
}
