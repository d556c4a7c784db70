import { ArrowUpRight, Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../i18n/index.ts';
import { Link } from '../Link/Link.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { visuallyHidden } from '../private/a11y.css.ts';
import * as styles from './Footer.css.ts';
import { defaultFooterConfig, telHref, type FooterConfig } from './footerConfig.ts';

/**
 * Props of `Footer`: the fields of a {@link FooterConfig} (spread a config object:
 * `<Footer {...footerConfig} />`); each missing field comes from `defaultFooterConfig`.
 */
export interface FooterProps extends Partial<FooterConfig> {
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * The footer of public pages (R-UI-3): the abbreviated company name with the logo, the year, the
 * postal address, a `mailto:` e-mail and `tel:` phone link, and three social network links
 * (opening in a new tab with `rel="noopener noreferrer"`), and the Terms of Service and Privacy
 * Policy pages. Every value comes from configuration;
 * every label from the catalog.
 */
export function Footer({
  company = defaultFooterConfig.company,
  year = defaultFooterConfig.year,
  address = defaultFooterConfig.address,
  email = defaultFooterConfig.email,
  phone = defaultFooterConfig.phone,
  social = defaultFooterConfig.social,
  termsHref = defaultFooterConfig.termsHref,
  privacyHref = defaultFooterConfig.privacyHref,
  className,
}: FooterProps) {
  const t = useT('shell');
  const contactId = useId();
  const followId = useId();
  const legalId = useId();
  const newTab = t('footer.newTab');
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo label={company} />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <section className={styles.column} aria-labelledby={contactId}>
          <h2 id={contactId} className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <address className={styles.address}>{address}</address>
          <ul className={styles.list}>
            <li>
              <Link variant="standalone" tone="neutral" href={`mailto:${email}`}>
                <Mail className={styles.linkIcon} aria-hidden="true" />
                <span className={visuallyHidden}>{`${t('footer.email')}: `}</span>
                {email}
              </Link>
            </li>
            <li>
              <Link variant="standalone" tone="neutral" href={telHref(phone)}>
                <Phone className={styles.linkIcon} aria-hidden="true" />
                <span className={visuallyHidden}>{`${t('footer.phone')}: `}</span>
                {phone}
              </Link>
            </li>
          </ul>
        </section>
        <section className={styles.column} aria-labelledby={followId}>
          <h2 id={followId} className={styles.heading}>
            {t('footer.follow')}
          </h2>
          <ul className={styles.list}>
            {social.map((link) => (
              <li key={link.href}>
                <Link
                  variant="standalone"
                  tone="neutral"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {link.network}
                  <ArrowUpRight className={styles.linkIcon} aria-hidden="true" />
                  <span className={visuallyHidden}>{` ${newTab}`}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.column} aria-labelledby={legalId}>
          <h2 id={legalId} className={styles.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link variant="standalone" tone="neutral" href={termsHref}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link variant="standalone" tone="neutral" href={privacyHref}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.bottomInner}>{t('footer.copyright', { year, company })}</p>
      </div>
    </footer>
  );
}
