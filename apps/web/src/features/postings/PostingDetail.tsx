/**
 * A job posting's page for its business (route `b.posting`, R-ROUTE-2 "posting/{id}"): its state and
 * figures (views, applications, new applications), the status actions (edit, preview, publish —
 * with the server's 422 field errors when the pay range is incomplete —, close after a confirmation
 * that applicants are told, delete a draft), what it says — with its screening questions and what
 * each must-have accepts (issue 29) —, its hiring team and scorecard criteria (issue 36), and the
 * applications to it. The status actions show only for roles that manage postings (not an
 * interviewer, issue 36).
 */
import type { Posting } from '@hireloop/api';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Column,
  Columns,
  EmptyState,
  Link,
  LinkButton,
  SalaryRange,
  Skeleton,
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
  DescriptionItem,
  DescriptionList,
} from '@hireloop/ui';
import { Eye, Inbox, Send, Sparkles } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { statusTone } from '../../shared/applicationStatus.ts';
import { formatCount, formatDate } from '../../shared/format.ts';
import { postingStatusTone } from './PostingsList.tsx';
import { usePosting, usePostingApplications } from './queries.ts';
import { ScreeningQuestionList } from './ScreeningQuestionList.tsx';
import { usePostingActions } from './usePostingActions.tsx';
import { HiringTeamCard } from '../../shared/team/HiringTeamCard.tsx';
import { useMay } from '../../shared/team/role.ts';

/** Applications shown on the page; the rest are on the Applications screen. */
const APPLICATIONS_SHOWN = 10;

function PostingApplications({ posting }: { posting: Posting }) {
  const t = useT('webMarketPostings');
  const jobs = useT('jobs');
  const applications = usePostingApplications({
    postingId: posting.id,
    perPage: APPLICATIONS_SHOWN,
    page: 1,
  });
  const data = applications.data;
  const allHref = `${pathTo('b.applications')}?posting=${posting.id}`;
  return (
    <section aria-labelledby="posting-applications">
      <Heading level={2} id="posting-applications">
        {t('detail.applications')}
      </Heading>
      {applications.isError ? (
        <ErrorBlock
          error={applications.error}
          onRetry={() => void applications.refetch()}
          headingLevel={3}
        />
      ) : !data ? (
        <LoadingBlock>
          <Skeleton lines={4} />
        </LoadingBlock>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          size="sm"
          headingLevel={3}
          title={t('detail.noApplicationsTitle')}
          description={
            posting.status === 'draft'
              ? t('detail.noApplicationsDraft')
              : t('detail.noApplicationsText')
          }
        />
      ) : (
        <>
          <Table aria-labelledby="posting-applications">
            <TableHeader>
              <TableColumn isRowHeader>{t('detail.applicant')}</TableColumn>
              <TableColumn>{t('detail.status')}</TableColumn>
              <TableColumn align="end">{t('detail.applied')}</TableColumn>
            </TableHeader>
            <TableBody items={data.data}>
              {(application) => {
                const name =
                  `${application.applicant.firstName} ${application.applicant.lastName}`.trim();
                return (
                  <TableRow
                    id={application.id}
                    href={pathTo('b.application', { id: application.id })}
                    textValue={name}
                  >
                    <TableCell>
                      <Box as="span" display="flex" flexDirection="column" gap="xxxs">
                        <span>
                          <Avatar
                            src={application.applicant.avatarThumbUrl}
                            name={name}
                            size="sm"
                            showInitials
                            decorative
                          />{' '}
                          {name}
                        </span>
                        {application.applicant.headline ? (
                          <Text as="span" size="sm" tone="muted">
                            {application.applicant.headline}
                          </Text>
                        ) : null}
                      </Box>
                    </TableCell>
                    <TableCell>
                      <Badge tone={statusTone(application.status)}>
                        {jobs(`applicationStatus.${application.status}`)}
                      </Badge>
                    </TableCell>
                    <TableCell align="end">
                      <time dateTime={application.createdAt}>
                        {formatDate(application.createdAt)}
                      </time>
                    </TableCell>
                  </TableRow>
                );
              }}
            </TableBody>
          </Table>
          {data.meta.total > data.data.length ? (
            <Link href={allHref} variant="standalone">
              {t('detail.allApplications', { count: data.meta.total })}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The posting detail screen. */
export function PostingDetail() {
  const t = useT('webMarketPostings');
  const jobs = useT('jobs');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const posting = usePosting(id);
  const actions = usePostingActions({ onDeleted: () => void navigate(pathTo('b.postings')) });
  // An interviewer reads the posting; editing, publishing and closing are other roles' (issue 36).
  const mayManage = useMay('postings');
  const newApplications = usePostingApplications({
    postingId: id,
    status: ['submitted'],
    perPage: 1,
    page: 1,
  });

  const data = posting.data;
  const pending = actions.pendingId === data.id;
  const publishErrors = actions.publishErrors?.postingId === data.id ? actions.publishErrors : null;
  const stateLine =
    data.status === 'published' && data.publishedAt
      ? t('detail.publishedOn', { date: formatDate(data.publishedAt) })
      : data.status === 'closed' && data.closedAt
        ? t('detail.closedOn', { date: formatDate(data.closedAt) })
        : t('detail.draftSaved', { date: formatDate(data.updatedAt) });
  const facts: [string, string][] = [
    [t('detail.location'), data.location ?? t('detail.notStated')],
    [
      t('detail.workplace'),
      data.workplaceType ? jobs(`workplaceType.${data.workplaceType}`) : t('detail.notStated'),
    ],
    [
      t('detail.employment'),
      data.employmentType ? jobs(`employmentType.${data.employmentType}`) : t('detail.notStated'),
    ],
    [
      t('detail.experience'),
      data.experienceLevel
        ? jobs(`experienceLevel.${data.experienceLevel}`)
        : t('detail.notStated'),
    ],
  ];

  return (
    <Page
      title={data.title}
      lead={
        <>
          <Badge tone={postingStatusTone(data.status)}>{t(`status.${data.status}`)}</Badge>{' '}
          {stateLine}
        </>
      }
      actions={
        <>
          {mayManage && data.status !== 'closed' ? (
            <LinkButton href={pathTo('b.postings.edit', { id: data.id })} variant="secondary">
              {t('actions.edit')}
            </LinkButton>
          ) : null}
          <LinkButton href={pathTo('b.posting.preview', { id: data.id })} variant="secondary">
            {t('actions.preview')}
          </LinkButton>
          {mayManage && data.status === 'draft' ? (
            <>
              <Button variant="danger" onPress={() => actions.requestDelete(data)}>
                {t('actions.delete')}
              </Button>
              <Button isPending={pending} onPress={() => actions.publish(data)}>
                {t('actions.publish')}
              </Button>
            </>
          ) : null}
          {mayManage && data.status === 'published' ? (
            <Button variant="danger" onPress={() => actions.requestClose(data)}>
              {t('actions.close')}
            </Button>
          ) : null}
          {mayManage && data.status === 'closed' ? (
            <Button isPending={pending} onPress={() => actions.reopen(data)}>
              {t('reopen.action')}
            </Button>
          ) : null}
        </>
      }
      width="wide"
    >
      <Link href={pathTo('b.postings')} variant="standalone">
        {t('detail.back')}
      </Link>
      {publishErrors ? (
        <Box
          role="alert"
          padding="sm"
          borderRadius="md"
          background="dangerSubtle"
          color="dangerSubtleText"
        >
          <strong>{publishErrors.message}</strong>
          {Object.values(publishErrors.fields).flat().length > 0 ? (
            <Box as="ul" marginTop="xs" marginBottom="none" paddingLeft="lg">
              {Object.entries(publishErrors.fields).map(([field, messages]) => (
                <li key={field}>{messages.join(' ')}</li>
              ))}
            </Box>
          ) : null}{' '}
          <Link href={pathTo('b.postings.edit', { id: data.id })}>{t('actions.fix')}</Link>
        </Box>
      ) : null}

      <Tiles columns={{ mobile: 2, desktop: 4 }}>
        <Card>
          <Stat icon={Eye} label={t('detail.views')} value={formatCount(data.viewsCount)} />
        </Card>
        <Card>
          <Stat
            icon={Send}
            label={t('detail.applicationsCount')}
            value={formatCount(data.applicationsCount)}
          />
        </Card>
        <Card>
          <Stat
            icon={Sparkles}
            label={t('detail.newApplications')}
            value={newApplications.data ? formatCount(newApplications.data.meta.total) : '–'}
          />
        </Card>
        <Card>
          <Stat
            icon={Inbox}
            label={t('detail.conversion')}
            value={
              data.viewsCount > 0
                ? new Intl.NumberFormat('en', {
                    style: 'percent',
                    maximumFractionDigits: 1,
                  }).format(data.applicationsCount / data.viewsCount)
                : '–'
            }
          />
        </Card>
      </Tiles>

      <Columns collapseBelow="desktop" space="lg">
        <Column>
          <PostingApplications posting={data} />
        </Column>
        <Column width="aside">
          <Card as="aside" aria-labelledby="posting-summary">
            <Heading level={2} id="posting-summary">
              {t('detail.summary')}
            </Heading>
            <DescriptionList size="sm">
              {facts.map(([term, value]) => (
                <DescriptionItem key={term} term={term}>
                  {value}
                </DescriptionItem>
              ))}
              <DescriptionItem term={t('detail.pay')}>
                <SalaryRange
                  min={data.salaryMin}
                  max={data.salaryMax}
                  currency={data.salaryCurrency}
                  period={data.salaryPeriod}
                  showNotStated
                />
              </DescriptionItem>
              <DescriptionItem term={t('detail.skills')}>
                {data.skills.length > 0 ? data.skills.join(', ') : t('detail.notStated')}
              </DescriptionItem>
            </DescriptionList>
            {data.sourceUrl ? (
              <Text tone="muted">
                <Link href={data.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {t('detail.source')}
                </Link>
              </Text>
            ) : null}
          </Card>
          <Box marginTop="lg">
            <HiringTeamCard key={data.id} posting={data} />
          </Box>
          <Box marginTop="lg">
            <Card>
              <ScreeningQuestionList questions={data.screeningQuestions} headingLevel={2} />
            </Card>
          </Box>
        </Column>
      </Columns>
      {actions.dialogs}
    </Page>
  );
}
