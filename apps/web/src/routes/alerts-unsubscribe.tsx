/** Route `alerts.unsubscribe` (open to all): the unsubscribe link of job-alert e-mails. */
import { Unsubscribe } from '../features/jobs/savedSearches/Unsubscribe.tsx';

/** The unsubscribe screen. */
export function Component() {
  return <Unsubscribe />;
}
