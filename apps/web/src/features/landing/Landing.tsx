/**
 * The landing page (route `home`, R-ROUTE-1): what the product offers job seekers and employers,
 * live counts of open jobs and companies (GET /api/v1/stats), and the ways in.
 */
import {
  Box,
  Card,
  Column,
  Columns,
  Heading,
  Inline,
  LinkButton,
  Link,
  Skeleton,
  Stack,
  Stat,
  Text,
  Tiles,
  useT,
} from '@hireloop/ui';
import { BadgeDollarSign, BriefcaseBusiness, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../app/Page.tsx';
import { pathTo } from '../../paths.ts';
import * as styles from './landing.css.ts';
import { formatCount } from '../../shared/format.ts';
import { usePublicStats } from './queries.ts';

function LiveStats() {
  const t = useT('webApp');
  const stats = usePublicStats();
  return (
    // One column on phones, three equal columns from tablets up (never two and one), each card as
    // tall as the row with its figure on the same baseline (Stat's `fill`).
    <Tiles
      as="section"
      columns={{ mobile: 1, tablet: 3 }}
      aria-labelledby="live-stats"
      aria-busy={stats.isPending}
    >
      <Box
        as="h2"
        id="live-stats"
        fontSize="sm"
        fontWeight="semibold"
        color="textMuted"
        className={styles.statsHeading}
      >
        {t('home.statsLabel')}
      </Box>
      {stats.isPending ? (
        <>
          <Card>
            <Skeleton lines={2} />
          </Card>
          <Card>
            <Skeleton lines={2} />
          </Card>
          <Card>
            <Skeleton lines={2} />
          </Card>
        </>
      ) : stats.isError ? (
        <Box as="p" color="textMuted" className={styles.fullRow}>
          {t('home.statsError')}
        </Box>
      ) : (
        <>
          <Card>
            <Stat
              icon={BriefcaseBusiness}
              label={t('home.openJobs', { count: stats.data.open_jobs })}
              value={formatCount(stats.data.open_jobs)}
            />
          </Card>
          <Card>
            <Stat
              icon={BadgeDollarSign}
              label={t('home.payStated', { count: stats.data.open_jobs_with_pay })}
              value={formatCount(stats.data.open_jobs_with_pay)}
            />
          </Card>
          <Card>
            <Stat
              icon={Building2}
              label={t('home.companies', { count: stats.data.companies })}
              value={formatCount(stats.data.companies)}
            />
          </Card>
          {/* What the figures count, under the cards. */}
          <Box as="p" fontSize="sm" color="textMuted" className={styles.fullRow}>
            {t('home.statsNote', { count: stats.data.fresh_window_days })}
          </Box>
        </>
      )}
    </Tiles>
  );
}

/** An audience's selling points: a bulleted list that takes the card's free height. */
function Points({ children }: { children: ReactNode }) {
  return (
    <Box
      as="ul"
      margin="none"
      paddingLeft="lg"
      display="flex"
      flexDirection="column"
      gap="xs"
      color="textMuted"
      flexGrow="1"
    >
      {children}
    </Box>
  );
}

/** The landing page. */
export function Landing() {
  const t = useT('webApp');
  // An empty page title leaves the document title the product's name alone.
  useDocumentTitle('');
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap="xxl"
      width="full"
      maxWidth="content"
      marginX="auto"
    >
      <Box as="section" paddingY={{ mobile: 'xl', desktop: 'xxxl' }}>
        <Columns collapseBelow="desktop" space="xl" alignY="center">
          <Column width="3/5">
            <Stack space="lg">
              <Box as="h1" fontSize={{ mobile: 'xxxl', desktop: 'display' }} fontWeight="bold">
                {t('home.title')}
              </Box>
              <Box as="p" fontSize="lg" color="textMuted" maxWidth="prose" lineHeight="relaxed">
                {t('home.lead')}
              </Box>
              <Inline space="sm" alignY="stretch">
                <LinkButton href={pathTo('register.form', { role: 'customer' })} size="lg">
                  {t('home.findJob')}
                </LinkButton>
                <LinkButton
                  href={pathTo('register.form', { role: 'business' })}
                  size="lg"
                  variant="secondary"
                >
                  {t('home.hire')}
                </LinkButton>
              </Inline>
            </Stack>
          </Column>
          <Column width="2/5">
            <LiveStats />
          </Column>
        </Columns>
      </Box>

      <Tiles columns={{ mobile: 1, tablet: 2 }} space="lg">
        <Card as="section" aria-labelledby="for-seekers" padding="lg">
          <Heading level={2} size="xl" id="for-seekers">
            {t('home.forSeekers.title')}
          </Heading>
          <Points>
            <li>{t('home.forSeekers.points.search')}</li>
            <li>{t('home.forSeekers.points.save')}</li>
            <li>{t('home.forSeekers.points.track')}</li>
          </Points>
          <Box marginTop="sm">
            <LinkButton href={pathTo('register.form', { role: 'customer' })} variant="secondary">
              {t('home.forSeekers.cta')}
            </LinkButton>
          </Box>
        </Card>
        <Card as="section" aria-labelledby="for-employers" padding="lg">
          <Heading level={2} size="xl" id="for-employers">
            {t('home.forEmployers.title')}
          </Heading>
          <Points>
            <li>{t('home.forEmployers.points.post')}</li>
            <li>{t('home.forEmployers.points.review')}</li>
            <li>{t('home.forEmployers.points.notify')}</li>
          </Points>
          <Box marginTop="sm">
            <LinkButton href={pathTo('register.form', { role: 'business' })} variant="secondary">
              {t('home.forEmployers.cta')}
            </LinkButton>
          </Box>
        </Card>
      </Tiles>

      <Inline as="p" space="xs" align="center" alignY="stretch" noWrap>
        <Text as="span" tone="muted">
          {t('home.haveAccount')}
        </Text>
        <Link href={pathTo('login')}>{t('home.signIn')}</Link>
      </Inline>
    </Box>
  );
}
