import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  I18nextProvider,
  createI18n,
  defaultLanguage,
  messages,
  supportedLanguages,
  useT,
} from './index.ts';

function LogoutTitle() {
  const t = useT('auth');
  return <h1>{t('logout.title')}</h1>;
}

describe('i18n catalog', () => {
  it('defaults to English and offers English only (R-UI-2, R-LIMIT-15)', () => {
    expect(defaultLanguage).toBe('en');
    expect(supportedLanguages.map((l) => l.code)).toEqual(['en']);
    expect(createI18n().language).toBe('en');
  });

  it('falls back to English for an unsupported language', () => {
    const i18n = createI18n({ lng: 'de' });
    expect(i18n.t('auth:logout.confirm')).toBe('Logout');
  });

  it('serves the spec messages verbatim', () => {
    const { t } = createI18n();
    expect(t('auth:logout.message')).toBe(
      'Are you sure you want to log out? You will need to sign in again to access your account.',
    );
    expect(t('session:warning.stay')).toBe('Stay Logged In');
    expect(t('session:expired')).toBe('Your session has expired. Please log in again.');
    expect(t('auth:register.failed')).toBe('Registration failed. Please try again.');
  });

  it('pluralises with the count', () => {
    const { t } = createI18n();
    expect(t('notifications:unreadCount', { count: 1 })).toBe('1 unread notification');
    expect(t('notifications:unreadCount', { count: 3 })).toBe('3 unread notifications');
  });

  it('formats every count with grouping (2,470)', () => {
    const i18n = createI18n();
    expect(i18n.t('jobs:companyCard.openJobs', { count: 2470 })).toBe('2,470 open jobs');
    expect(i18n.t('jobs:companyCard.openJobs', { count: 1 })).toBe('1 open job');
    const raw = JSON.stringify(messages);
    expect(raw).not.toContain('{{count}}');
  });

  it("adds an app's namespaces beside the library's own", () => {
    const i18n = createI18n({ messages: { checkout: { title: 'Checkout' } } });
    expect(i18n.getResource('en', 'checkout', 'title')).toBe('Checkout');
    expect(i18n.t('auth:logout.confirm')).toBe('Logout');
    expect(createI18n().exists('checkout:title')).toBe(false);
  });

  it("refuses an app namespace that would replace one of the library's", () => {
    expect(() => createI18n({ messages: { auth: { logout: { confirm: 'Bye' } } } })).toThrow(
      /auth belong to @hireloop\/ui/,
    );
  });

  it('has no empty message in any namespace', () => {
    const leaves = (o: object): string[] =>
      Object.values(o).flatMap((v: unknown) => (typeof v === 'string' ? [v] : leaves(v as object)));
    for (const message of leaves(messages)) expect(message.trim()).not.toBe('');
  });

  it('renders through the provider with the typed hook', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <LogoutTitle />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Confirm Logout' })).toBeDefined();
  });
});
