/**
 * The Terms of Service and Privacy Policy pages (routes `terms` and `privacy`, public): a title,
 * the date of the last change, and the sections of ./content.ts.
 */
import { Page } from '../../app/Page.tsx';
import { formatDate } from '../../shared/format.ts';
import { privacyPolicy, termsOfService, type LegalPage as LegalText } from './content.ts';
import * as styles from './legal.css.ts';

function LegalDocument({ page }: { page: LegalText }) {
  // The text is English, so is its date.
  const updated = formatDate(`${page.updated}T12:00:00Z`, 'en');
  return (
    <Page title={page.title} lead={page.lead} width="narrow">
      <article className={styles.document}>
        <p className={styles.updated}>
          Last updated <time dateTime={page.updated}>{updated}</time>
        </p>
        {page.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.items ? (
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </Page>
  );
}

/** The Terms of Service page. */
export function TermsOfService() {
  return <LegalDocument page={termsOfService} />;
}

/** The Privacy Policy page. */
export function PrivacyPolicy() {
  return <LegalDocument page={privacyPolicy} />;
}
