/** One social network link of the footer. */
export interface SocialLink {
  /** Network name shown as the link text, e.g. "LinkedIn". */
  network: string;
  /** Profile URL (absolute; opens in a new tab). */
  href: string;
}

/**
 * What the public footer shows (R-UI-3: abbreviated company name, year, postal address, contact
 * e-mail, phone and links to three social networks). The spec does not give the values; the
 * product sets them in configuration.
 */
export interface FooterConfig {
  /** Abbreviated company name, e.g. "Hireloop". */
  company: string;
  /** Copyright year. */
  year: number;
  /** Postal address; line breaks (`\n`) separate the lines. */
  address: string;
  /** Contact e-mail (a `mailto:` link). */
  email: string;
  /** Contact phone as written for people (a `tel:` link with its digits). */
  phone: string;
  /** The social networks (three in the spec). */
  social: readonly SocialLink[];
  /** Address of the Terms of Service page. */
  termsHref: string;
  /** Address of the Privacy Policy page. */
  privacyHref: string;
}

/**
 * The product's footer configuration, used when `Footer` gets no values. Example domains and a
 * 555 number stand in until the company publishes its own.
 */
export const defaultFooterConfig: FooterConfig = {
  company: 'Hireloop',
  year: new Date().getFullYear(),
  address: '100 Market Street, Suite 300\nSan Francisco, CA 94105\nUnited States',
  email: 'hello@hireloop.example',
  phone: '+1 (415) 555-0134',
  social: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/hireloop-example' },
    { network: 'GitHub', href: 'https://github.com/hireloop-example' },
    { network: 'Mastodon', href: 'https://mastodon.social/@hireloop_example' },
  ],
  termsHref: '/terms',
  privacyHref: '/privacy',
};

/** The `tel:` URL of a phone number as people write it: "+1 (415) 555-0134" → "tel:+14155550134". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replaceAll('+', '')}` : digits.replaceAll('+', '')}`;
}
