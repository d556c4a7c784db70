import { Box, Card, Heading, Stack } from '@hireloop/ui';
import { useId, type ReactNode, type Ref } from 'react';

/**
 * A titled part of a settings tab (Settings' tabs and Settings → Team).
 * @param headingRef given, the heading can take the focus (`tabIndex={-1}`), e.g. when a flow
 *   inside the section returns to its start
 */
export function Section({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} padding="lg">
      <Stack space="lg">
        <Stack space="xxs">
          <Heading level={2} id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {title}
          </Heading>
          {description ? (
            <Box as="p" color="textMuted" maxWidth="prose">
              {description}
            </Box>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
