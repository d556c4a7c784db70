/** Issue 35 (low finding): one-time tokens are redacted from log lines (and sent e-mails). */
import { describe, expect, it } from 'vitest';
import { REDACTED, redactOneTimeTokens } from '../src/lib/redact.ts';

describe('redactOneTimeTokens', () => {
  it('redacts the verification token of a path or a link', () => {
    expect(redactOneTimeTokens('/api/v1/c/settings/account/verify-email/AbC_12-x')).toBe(
      `/api/v1/c/settings/account/verify-email/${REDACTED}`,
    );
    expect(
      redactOneTimeTokens('Open https://x.test/b/settings/account/verify-email/tok123 now.'),
    ).toBe(`Open https://x.test/b/settings/account/verify-email/${REDACTED} now.`);
  });

  it('redacts the reset token of a link, in text and in HTML', () => {
    expect(redactOneTimeTokens('https://x.test/login?reset=Zz9_-a')).toBe(
      `https://x.test/login?reset=${REDACTED}`,
    );
    expect(redactOneTimeTokens('<a href="https://x.test/login?a=1&amp;reset=Zz9">')).toBe(
      `<a href="https://x.test/login?a=1&amp;reset=${REDACTED}">`,
    );
  });

  it('redacts the unsubscribe token of a job alert link', () => {
    expect(redactOneTimeTokens('Stop: https://x.test/alerts/unsubscribe?token=v1.Ab-9_z')).toBe(
      `Stop: https://x.test/alerts/unsubscribe?token=${REDACTED}`,
    );
    expect(redactOneTimeTokens('https://x.test/alerts/unsubscribe?a=1&amp;token=Q.w')).toBe(
      `https://x.test/alerts/unsubscribe?a=1&amp;token=${REDACTED}`,
    );
  });

  it('leaves other text alone', () => {
    const text = '/api/v1/c/settings/account and ?page=2&q=reset&token=abc';
    expect(redactOneTimeTokens(text)).toBe(text);
  });
});
