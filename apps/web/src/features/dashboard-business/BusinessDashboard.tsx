/**
 * The business's dashboard (route `b.dashboard`, R-PROD-2 "land on a role-specific dashboard"):
 * postings by status, new applications (still `submitted`), the newest applications, and views and
 * applications per posting (GET /api/v1/b/dashboard).
 */
import type { BusinessDashboard as Dashboard } from '@hireloop/api';
import {
  Avatar,
  Badge,
  Box,
  Card,
  Column,
  Columns,
  EmptyState,
  Link,
  LinkButton,
  Skeleton,
  Stack,
  Stat,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  Tiles,
  useT,
  Heading,
} from '@hireloop/ui';
import { Archive, FilePen, FilePlus, FileText, Inbox } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';
import { useCurrentUser } from '../../app/authHooks.ts';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { displayName } from '../../app/user.ts';
import { pathTo } from '../../paths.ts';
import { statusTone } from '../../shared/applicationStatus.ts';
import * as styles from '../../shared/dashboard.css.ts';
import { formatCount, formatRelative } from '../../shared/format.ts';
import { businessDashboardQuery } from '../../shared/routeQueries.ts';
import { DashboardSectionHeader } from '../../shared/DashboardSectionHeader.tsx';
import { UpcomingInterviews } from '../../shared/interviews/UpcomingInterviews.tsx';
import { useMay } from '../../shared/team/role.ts';

/** The business dashboard query (the shell's dashboard key, so both stay in step). */
export function useBusinessDashboard() {
  return useQuery(businessDashboardQuery(useApi()));
}

function Loaded({ data }: { data: Dashboard }) {
  const t = useT('webMarketDashboard');
  const jobs = useT('jobs');
  const postingStatus = useT('webMarketPostings');
  const counts = data.postingsByStatus;
  // "New posting" only for the roles that write postings (not an interviewer, issue 36).
  const mayCreate = useMay('postings');
  const isNew = counts.draft + counts.published + counts.closed === 0;

  return (
    <>
      <Tiles columns={{ mobile: 2, desktop: 4 }}>
        <Card>
          <Stat
            icon={FileText}
            label={t('business.published')}
            value={formatCount(counts.published)}
          />
        </Card>
        <Card>
          <Stat
            icon={Inbox}
            label={t('business.newApplications')}
            value={formatCount(data.newApplicationsCount)}
          />
        </Card>
        <Card>
          <Stat icon={FilePen} label={t('business.drafts')} value={formatCount(counts.draft)} />
        </Card>
        <Card>
          <Stat icon={Archive} label={t('business.closed')} value={formatCount(counts.closed)} />
        </Card>
      </Tiles>

      {isNew ? (
        <EmptyState
          icon={FilePlus}
          title={t(mayCreate ? 'business.newTitle' : 'business.newTitleInterviewer')}
          description={t(mayCreate ? 'business.newText' : 'business.newTextInterviewer')}
          action={
            mayCreate ? (
              <LinkButton href={pathTo('b.postings.new')}>{t('business.newPosting')}</LinkButton>
            ) : undefined
          }
        />
      ) : (
        <Columns collapseBelow="desktop" space="lg">
          <Column as="section" width="3/5" aria-labelledby="dash-postings">
            <Stack space="lg">
              <DashboardSectionHeader>
                <Heading level={2} id="dash-postings">
                  {t('business.postings')}
                </Heading>
                <Link href={pathTo('b.postings')}>{t('business.allPostings')}</Link>
              </DashboardSectionHeader>
              {data.postings.length === 0 ? (
                <EmptyState
                  size="sm"
                  headingLevel={3}
                  title={t('business.noPublished')}
                  description={t('business.noPublishedText')}
                />
              ) : (
                <Table aria-labelledby="dash-postings">
                  <TableHeader>
                    <TableColumn isRowHeader>{t('business.posting')}</TableColumn>
                    <TableColumn align="end">{t('business.views')}</TableColumn>
                    <TableColumn align="end">{t('business.applications')}</TableColumn>
                    <TableColumn align="end">{t('business.new')}</TableColumn>
                  </TableHeader>
                  <TableBody items={data.postings}>
                    {(posting) => (
                      <TableRow
                        id={posting.id}
                        href={pathTo('b.posting', { id: posting.id })}
                        textValue={posting.title}
                      >
                        <TableCell>
                          <Box
                            as="span"
                            display="flex"
                            flexDirection="column"
                            gap="xxxs"
                            minWidth="0"
                          >
                            <span className={styles.itemTitle}>{posting.title}</span>
                            <Text as="span" size="sm" tone="muted">
                              {postingStatus(`status.${posting.status}`)}
                            </Text>
                          </Box>
                        </TableCell>
                        <TableCell align="end">{formatCount(posting.viewsCount)}</TableCell>
                        <TableCell align="end">{formatCount(posting.applicationsCount)}</TableCell>
                        <TableCell align="end">
                          {posting.newApplicationsCount > 0 ? (
                            <Badge
                              tone="accent"
                              count={posting.newApplicationsCount}
                              label={t('business.newLabel', {
                                count: posting.newApplicationsCount,
                              })}
                            />
                          ) : (
                            '0'
                          )}
                        </TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              )}
            </Stack>
          </Column>

          <Column width="2/5">
            <Stack space="lg">
              <UpcomingInterviews area="b" />
              <Card as="section" aria-labelledby="dash-recent">
                <DashboardSectionHeader>
                  <Heading level={2} id="dash-recent">
                    {t('business.recent')}
                  </Heading>
                  {data.recentApplications.length > 0 ? (
                    <Link href={pathTo('b.applications')}>{t('business.allApplications')}</Link>
                  ) : null}
                </DashboardSectionHeader>
                {data.recentApplications.length === 0 ? (
                  <EmptyState
                    size="sm"
                    headingLevel={3}
                    title={t('business.noApplications')}
                    description={t('business.noApplicationsText')}
                  />
                ) : (
                  <Stack as="ul" space="none">
                    {data.recentApplications.map((application) => {
                      const name =
                        `${application.applicant.firstName} ${application.applicant.lastName}`.trim();
                      return (
                        <Box
                          as="li"
                          key={application.id}
                          display="flex"
                          alignItems="flex-start"
                          justifyContent="space-between"
                          gap="sm"
                          paddingY="sm"
                          className={styles.divided}
                        >
                          <Avatar
                            src={application.applicant.avatarThumbUrl}
                            name={name}
                            size="sm"
                            showInitials
                            decorative
                          />
                          <Box
                            display="flex"
                            flexDirection="column"
                            gap="xxxs"
                            minWidth="0"
                            flexGrow="1"
                          >
                            <Link
                              href={pathTo('b.application', { id: application.id })}
                              className={styles.itemTitle}
                            >
                              {name}
                            </Link>
                            <Text as="span" size="sm" tone="muted">
                              {application.posting.title} ·{' '}
                              <time dateTime={application.createdAt}>
                                {formatRelative(application.createdAt)}
                              </time>
                            </Text>
                          </Box>
                          <Badge tone={statusTone(application.status)}>
                            {jobs(`applicationStatus.${application.status}`)}
                          </Badge>
                        </Box>
                      );
                    })}
                  </Stack>
                )}
              </Card>
            </Stack>
          </Column>
        </Columns>
      )}
    </>
  );
}

/** The business dashboard screen. */
export function BusinessDashboard() {
  const t = useT('webMarketDashboard');
  const nav = useT('nav');
  const user = useCurrentUser();
  const mayCreate = useMay('postings');
  const dashboard = useBusinessDashboard();
  return (
    <Page
      title={t('title')}
      lead={t('welcome', { name: displayName(user) })}
      actions={
        mayCreate ? (
          <LinkButton href={pathTo('b.postings.new')}>{nav('newPosting')}</LinkButton>
        ) : undefined
      }
      width="wide"
    >
      {dashboard.isError ? (
        <ErrorBlock error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.isPending ? (
        <LoadingBlock>
          <Tiles columns={{ mobile: 2, desktop: 4 }}>
            {Array.from({ length: 4 }, (_, index) => (
              <Card key={index}>
                <Skeleton lines={2} />
              </Card>
            ))}
          </Tiles>
          <Skeleton lines={6} />
        </LoadingBlock>
      ) : (
        <Loaded data={dashboard.data} />
      )}
    </Page>
  );
}
