/**
 * The frame of the public pages (home, login, register, unauthorized, not found): a header with the
 * logo, theme switch, language picker and the ways in, the page, and the footer (R-UI-1 to R-UI-3).
 */
import { Box, Footer, Inline, Link, LinkButton, Logo, SkipLink, useT } from '@hireloop/ui';
import { Outlet, useLocation } from 'react-router';
import { useSignedIn } from '../../app/context.tsx';
import { pathTo } from '../../paths.ts';
import { LanguageChoice, ThemeToggle } from '../../app/PreferenceControls.tsx';
import * as styles from './public.css.ts';

/** The public layout. */
export function PublicLayout() {
  const t = useT('webApp');
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  return (
    <Box display="flex" flexDirection="column" background="background" className={styles.frame}>
      <SkipLink targetId="main">{useT('webShell')('skipToContent')}</SkipLink>
      <Box
        as="header"
        position="sticky"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="md"
        paddingX={{ mobile: 'md', desktop: 'xl' }}
        paddingY="sm"
        background="surface"
        className={styles.header}
      >
        <Link href={pathTo('home')} aria-label={t('publicHeader.home')} className={styles.brand}>
          <Logo label={null} />
        </Link>
        <Inline as="nav" aria-label={t('publicHeader.navigation')} space="sm" align="end">
          <ThemeToggle />
          <LanguageChoice />
          {signedIn ? null : (
            <>
              {pathname !== pathTo('login') ? (
                <Link href={pathTo('login')} variant="standalone">
                  {t('publicHeader.signIn')}
                </Link>
              ) : null}
              {!pathname.startsWith(pathTo('register.select')) ? (
                <LinkButton href={pathTo('register.select')} size="sm">
                  {t('publicHeader.signUp')}
                </LinkButton>
              ) : null}
            </>
          )}
        </Inline>
      </Box>
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        flexGrow="1"
        width="full"
        paddingX={{ mobile: 'md', desktop: 'xl' }}
        paddingY="lg"
        className={styles.main}
      >
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
