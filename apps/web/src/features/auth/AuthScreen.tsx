/**
 * The frame of the sign-in, registration and password-reset screens: a centred column (a form's
 * width, or a large dialog's for the role choice) with the screen's heading and lead on top.
 */
import { Box, Inline, Stack, Text } from '@hireloop/ui';
import type { ReactNode, Ref } from 'react';
import * as styles from './auth.css.ts';

/** Props of {@link AuthScreen}. */
export interface AuthScreenProps {
  /**
   * As wide as a large dialog instead of a form (the role choice's two cards).
   * @default false
   */
  wide?: boolean;
  /** The column's element (the auth form's intent tracking). */
  ref?: Ref<HTMLDivElement>;
  /** The heading, the form and its links, one under another. */
  children: ReactNode;
}

/** The centred column of an auth screen, 24 px between its parts. */
export function AuthScreen({ wide = false, ref, children }: AuthScreenProps) {
  return (
    <Box
      ref={ref}
      width="full"
      maxWidth={wide ? undefined : 'form'}
      marginX="auto"
      display="flex"
      flexDirection="column"
      gap="lg"
      paddingY="xl"
      className={wide ? styles.wide : undefined}
    >
      {children}
    </Box>
  );
}

/** Props of {@link AuthHeading}. */
export interface AuthHeadingProps {
  /** The screen's title, the page's `h1`. */
  title: ReactNode;
  /** The sentence under the title. */
  lead?: ReactNode;
  /** The `h1`, to move the focus to it. Given one, the `h1` is focusable from script. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** An auth screen's `h1` and its lead. */
export function AuthHeading({ title, lead, headingRef }: AuthHeadingProps) {
  return (
    <Stack space="xs">
      <h1
        className={styles.title}
        ref={headingRef}
        tabIndex={headingRef === undefined ? undefined : -1}
      >
        {title}
      </h1>
      {lead === undefined ? null : <Text tone="muted">{lead}</Text>}
    </Stack>
  );
}

/** Props of {@link AuthFooter}. */
export interface AuthFooterProps {
  /** Muted words before the link ("Already have an account?"). */
  text?: ReactNode;
  /** The link. */
  children: ReactNode;
}

/** A line under the form, centred: words and a link ("Already have an account? Sign in"). */
export function AuthFooter({ text, children }: AuthFooterProps) {
  return (
    <Inline as="p" space="xs" align="center" alignY="stretch">
      {text === undefined ? null : (
        <Text as="span" tone="muted">
          {text}
        </Text>
      )}
      {children}
    </Inline>
  );
}
