/** Route `login` (/login, guests only, spec §2). */
import { LoginForm } from '../features/auth/LoginForm.tsx';

/** The sign-in screen. */
export function Component() {
  return <LoginForm />;
}
