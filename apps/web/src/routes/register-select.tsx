/** Route `register.select` (/register, guests only, R-ROUTE-1). */
import { RoleSelect } from '../features/auth/RoleSelect.tsx';

/** The role choice. */
export function Component() {
  return <RoleSelect />;
}
