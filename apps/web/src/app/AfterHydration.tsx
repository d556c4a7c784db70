import { useEffect } from 'react';

/**
 * Renders nothing; once the tree around it has hydrated, calls `onHydrated` (the function
 * `keepInputTypedBeforeHydration` of ./typedBeforeHydration.ts returned, which gives React what
 * the visitor typed before the script ran). Place it last in the hydrated tree: it adds no DOM, so
 * the server's HTML still matches.
 */
export function AfterHydration({ onHydrated }: { onHydrated: () => void }): null {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}
