/**
 * The frame of every screen: the document title, the page heading (focused after a client-side
 * navigation so screen readers announce the new page), an optional lead text and actions.
 */
import { Box, Inline, Stack, useT } from '@hireloop/ui';
import { createContext, use, useEffect, useRef, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import * as styles from './page.css.ts';

/** Props of {@link Page}. */
export interface PageProps {
  /** The page heading and the first part of the document title. */
  title: string;
  /** A sentence under the heading. */
  lead?: ReactNode;
  /**
   * Hide the lead below the tablet breakpoint, where a screen's first results must show on the
   * first screen (Find Jobs: its search form says the same).
   * @default false
   */
  hideLeadOnPhone?: boolean;
  /** Buttons or links under the heading and lead, at the start edge (clear of the toasts). */
  actions?: ReactNode;
  /**
   * On phones, the actions sit in a bar fixed to the bottom of the screen (a job's Save and
   * Apply): reachable wherever the page is scrolled. The last action takes the room left.
   * @default false
   */
  actionBarOnPhone?: boolean;
  /** Content width: `content` for lists and forms, `narrow` for single forms. @default 'content' */
  width?: 'content' | 'narrow' | 'wide';
  children?: ReactNode;
}

/**
 * Where the build-time render (entry-server.tsx) collects the document title of the page it
 * renders: effects do not run there, so `useDocumentTitle` hands the title over while rendering.
 * `null` (the default) in the browser.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * Sets `document.title` to "`title` · Hireloop" ("Hireloop" alone for an empty `title`), and
 * hands it to {@link DocumentTitleSink} when rendered at build time.
 */
export function useDocumentTitle(title: string): void {
  const appName = useT()('appName');
  const documentTitle = title ? `${title} · ${appName}` : appName;
  use(DocumentTitleSink)?.(documentTitle);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}

/** The widest a page's content grows, per `width`. */
const maxWidths = { narrow: 'form', content: 'content', wide: 'full' } as const;

/** A screen's frame: heading, lead, actions and content. */
export function Page({
  title,
  lead,
  hideLeadOnPhone = false,
  actions,
  actionBarOnPhone = false,
  width = 'content',
  children,
}: PageProps) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current && navigationType === NavigationType.Pop) {
      firstRender.current = false;
      return;
    }
    firstRender.current = false;
    heading.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return (
    <Box
      display="flex"
      flexDirection="column"
      gap="lg"
      width="full"
      maxWidth={maxWidths[width]}
      marginX="auto"
      className={actions && actionBarOnPhone ? styles.withActionBar : undefined}
    >
      {/* Heading, lead, then the actions at the start edge: the shell's toaster stacks at the
          top-right (R-TOAST-4), so actions kept to the left are never under a toast
          (docs/decisions/025). */}
      <Stack as="header" space="md" align="start">
        <Stack space="xs">
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {lead ? (
            <Box
              as="p"
              color="textMuted"
              fontSize="md"
              maxWidth="prose"
              display={hideLeadOnPhone ? { mobile: 'none', tablet: 'block' } : undefined}
            >
              {lead}
            </Box>
          ) : null}
        </Stack>
        {actions && actionBarOnPhone ? (
          <Box
            display="flex"
            flexWrap={{ mobile: 'nowrap', tablet: 'wrap' }}
            alignItems={{ mobile: 'center', tablet: 'stretch' }}
            gap="sm"
            paddingX={{ mobile: 'md', tablet: 'none' }}
            className={styles.actionBar}
          >
            {actions}
          </Box>
        ) : actions ? (
          <Inline space="sm" alignY="stretch">
            {actions}
          </Inline>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}
