/**
 * Settings tab "team" (b.settings.team; issue 36, decision 238), a business's company as a team:
 * - "Members": every member with their e-mail, role, "You" and the date they joined. The owner
 *   and admins (`company` of the role table) change roles with a picker (an admin neither changes
 *   the owner nor makes an owner; the owner may make an admin the owner, confirmed, and becomes an
 *   admin) and remove other members but the owner (confirmed). Every member but the owner may
 *   leave the company (confirmed; signed out at once); the owner is told to hand ownership over
 *   first. Recruiters and interviewers see the list read-only.
 * - "Invite a member" (owner, admin): an e-mail address and a role; an address that already has an
 *   account is refused under the field with the server's message.
 * - "Pending invitations" (owner, admin): address, role, who invited, expiry, "Revoke".
 * The role is the one the members list gives the signed-in member (fresher than the stored user's);
 * the server answers 403 whatever the screen shows. Failures toast the server's message.
 */
import type { InvitableRole, MemberRole, TeamInvitation, TeamMember } from '@hireloop/api';
import { LIMITS, TEAM_LIMITS, roleMay } from '@hireloop/api/rules';
import { invitableRoleValues } from '@hireloop/api/schema';
import {
  AlertDialog,
  Badge,
  type BadgeProps,
  Box,
  Button,
  Form,
  Inline,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Text,
  TextField,
  useT,
} from '@hireloop/ui';
import { useEffect, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { isSignedIn } from '@hireloop/machines';
import { useNotify, useServices } from '../../app/context.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { fieldErrorsOf } from '../../shared/fieldErrors.ts';
import { formatDate } from '../../shared/format.ts';
import {
  useInviteTeamMember,
  useLeaveCompany,
  useRemoveTeamMember,
  useRevokeTeamInvitation,
  useTeamInvitations,
  useTeamMembers,
  useUpdateTeamMember,
} from '../../shared/team/queries.ts';
import { useTeamRole } from '../../shared/team/role.ts';
import { Section } from '../../shared/Section.tsx';
import * as styles from './team.css.ts';

/** The role an invitation form starts with: the one that sees least. */
const DEFAULT_INVITED_ROLE: InvitableRole = 'interviewer';

const DAY_MS = 24 * 60 * 60 * 1000;

const roleTones: Readonly<Record<MemberRole, BadgeProps['tone']>> = {
  owner: 'accent',
  admin: 'info',
  recruiter: 'success',
  interviewer: 'neutral',
};

/**
 * The roles a member of role `me` may give `member` with the picker, or none when `member`'s
 * role is not theirs to change: only the owner and admins change roles, nobody their own here,
 * nobody the owner's; `owner` (handing ownership over) only the owner, to an admin.
 */
function assignableRoles(me: MemberRole, member: TeamMember): MemberRole[] {
  if (!roleMay(me, 'company') || member.isYou || member.role === 'owner') return [];
  return me === 'owner' && member.role === 'admin'
    ? ['owner', ...invitableRoleValues]
    : [...invitableRoleValues];
}

/** One member: who they are, and what the signed-in member may do about them. */
function MemberRow({ member, myRole }: { member: TeamMember; myRole: MemberRole }) {
  const t = useT('webTeam');
  const notify = useNotify();
  const { auth } = useServices();
  const { locale } = useLocale();
  const update = useUpdateTeamMember();
  const remove = useRemoveTeamMember();
  const leave = useLeaveCompany();
  const [dialog, setDialog] = useState<'handOver' | 'remove' | 'leave' | null>(null);
  const roles = assignableRoles(myRole, member);
  const mayRemove = roleMay(myRole, 'company') && !member.isYou && member.role !== 'owner';
  const mayLeave = member.isYou && member.role !== 'owner';
  const name = member.name;
  const failed = (error: Error) => notify({ type: 'error', message: error.message });

  // The row may be gone when a call ends (a removed member): the promise, not mutate's
  // callbacks, which are dropped on unmount.
  const changeRole = (role: MemberRole) =>
    update.mutateAsync({ id: member.id, role }).then(() => {
      setDialog(null);
      notify({
        type: 'success',
        message:
          role === 'owner'
            ? t('members.handedOver', { name })
            : t('members.roleChanged', { name, role: t(`roles.${role}`) }),
      });
    }, failed);

  return (
    <li className={styles.row}>
      <Stack space="xs">
        <Inline align="between" alignY="center" space="md">
          <div className={styles.rowInfo}>
            <Inline as="span" space="xs" alignY="center">
              <Text as="span" weight="medium">
                {name}
              </Text>
              {member.isYou ? <Badge tone="accent">{t('members.you')}</Badge> : null}
              {roles.length === 0 ? (
                <Badge tone={roleTones[member.role]}>{t(`roles.${member.role}`)}</Badge>
              ) : null}
            </Inline>
            <Text as="span" size="sm" tone="muted">
              <span className={styles.address}>{member.email}</span>
            </Text>
            <Text as="span" size="sm" tone="muted">
              {t('members.joined', { date: formatDate(member.joinedAt, locale) })}
            </Text>
          </div>
          {roles.length > 0 || mayRemove || mayLeave ? (
            <Inline space="sm" alignY="center">
              {roles.length > 0 ? (
                <Select
                  aria-label={t('members.roleOf', { name })}
                  className={styles.rolePicker}
                  selectedKey={update.isPending ? update.variables.role : member.role}
                  isDisabled={update.isPending}
                  onSelectionChange={(key) => {
                    const role = roles.find((candidate) => candidate === key);
                    if (!role || role === member.role) return;
                    if (role === 'owner') setDialog('handOver');
                    else void changeRole(role);
                  }}
                >
                  {roles.map((role) => (
                    <SelectItem key={role} id={role}>
                      {t(`roles.${role}`)}
                    </SelectItem>
                  ))}
                </Select>
              ) : null}
              {mayRemove ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('members.removeLabel', { name })}
                  onPress={() => setDialog('remove')}
                >
                  {t('members.remove')}
                </Button>
              ) : null}
              {mayLeave ? (
                <Button variant="secondary" size="sm" onPress={() => setDialog('leave')}>
                  {t('members.leave')}
                </Button>
              ) : null}
            </Inline>
          ) : null}
        </Inline>
        {member.isYou && member.role === 'owner' ? (
          <Text size="sm" tone="muted">
            {t('members.ownerCannotLeave')}
          </Text>
        ) : null}
      </Stack>

      <AlertDialog
        isOpen={dialog === 'handOver'}
        onOpenChange={(open) => setDialog(open ? 'handOver' : null)}
        title={t('members.handOverTitle', { name })}
        variant="primary"
        confirmLabel={t('members.handOverConfirm')}
        closeOnConfirm={false}
        isPending={update.isPending}
        onConfirm={() => void changeRole('owner')}
      >
        <p>{t('members.handOverText', { name })}</p>
      </AlertDialog>
      <AlertDialog
        isOpen={dialog === 'remove'}
        onOpenChange={(open) => setDialog(open ? 'remove' : null)}
        title={t('members.removeTitle', { name })}
        confirmLabel={t('members.removeConfirm')}
        closeOnConfirm={false}
        isPending={remove.isPending}
        onConfirm={() =>
          void remove.mutateAsync(member.id).then(() => {
            setDialog(null);
            notify({ type: 'success', message: t('members.removed', { name }) });
          }, failed)
        }
      >
        <p>{t('members.removeText', { name })}</p>
      </AlertDialog>
      <AlertDialog
        isOpen={dialog === 'leave'}
        onOpenChange={(open) => setDialog(open ? 'leave' : null)}
        title={t('members.leaveTitle')}
        confirmLabel={t('members.leaveConfirm')}
        closeOnConfirm={false}
        isPending={leave.isPending}
        onConfirm={() =>
          void leave.mutateAsync(member.id).then(
            // Every session of the member has ended: sign out here with the reason.
            () =>
              auth.send({
                type: 'auth.sessionExpired',
                message: t('members.left'),
                redirect: null,
              }),
            (error: Error) => {
              setDialog(null);
              failed(error);
            },
          )
        }
      >
        <p>{t('members.leaveText')}</p>
      </AlertDialog>
    </li>
  );
}

/** The invitation form: an address and a role; the server's refusal of the address under it. */
function InviteSection() {
  const t = useT('webTeam');
  const notify = useNotify();
  const invite = useInviteTeamMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>(DEFAULT_INVITED_ROLE);
  const fieldErrors = fieldErrorsOf(invite.error);
  return (
    <Section
      title={t('invite.title')}
      description={t('invite.hint', {
        days: Math.round(TEAM_LIMITS.invitationValidityMs / DAY_MS),
      })}
    >
      <Box maxWidth="prose">
        <Form
          validationErrors={fieldErrors}
          formError={invite.error && !fieldErrors ? invite.error.message : null}
          onSubmit={(event) => {
            event.preventDefault();
            invite.mutate(
              { email: email.trim(), role },
              {
                onSuccess: (invitation) => {
                  setEmail('');
                  setRole(DEFAULT_INVITED_ROLE);
                  notify({
                    type: 'success',
                    message: t('invite.sent', { email: invitation.email }),
                  });
                },
              },
            );
          }}
        >
          <TextField
            name="email"
            type="email"
            label={t('invite.email')}
            autoComplete="off"
            isRequired
            maxLength={LIMITS.emailMaxLength}
            value={email}
            onChange={setEmail}
          />
          <RadioGroup
            name="role"
            label={t('invite.role')}
            isRequired
            value={role}
            onChange={(value: string) =>
              setRole(invitableRoleValues.find((candidate) => candidate === value) ?? role)
            }
          >
            {invitableRoleValues.map((value) => (
              <Radio key={value} value={value} description={t(`roleHints.${value}`)}>
                {t(`roles.${value}`)}
              </Radio>
            ))}
          </RadioGroup>
          <Inline>
            <Button type="submit" isPending={invite.isPending}>
              {t('invite.submit')}
            </Button>
          </Inline>
        </Form>
      </Box>
    </Section>
  );
}

/** One pending invitation with "Revoke". */
function InvitationRow({ invitation }: { invitation: TeamInvitation }) {
  const t = useT('webTeam');
  const notify = useNotify();
  const { locale } = useLocale();
  const revoke = useRevokeTeamInvitation();
  const { email } = invitation;
  return (
    <li className={styles.row}>
      <Inline align="between" alignY="center" space="md">
        <div className={styles.rowInfo}>
          <Inline as="span" space="xs" alignY="center">
            <Text as="span" weight="medium">
              <span className={styles.address}>{email}</span>
            </Text>
            <Badge tone={roleTones[invitation.role]}>{t(`roles.${invitation.role}`)}</Badge>
          </Inline>
          <Text as="span" size="sm" tone="muted">
            {[
              invitation.invitedBy
                ? t('invitations.invitedBy', { name: invitation.invitedBy })
                : null,
              t('invitations.expires', { date: formatDate(invitation.expiresAt, locale) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('invitations.revokeLabel', { email })}
          isPending={revoke.isPending}
          onPress={() =>
            // The row is gone once the list is refreshed: the promise, not mutate's callbacks.
            void revoke.mutateAsync(invitation.id).then(
              () => notify({ type: 'success', message: t('invitations.revoked', { email }) }),
              (error: Error) => notify({ type: 'error', message: error.message }),
            )
          }
        >
          {t('invitations.revoke')}
        </Button>
      </Inline>
    </li>
  );
}

/** The pending invitations, newest first, or a line saying there are none. */
function InvitationsSection() {
  const t = useT('webTeam');
  const invitations = useTeamInvitations();
  return (
    <Section title={t('invitations.title')} description={t('invitations.hint')}>
      {invitations.isPending ? (
        <LoadingBlock lines={2} />
      ) : invitations.isError ? (
        <ErrorBlock
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
          headingLevel={3}
        />
      ) : invitations.data.length === 0 ? (
        <Text tone="muted">{t('invitations.none')}</Text>
      ) : (
        <Stack as="ul" space="none" aria-label={t('invitations.listLabel')}>
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

/**
 * The team tab: the members, and for the owner and admins the invitation form and the pending
 * invitations.
 */
export function TeamTab() {
  const t = useT('webTeam');
  const storedRole = useTeamRole();
  const members = useTeamMembers();
  const myRole = members.data?.find((member) => member.isYou)?.role ?? storedRole;
  const manages = roleMay(myRole, 'company');
  const { auth } = useServices();
  // A role changed by someone else since sign-in: every screen follows the server's answer.
  useEffect(() => {
    const snapshot = auth.getSnapshot();
    if (myRole === storedRole || !isSignedIn(snapshot) || !snapshot.context.user) return;
    auth.send({ type: 'auth.userUpdated', user: { ...snapshot.context.user, teamRole: myRole } });
  }, [auth, myRole, storedRole]);
  return (
    <Stack space="lg">
      <Section
        title={t('members.title')}
        description={manages ? t('members.hint') : t('members.readOnly')}
      >
        {members.isPending ? (
          <LoadingBlock lines={4} />
        ) : members.isError ? (
          <ErrorBlock
            error={members.error}
            onRetry={() => void members.refetch()}
            headingLevel={3}
          />
        ) : (
          <Stack as="ul" space="none" aria-label={t('members.listLabel')}>
            {members.data.map((member) => (
              <MemberRow key={member.id} member={member} myRole={myRole} />
            ))}
          </Stack>
        )}
      </Section>
      {members.isSuccess && manages ? (
        <>
          <InviteSection />
          <InvitationsSection />
        </>
      ) : null}
    </Stack>
  );
}
