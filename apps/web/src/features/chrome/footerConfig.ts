/**
 * The footer's contents (spec §1: abbreviated company name, year, postal address, contact e-mail,
 * phone and three social networks; the spec does not show the values, these are the product's).
 */
export const footerConfig = {
  company: 'Hireloop',
  year: new Date().getFullYear(),
  address: '100 Market Street, Suite 300, San Francisco, CA 94105',
  email: 'hello@hireloop.example',
  phone: '+1 (415) 555-0134',
  social: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/hireloop-example' },
    { network: 'GitHub', href: 'https://github.com/hireloop-example' },
    { network: 'Mastodon', href: 'https://mastodon.social/@hireloop_example' },
  ],
} as const;
