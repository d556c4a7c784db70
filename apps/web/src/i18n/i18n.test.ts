import { describe, expect, it } from 'vitest';
import { createWebI18n, loadScreenMessages } from './index.ts';
import { webMessages } from './messages/index.ts';

describe("the web app's catalog", () => {
  it("serves the screens' copy and the design system's from one instance", () => {
    const i18n = createWebI18n({ messages: webMessages });
    expect(i18n.t('webMarketCompanies:results.count', { count: 2470 })).toBe('2,470 companies');
    expect(i18n.t('webMarketCompanies:results.count', { count: 1 })).toBe('1 company');
    expect(i18n.t('auth:logout.confirm')).toBe('Logout');
  });

  it('falls back to English for an unsupported language', () => {
    expect(
      createWebI18n({ lng: 'de', messages: webMessages }).t('webMarketCompanies:results.count', {
        count: 1,
      }),
    ).toBe('1 company');
  });

  it("starts with the entry's namespaces and adds the signed-in screens' on demand", async () => {
    const i18n = createWebI18n();
    expect(i18n.t('webApp:notFound.title')).toBe('Page not found');
    expect(i18n.exists('webMarketCompanies:results.count')).toBe(false);
    await loadScreenMessages(i18n);
    expect(i18n.t('webMarketCompanies:results.count', { count: 2 })).toBe('2 companies');
  });

  it('formats every count with grouping and has no empty message', () => {
    const leaves = (o: object): string[] =>
      Object.values(o).flatMap((v: unknown) => (typeof v === 'string' ? [v] : leaves(v as object)));
    const all = leaves(webMessages);
    expect(all.length).toBeGreaterThan(0);
    for (const message of all) {
      expect(message.trim()).not.toBe('');
      expect(message).not.toContain('{{count}}');
    }
  });
});
