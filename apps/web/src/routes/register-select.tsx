/** Route `register.select` (/register, guests only, spec §2). */
import { RoleSelect } from '../features/auth/RoleSelect.tsx';

/** The role choice. */
export function Component() {
  return <RoleSelect />;
}
