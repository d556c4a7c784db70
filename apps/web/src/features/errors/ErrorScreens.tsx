/**
 * The unauthorized (role mismatch, R-GUARD-4) and not-found (any other path, R-ROUTE-1) screens. Both
 * are open to everyone; a signed-in user is offered their dashboard, a guest the home page.
 */
import { Box, EmptyState, LinkButton, useT } from '@hireloop/ui';
import { FileQuestion, ShieldAlert } from 'lucide-react';
import { useAuthOrGuest } from '../../app/context.tsx';
import { roleOf } from '../../app/guards.ts';
import { useDocumentTitle } from '../../app/Page.tsx';
import { dashboardPath, paths } from '../../paths.ts';

function useWayBack(): { href: string; signedIn: boolean } {
  const guest = { href: paths.home, signedIn: false };
  return useAuthOrGuest(
    (snapshot) =>
      // isSignedIn of @hireloop/machines, without importing the auth machine's module.
      snapshot.hasTag('authenticated')
        ? { href: dashboardPath(roleOf(snapshot)), signedIn: true }
        : guest,
    guest,
  );
}

function ErrorScreen({ kind }: { kind: 'unauthorized' | 'notFound' }) {
  const t = useT('webApp');
  const { href, signedIn } = useWayBack();
  useDocumentTitle(t(`${kind}.title`));
  return (
    <Box display="flex" justifyContent="center" paddingY="xxl">
      <EmptyState
        // The page's only heading.
        headingLevel={1}
        icon={kind === 'unauthorized' ? ShieldAlert : FileQuestion}
        title={t(`${kind}.title`)}
        description={t(`${kind}.text`)}
        action={
          <LinkButton href={href}>
            {signedIn ? t(`${kind}.dashboard`) : t(`${kind}.home`)}
          </LinkButton>
        }
      />
    </Box>
  );
}

/** Route `unauthorized`. */
export function Unauthorized() {
  return <ErrorScreen kind="unauthorized" />;
}

/** Route `not-found`. */
export function NotFound() {
  return <ErrorScreen kind="notFound" />;
}
