import { areaForRole, type Area } from '@hireloop/api';
import { useCurrentUser } from '../../app/authHooks.ts';
import type { Role } from '../../paths.ts';

/** The signed-in user's role and settings area (`b` or `c`, R-ROLE-4). */
export function useSettingsArea(): { role: Role; area: Area } {
  const user = useCurrentUser();
  const role: Role = user?.role === 'business' ? 'business' : 'customer';
  return { role, area: areaForRole(role) };
}
