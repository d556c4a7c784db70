/**
 * What the signed-in business member may do (issue 36's role table, `roleMay` of the shared
 * rules): the screens hide the actions a role may not take (an interviewer sees no "New posting",
 * no stage move, no message composer, no interview proposal). The server is the authority: it
 * answers 403 with the rule's sentence whatever the screen shows.
 */
import type { MemberRole } from '@hireloop/api';
import { roleMay, type TeamCapability } from '@hireloop/api/rules';
import { useCurrentUser } from '../../app/authHooks.ts';

/**
 * The signed-in member's role in their company; `owner` when the user carries none (a customer,
 * or a stored user from before roles, whose requests the server still checks).
 */
export function useTeamRole(): MemberRole {
  return useCurrentUser()?.teamRole ?? 'owner';
}

/** True when the signed-in member's role covers `capability` (see `ROLE_CAPABILITIES`). */
export function useMay(capability: TeamCapability): boolean {
  return roleMay(useTeamRole(), capability);
}
