/** The token of a password reset link on /login (issue 35, decision 206). */
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribeNever = () => () => undefined;

/**
 * The `reset` query parameter of /login (a password reset link's token), or null. Always null
 * while the prerendered page is hydrated (its HTML has the sign-in form), then the real value.
 */
export function useResetToken(): string | null {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [params] = useSearchParams();
  const token = params.get('reset');
  return hydrated && token ? token : null;
}
