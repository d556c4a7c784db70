import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { Footer } from './Footer.tsx';
import { defaultFooterConfig, telHref, type FooterConfig } from './footerConfig.ts';

const config: FooterConfig = {
  company: 'Acme Jobs',
  year: 2031,
  address: '1 Harbour Road\nBristol BS1 5TT',
  email: 'contact@acme.example',
  phone: '+44 117 496 0000',
  social: [
    { network: 'LinkedIn', href: 'https://linkedin.example/acme' },
    { network: 'GitHub', href: 'https://github.example/acme' },
    { network: 'Bluesky', href: 'https://bsky.example/acme' },
  ],
  termsHref: '/legal/terms',
  privacyHref: '/legal/privacy',
};

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+1 (415) 555-0134')).toBe('tel:+14155550134');
    expect(telHref('0117 496 0000')).toBe('tel:01174960000');
    expect(telHref('+44 + 117')).toBe('tel:+44117');
  });
});

describe('Footer', () => {
  it('shows every value of the configuration (R-UI-3)', () => {
    render(
      <UiProvider>
        <Footer {...config} />
      </UiProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2031 Acme Jobs. All rights reserved.')).toBeDefined();
    expect(footer.querySelector('address')?.textContent).toBe('1 Harbour Road\nBristol BS1 5TT');
    expect(
      within(footer)
        .getByRole('link', { name: /^Email:\s?contact@acme\.example$/ })
        .getAttribute('href'),
    ).toBe('mailto:contact@acme.example');
    expect(
      within(footer)
        .getByRole('link', { name: /^Phone:\s?\+44 117 496 0000$/ })
        .getAttribute('href'),
    ).toBe('tel:+441174960000');
  });

  it('links three social networks in a new tab, safely', () => {
    render(
      <UiProvider>
        <Footer {...config} />
      </UiProvider>,
    );
    const follow = screen.getByRole('region', { name: 'Follow us' });
    const links = within(follow).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'LinkedIn (opens in a new tab)',
      'GitHub (opens in a new tab)',
      'Bluesky (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('falls back to the default configuration', () => {
    render(
      <UiProvider>
        <Footer />
      </UiProvider>,
    );
    expect(screen.getByText(defaultFooterConfig.email)).toBeDefined();
    expect(defaultFooterConfig.social).toHaveLength(3);
  });
});
