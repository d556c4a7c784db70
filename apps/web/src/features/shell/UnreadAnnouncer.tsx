/**
 * Announces changes of the customer's unread count to screen readers (R-SHELL-3 unread badge),
 * politely and only when the count changes after the first load, so that new notifications are
 * heard without focus moving.
 */
import { useT, VisuallyHidden } from '@hireloop/ui';
import { useEffect, useRef, useState } from 'react';

/** A polite live region with "You have N unread notifications" after a change of `count`. */
export function UnreadAnnouncer({ count, loaded }: { count: number; loaded: boolean }) {
  const t = useT('webShell');
  const [message, setMessage] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (previous.current !== null && previous.current !== count) {
      setMessage(t('unreadAnnouncement', { count }));
    }
    previous.current = count;
  }, [count, loaded, t]);
  return (
    <VisuallyHidden as="div" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
