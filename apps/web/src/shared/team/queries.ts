/**
 * Server state of the hiring-team screens (issue 36, decision 238): the company's members and
 * pending invitations (Settings → Team), a posting's hiring team (the posting page) and the
 * company's work on an application (notes, scorecards, activity on the application page), as
 * TanStack Query hooks over `api.team` of `@hireloop/api`. Every mutation refreshes what it
 * changed; a write on an application also refreshes its activity log.
 */
import type {
  ApiError,
  ApplicationNote,
  HiringTeam,
  InvitableRole,
  MemberRole,
  Scorecard,
  ScorecardInput,
  TeamInvitation,
  TeamMember,
} from '@hireloop/api';
import { isSignedIn } from '@hireloop/machines';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../../app/context.tsx';

/** Query keys of the hiring-team screens, under the root `['team']`. */
export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
  hiringTeam: (postingId: string) => ['team', 'hiring-team', postingId] as const,
  application: (applicationId: string) => ['team', 'application', applicationId] as const,
  notes: (applicationId: string) => ['team', 'application', applicationId, 'notes'] as const,
  scorecards: (applicationId: string) =>
    ['team', 'application', applicationId, 'scorecards'] as const,
  activity: (applicationId: string) => ['team', 'application', applicationId, 'activity'] as const,
};

/** Every member of the caller's company, the owner first (`isYou` marks the caller). */
export function useTeamMembers() {
  const api = useApi();
  return useQuery({ queryKey: teamKeys.members, queryFn: () => api.team.listMembers() });
}

/**
 * The pending invitations, newest first. Only the owner and admins may read them (403 otherwise):
 * pass `enabled: false` for other roles.
 */
export function useTeamInvitations({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.invitations,
    queryFn: () => api.team.listInvitations(),
    enabled,
  });
}

/**
 * Changes a member's role; the members are refreshed. `owner` hands ownership over: the signed-in
 * user (the former owner) becomes an admin, in the auth state too, so every screen follows.
 */
export function useUpdateTeamMember() {
  const api = useApi();
  const client = useQueryClient();
  const { auth } = useServices();
  return useMutation<TeamMember, ApiError, { id: string; role: MemberRole }>({
    mutationFn: ({ id, role }) => api.team.updateMember(id, role),
    onSuccess: (_member, { role }) => {
      const snapshot = auth.getSnapshot();
      if (role === 'owner' && isSignedIn(snapshot)) {
        const { user } = snapshot.context;
        if (user) auth.send({ type: 'auth.userUpdated', user: { ...user, teamRole: 'admin' } });
      }
      return client.invalidateQueries({ queryKey: teamKeys.members });
    },
  });
}

/**
 * Removes another member (owner or admin); the members and the hiring teams (which lose them)
 * are refreshed. The caller leaving is {@link useLeaveCompany}.
 */
export function useRemoveTeamMember() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => api.team.removeMember(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamKeys.members }),
        client.invalidateQueries({ queryKey: ['team', 'hiring-team'] }),
      ]),
  });
}

/**
 * The signed-in member leaves the company (`memberId` is their own member id). Nothing is
 * refreshed: their sessions end at once, so the caller signs out on success.
 */
export function useLeaveCompany() {
  const api = useApi();
  return useMutation<void, ApiError, string>({
    mutationFn: (memberId) => api.team.removeMember(memberId),
  });
}

/** Invites an address with a role; the pending invitations are refreshed. */
export function useInviteTeamMember() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<TeamInvitation, ApiError, { email: string; role: InvitableRole }>({
    mutationFn: ({ email, role }) => api.team.invite(email, role),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.invitations }),
  });
}

/** Revokes a pending invitation; the pending invitations are refreshed. */
export function useRevokeTeamInvitation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => api.team.revokeInvitation(id),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.invitations }),
  });
}

/** The invitation of a registration link's token (signed out); disabled without a token. */
export function useInvitationPreview(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['team', 'invitation', token] as const,
    queryFn: () => api.team.invitation(token ?? ''),
    enabled: token !== null && token !== '',
    retry: false,
  });
}

/** The hiring team of a posting. */
export function useHiringTeam(postingId: string) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.hiringTeam(postingId),
    queryFn: () => api.team.hiringTeam(postingId),
  });
}

/** Replaces a posting's hiring team; the cache takes the server's answer. */
export function useSetHiringTeam(postingId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<HiringTeam, ApiError, string[]>({
    mutationFn: (memberIds) => api.team.setHiringTeam(postingId, memberIds),
    onSuccess: (team) => client.setQueryData(teamKeys.hiringTeam(postingId), team),
  });
}

/** The private notes of an application, oldest first. */
export function useApplicationNotes(applicationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.notes(applicationId),
    queryFn: () => api.team.notes(applicationId),
  });
}

/** Adds a private note; the notes and the activity are refreshed. */
export function useAddApplicationNote(applicationId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<ApplicationNote, ApiError, string>({
    mutationFn: (body) => api.team.addNote(applicationId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.application(applicationId) }),
  });
}

/** The scorecards of an application the caller may see, with the criteria and the summary. */
export function useScorecards(applicationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.scorecards(applicationId),
    queryFn: () => api.team.scorecards(applicationId),
  });
}

/** Submits (or replaces) the caller's scorecard; the scorecards and the activity are refreshed. */
export function useSubmitScorecard(applicationId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<{ scorecard: Scorecard; created: boolean }, ApiError, ScorecardInput>({
    mutationFn: (input) => api.team.submitScorecard(applicationId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.application(applicationId) }),
  });
}

/**
 * Who did what and when on an application, newest first. `stage`, the application's current
 * stage, is part of the key: a stage move (which refreshes the application, not the team's
 * queries) loads the log again, while the application's previous log stays on screen.
 */
export function useApplicationActivity(applicationId: string, stage?: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...teamKeys.activity(applicationId), stage ?? null] as const,
    queryFn: () => api.team.activity(applicationId),
    // The previous log of this application only, never another application's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === applicationId ? previous : undefined,
  });
}
