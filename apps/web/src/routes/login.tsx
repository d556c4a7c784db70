/** Route `login` (/login, guests only, R-ROUTE-1). */
import { LoginForm } from '../features/auth/LoginForm.tsx';

/** The sign-in screen. */
export function Component() {
  return <LoginForm />;
}
