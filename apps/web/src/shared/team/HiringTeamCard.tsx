/**
 * A posting's hiring team on its page (route `b.posting`; issue 36, decision 238): the members who
 * work on the posting, by name and role, and its scorecard criteria. Interviewers see only the
 * applications of postings whose hiring team they are on, so the card says so. A role that may
 * set hiring teams (`postings`: owner, admin, recruiter) edits the team in place: a checkbox per
 * member of the company, "Save hiring team" (PUT /api/v1/b/postings/{id}/hiring-team); the
 * server's message shows on failure and nothing is lost. Owners, admins and recruiters see every
 * application anyway; the team is who is notified of new applications and asked for scorecards.
 */
import type { Posting } from '@hireloop/api';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Heading,
  Inline,
  Stack,
  Text,
  useT,
} from '@hireloop/ui';
import { useState } from 'react';
import { useNotify } from '../../app/context.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { useHiringTeam, useSetHiringTeam, useTeamMembers } from './queries.ts';
import { useMay } from './role.ts';
import { useCriterionLabel } from './criteria.ts';

/** The hiring-team editor: every member of the company as a checkbox. */
function HiringTeamForm({
  postingId,
  initial,
  onDone,
}: {
  postingId: string;
  initial: string[];
  onDone: () => void;
}) {
  const t = useT('webTeam');
  const notify = useNotify();
  const members = useTeamMembers();
  const save = useSetHiringTeam(postingId);
  const [selected, setSelected] = useState<string[]>(initial);
  if (members.isPending) return <LoadingBlock lines={3} />;
  if (members.isError) {
    return (
      <ErrorBlock error={members.error} onRetry={() => void members.refetch()} headingLevel={3} />
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(selected, {
          onSuccess: () => {
            notify({ type: 'success', message: t('hiringTeam.saved') });
            onDone();
          },
          onError: (error) => notify({ type: 'error', message: error.message }),
        });
      }}
    >
      <Stack space="md">
        <CheckboxGroup
          label={t('hiringTeam.members')}
          description={t('hiringTeam.membersHint')}
          value={selected}
          onChange={setSelected}
          errorMessage={save.error?.errors?.memberIds?.join(' ')}
          isInvalid={save.error?.errors?.memberIds ? true : undefined}
        >
          {members.data.map((member) => (
            <Checkbox key={member.id} value={member.id}>
              {member.name} ({t(`roles.${member.role}`)})
            </Checkbox>
          ))}
        </CheckboxGroup>
        <Inline space="sm">
          <Button type="submit" isPending={save.isPending}>
            {t('hiringTeam.save')}
          </Button>
          <Button variant="secondary" onPress={onDone}>
            {t('hiringTeam.cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** The hiring team and scorecard criteria of `posting`, editable by roles that manage postings. */
export function HiringTeamCard({ posting }: { posting: Posting }) {
  const t = useT('webTeam');
  const mayEdit = useMay('postings');
  const team = useHiringTeam(posting.id);
  const [editing, setEditing] = useState(false);
  const criterionLabel = useCriterionLabel();
  const headingId = `hiring-team-${posting.id}`;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="md">
        <Heading level={2} id={headingId}>
          {t('hiringTeam.title')}
        </Heading>
        {team.isPending ? (
          <LoadingBlock lines={3} />
        ) : team.isError ? (
          <ErrorBlock error={team.error} onRetry={() => void team.refetch()} headingLevel={3} />
        ) : editing ? (
          <HiringTeamForm
            postingId={posting.id}
            initial={team.data.members.map((member) => member.id)}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Stack space="sm">
            {team.data.members.length === 0 ? (
              <Text tone="muted">{t('hiringTeam.empty')}</Text>
            ) : (
              <Stack as="ul" space="xs" aria-label={t('hiringTeam.title')}>
                {team.data.members.map((member) => (
                  <li key={member.id}>
                    <Inline space="xs" alignY="center">
                      <Text as="span">{member.name}</Text>
                      <Badge>{t(`roles.${member.role}`)}</Badge>
                    </Inline>
                  </li>
                ))}
              </Stack>
            )}
            <Text size="sm" tone="muted">
              {t('hiringTeam.hint')}
            </Text>
            {mayEdit ? (
              <Box>
                <Button variant="secondary" onPress={() => setEditing(true)}>
                  {t('hiringTeam.edit')}
                </Button>
              </Box>
            ) : null}
          </Stack>
        )}
        <Stack space="xxs">
          <Heading level={3}>{t('hiringTeam.criteria')}</Heading>
          <Text size="sm" tone="muted">
            {posting.scorecardCriteria.map(criterionLabel).join(', ')}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
