/**
 * The tokens of e-mailed links on prerendered pages: a password reset link on /login (issue 35,
 * decision 206) and a team invitation link on /register/business (issue 36, decision 238).
 */
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribeNever = () => () => undefined;

/**
 * The query parameter `name` of the page (a link's token), or null when absent or empty. Always
 * null while the prerendered page is hydrated (its HTML has the page without a token), then the
 * real value.
 */
export function useLinkToken(name: string): string | null {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [params] = useSearchParams();
  const token = params.get(name);
  return hydrated && token ? token : null;
}

/** The `reset` query parameter of /login (a password reset link's token), or null. */
export function useResetToken(): string | null {
  return useLinkToken('reset');
}

/** The `token` query parameter of /register/business (a team invitation link's token), or null. */
export function useInvitationToken(): string | null {
  return useLinkToken('token');
}
