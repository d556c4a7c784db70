/**
 * A company's page (route `c.company`, R-ROUTE-3 "company/{id}"): its profile, links to its website
 * and careers page, and its open jobs as job cards. An imported profile (remoteintech/remote-jobs)
 * shows each of its parts once — about, size, remote work, where they hire, technologies, office
 * locations, how to apply — each with its short fact (size class, remote policy, region, tags)
 * beside its text, and credits its source; a profile written on Hireloop shows its description and
 * the facts card.
 */
import { RouteError } from '../../app/notFound.tsx';
import {
  Avatar,
  Badge,
  Box,
  Card,
  Column,
  Columns,
  EmptyState,
  ExternalLinkLabel,
  Heading,
  Inline,
  Link,
  LinkButton,
  Markdown,
  Stack,
  Text,
  useT,
  DescriptionItem,
  DescriptionList,
} from '@hireloop/ui';
import { Briefcase } from 'lucide-react';
import { useParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { pathTo } from '../../paths.ts';
import { JobResultCard } from '../../shared/JobResultCard.tsx';
import { formatDate } from '../../shared/format.ts';
import { useCompany } from './queries.ts';

const KNOWN_REGIONS = [
  'worldwide',
  'europe',
  'americas',
  'americas-europe',
  'asia-pacific',
  'other',
] as const;

function isKnownRegion(region: string): region is (typeof KNOWN_REGIONS)[number] {
  return (KNOWN_REGIONS as readonly string[]).includes(region);
}

/** What the company page shows when its company cannot be read (its route's error boundary). */
export function CompanyPageError() {
  const t = useT('webMarketCompanies');
  return (
    <RouteError
      title={t('company.loadingTitle')}
      notFound={{
        title: t('company.notFoundTitle'),
        text: t('company.notFoundText'),
        back: { href: pathTo('c.companies'), label: t('company.browse') },
      }}
    />
  );
}

/** The company page. */
export function CompanyPage() {
  const t = useT('webMarketCompanies');
  const jobs = useT('jobs');
  const { id = '' } = useParams();
  const company = useCompany(id);

  const data = company.data;
  const lead = (
    <Inline as="span" space="xs">
      <Avatar
        src={data.logoThumbUrl}
        name={data.name}
        shape="square"
        size="lg"
        showInitials
        decorative
      />
      {[data.industry, data.location].filter(Boolean).join(' · ') || null}
    </Inline>
  );
  const facts: [string, string][] = [];
  if (data.industry) facts.push([t('company.industry'), data.industry]);
  if (data.location) facts.push([t('company.headquarters'), data.location]);
  if (data.companySize) facts.push([t('company.size'), jobs(`companySize.${data.companySize}`)]);
  if (data.remotePolicy)
    facts.push([t('company.remotePolicy'), jobs(`remotePolicy.${data.remotePolicy}`)]);
  if (data.region)
    facts.push([
      t('company.region'),
      isKnownRegion(data.region) ? t(`regions.${data.region}`) : data.region,
    ]);

  const profile = data.profileSource;
  const size = data.companySize ? jobs(`companySize.${data.companySize}`) : null;
  const remote = data.remotePolicy ? jobs(`remotePolicy.${data.remotePolicy}`) : null;
  const region = data.region
    ? isKnownRegion(data.region)
      ? t(`regions.${data.region}`)
      : data.region
    : null;
  const sections: {
    id: string;
    title: string;
    fact?: string | null;
    tags?: string[];
    text: string | null;
  }[] = profile
    ? [
        { id: 'about', title: t('profile.about'), text: profile.blurb },
        { id: 'size', title: t('profile.size'), fact: size, text: profile.sizeText },
        { id: 'remote', title: t('profile.remote'), fact: remote, text: profile.remoteStatus },
        { id: 'region', title: t('profile.region'), fact: region, text: profile.regionText },
        {
          id: 'tech',
          title: t('profile.technologies'),
          tags: data.technologies,
          text: profile.technologiesText,
        },
        { id: 'offices', title: t('profile.offices'), text: profile.officeLocations },
        { id: 'apply', title: t('profile.howToApply'), text: profile.howToApply },
      ].filter((section) => section.text || section.fact || section.tags?.length)
    : [];

  return (
    <Page
      title={data.name}
      lead={lead}
      actions={
        data.openJobsCount > 0 ? (
          <LinkButton href="#open-jobs">
            {t('company.openJobsAction', { count: data.openJobsCount })}
          </LinkButton>
        ) : undefined
      }
    >
      <Link href={pathTo('c.companies')} variant="standalone">
        {t('company.browse')}
      </Link>
      <Columns collapseBelow="desktop" space="lg">
        <Column>
          <Stack space="xl">
            {profile ? (
              <>
                {sections.map((section) => (
                  <Stack
                    as="section"
                    space="sm"
                    key={section.id}
                    aria-labelledby={`company-${section.id}`}
                  >
                    <Heading level={2} id={`company-${section.id}`}>
                      {section.title}
                    </Heading>
                    {/* One block, no gaps: the fact badge on its own line, the tags and text under it. */}
                    <div>
                      {section.fact ? <Badge tone="neutral">{section.fact}</Badge> : null}
                      {section.tags?.length ? (
                        <Inline as="ul" space="xs" alignY="stretch">
                          {section.tags.map((tag) => (
                            <li key={tag}>
                              <Badge tone="accent">{tag}</Badge>
                            </li>
                          ))}
                        </Inline>
                      ) : null}
                      {section.text ? (
                        <Markdown baseHeadingLevel={3}>{section.text}</Markdown>
                      ) : null}
                    </div>
                  </Stack>
                ))}
                <Text tone="muted">
                  <a href={profile.sourceUrl} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkLabel note={t('company.newTab')}>
                      {profile.updatedOn
                        ? t('profile.source', {
                            source: profile.sourceName,
                            date: formatDate(`${profile.updatedOn}T12:00:00Z`),
                          })
                        : t('profile.sourceNoDate', { source: profile.sourceName })}
                    </ExternalLinkLabel>
                  </a>
                </Text>
              </>
            ) : (
              <Stack as="section" space="sm" aria-labelledby="company-about">
                <Heading level={2} id="company-about">
                  {t('company.about')}
                </Heading>
                {data.description?.trim() ? (
                  <Markdown baseHeadingLevel={3}>{data.description}</Markdown>
                ) : (
                  <Text tone="muted">{t('company.noDescription')}</Text>
                )}
              </Stack>
            )}

            {!profile && data.technologies.length > 0 ? (
              <Stack as="section" space="sm" aria-labelledby="company-tech">
                <Heading level={2} id="company-tech">
                  {t('company.technologies')}
                </Heading>
                <Inline as="ul" space="xs" alignY="stretch">
                  {data.technologies.map((technology) => (
                    <li key={technology}>
                      <Badge tone="accent">{technology}</Badge>
                    </li>
                  ))}
                </Inline>
              </Stack>
            ) : null}

            <Stack as="section" space="sm" aria-labelledby="open-jobs">
              <Heading level={2} id="open-jobs" tabIndex={-1}>
                {t('company.openJobs', { count: data.openJobsCount })}
              </Heading>
              <div>
                {data.openJobs.length === 0 ? (
                  <EmptyState
                    icon={Briefcase}
                    size="sm"
                    headingLevel={3}
                    title={t('company.noJobsTitle')}
                    description={t('company.noJobsText', { company: data.name })}
                  />
                ) : (
                  <Stack as="ul" space="sm">
                    {data.openJobs.map((job) => (
                      <li key={job.id}>
                        <JobResultCard job={job} />
                      </li>
                    ))}
                  </Stack>
                )}
                {data.openJobsCount > data.openJobs.length ? (
                  <Text tone="muted">{t('company.moreJobs', { shown: data.openJobs.length })}</Text>
                ) : null}
              </div>
            </Stack>
          </Stack>
        </Column>

        <Column width="aside">
          <Card as="aside" aria-labelledby="company-facts">
            {/* The card's gap and this padding: 24 px under the title. */}
            <Box paddingBottom="sm">
              <Heading level={2} size="md" id="company-facts">
                {t('company.facts')}
              </Heading>
            </Box>
            {profile ? null : facts.length > 0 ? (
              <DescriptionList size="sm">
                {facts.map(([term, value]) => (
                  <DescriptionItem key={term} term={term}>
                    {value}
                  </DescriptionItem>
                ))}
              </DescriptionList>
            ) : (
              <Text tone="muted">{t('company.noFacts')}</Text>
            )}
            <Box display="flex" flexDirection="column" gap="xs" marginTop="md">
              {data.website ? (
                <Link
                  href={data.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="standalone"
                >
                  <ExternalLinkLabel note={t('company.newTab')}>
                    {t('company.website')}
                  </ExternalLinkLabel>
                </Link>
              ) : null}
              {data.careersUrl ? (
                <Link
                  href={data.careersUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="standalone"
                >
                  <ExternalLinkLabel note={t('company.newTab')}>
                    {t('company.careers')}
                  </ExternalLinkLabel>
                </Link>
              ) : null}
            </Box>
          </Card>
        </Column>
      </Columns>
    </Page>
  );
}
