/**
 * The root route: react-aria's client-side navigation bound to the router, scrolling on
 * navigation (R-UI-5), the progress bar while a route loads, the app toaster, and the loading and
 * error screens of the whole app.
 */
import '../app/routerConfig.ts';
import { Box, Button, useT, VisuallyHidden, type BoxProps } from '@hireloop/ui';
import { RouterProvider } from 'react-aria-components';
import {
  isRouteErrorResponse,
  Outlet,
  useHref,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';
import { fullHeight, progress, progressBar } from '../app/layout.css.ts';
import { useScrollOnNavigation } from '../app/scroll.ts';
import { lazy, Suspense } from 'react';
import { useSessionServices } from '../app/context.tsx';

/**
 * The app toaster (sign-out and expiry messages) is driven by the session services' toast actor:
 * it is loaded and shown once they are (nothing can be toasted before).
 */
const AppToaster = lazy(() =>
  import('../app/Toaster.tsx').then(({ AppToaster }) => ({ default: AppToaster })),
);

function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={progress} role="progressbar" aria-label={t('states.loading')}>
      <div className={progressBar} />
    </div>
  );
}

/** A URL with a scheme (`https:`, `mailto:`, `tel:`) or protocol-relative (`//host`). */
const absoluteUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The `href` react-aria links render: react-router's `useHref` for the app's own paths (so a base
 * path would apply), absolute URLs unchanged — react-router would read `mailto:a@b.c` as a relative
 * path and render `/mailto:a@b.c`.
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return absoluteUrl.test(href) ? href : routed;
}

/** The root layout every screen renders in. */
export function RootLayout() {
  const navigate = useNavigate();
  useScrollOnNavigation();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      <NavigationProgress />
      <Outlet />
      {useSessionServices() ? (
        <Suspense>
          <AppToaster scope="app" />
        </Suspense>
      ) : null}
    </RouterProvider>
  );
}

/** The full-height centred column of the loading and error screens. */
const centered = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'md',
  padding: 'lg',
  textAlign: 'center',
  className: fullHeight,
} as const satisfies BoxProps;

/** Shown while the first route module and its guard load. */
export function AppLoading() {
  const t = useT();
  return (
    <Box {...centered} role="status">
      <VisuallyHidden>{t('states.loading')}</VisuallyHidden>
    </Box>
  );
}

/**
 * Unexpected errors of any route (a failed chunk after a deploy, a render error): a message and a
 * way out, never a blank page.
 */
export function RootErrorBoundary() {
  const t = useT('webApp');
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <Box as="main" {...centered}>
      <h1>{status === 404 ? t('errors.notFoundTitle') : t('errors.crashTitle')}</h1>
      <p>{t('errors.crashText')}</p>
      <Button onPress={() => window.location.reload()}>{t('errors.reload')}</Button>
    </Box>
  );
}
