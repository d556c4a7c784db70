import { BriefcaseBusiness, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { useT } from '../i18n/index.ts';
import type { CompanySize, RemotePolicy } from '../vocabulary.ts';
import * as styles from './CompanyCard.css.ts';

/** A company as lists show it (the API's `Company`, camelCase; only what the card reads). */
export interface CompanyCardCompany {
  id: string;
  name: string;
  logoThumbUrl: string | null;
  companySize: CompanySize | null;
  remotePolicy: RemotePolicy | null;
  /** Published job postings. */
  openJobsCount: number;
  industry?: string | null;
  location?: string | null;
}

/** Props of `CompanyCard`. */
export interface CompanyCardProps {
  /** The company to show. */
  company: CompanyCardCompany;
  /**
   * The company page; the name links there and the whole card is its target.
   * @default undefined
   */
  href?: string;
  /**
   * Heading level of the name in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * A company in the "Browse Companies" list: logo, name (a link covering the card), industry and
 * location, size and remote policy, and the number of open jobs.
 */
export function CompanyCard({ company, href, headingLevel = 3, className }: CompanyCardProps) {
  const t = useT('jobs');
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const subtitle = [company.industry, company.location].filter(Boolean).join(' · ');
  return (
    <Card
      as="article"
      interactive={Boolean(href)}
      aria-labelledby={nameId}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <Avatar
          src={company.logoThumbUrl}
          name={company.name}
          shape="square"
          size="lg"
          showInitials
          decorative
        />
        <div className={styles.headerText}>
          <Heading id={nameId} className={styles.name}>
            {href ? (
              <Link className={styles.nameLink} href={href}>
                {company.name}
              </Link>
            ) : (
              company.name
            )}
          </Heading>
          {subtitle ? (
            <span className={styles.subtitle}>
              {company.location ? <MapPin className={styles.icon} aria-hidden="true" /> : null}
              {subtitle}
            </span>
          ) : null}
        </div>
      </div>
      {company.companySize || company.remotePolicy ? (
        <ul className={styles.facts}>
          {company.remotePolicy ? (
            <li>
              <Badge tone="accent">{t(`remotePolicy.${company.remotePolicy}`)}</Badge>
            </li>
          ) : null}
          {company.companySize ? (
            <li>
              <Badge>{t(`companySize.${company.companySize}`)}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p
        className={[styles.footer, company.openJobsCount > 0 ? styles.jobs : styles.noJobs].join(
          ' ',
        )}
      >
        <BriefcaseBusiness className={styles.icon} aria-hidden="true" />
        {t('companyCard.openJobs', { count: company.openJobsCount })}
      </p>
    </Card>
  );
}
