/** Route `alerts.unsubscribe` (open to all): the unsubscribe link of job-alert e-mails. */
import { SessionProviders } from '../app/SessionProviders.tsx';
import { Unsubscribe } from '../features/jobs/savedSearches/Unsubscribe.tsx';

/** The unsubscribe screen. */
export function Component() {
  return (
    <SessionProviders>
      <Unsubscribe />
    </SessionProviders>
  );
}
