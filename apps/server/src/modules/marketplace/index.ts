/**
 * The marketplace: job search, jobs, Saved Jobs, applications, companies, dashboards and
 * the postings of businesses — every marketplace operation of openapi/openapi.yaml. Handlers are
 * keyed by operationId; the gate has already checked the token and the role of the area, and
 * every query here is scoped to the signed-in user (another user's id answers 404).
 */
import { defineModule } from '../types.ts';
import { defineHandlers } from '../../http/context.ts';
import { exportMarketplaceData, onMarketplaceAccountDeleted } from './account.ts';
import { businessHandlers } from './businessRoutes.ts';
import { customerHandlers } from './customerRoutes.ts';
import { savedSearchHousekeeping } from './savedSearches/jobAlerts.ts';
import { sendRenewalReminders } from './postings/renewalReminders.ts';
import { savedSearchHandlers } from './savedSearches/savedSearches.ts';
import { searchHandlers } from './searchRoutes.ts';

const handlers = defineHandlers({
  ...customerHandlers,
  ...searchHandlers,
  ...businessHandlers,
  ...savedSearchHandlers,
});

export default defineModule({
  name: 'marketplace',
  handlers,
  exportAccountData: exportMarketplaceData,
  onAccountDeleted: onMarketplaceAccountDeleted,
  // The demo content is loaded only at a first start, never with the request handlers.
  seedDemo: async (ctx) => (await import('./demo/seedDemo.ts')).seedDemo(ctx),
  // Renewal reminders of Hireloop postings and saved searches' alerts: one failing does not stop
  // the other; its error goes to the loop's log.
  housekeeping: async (deps) => {
    const runs = await Promise.allSettled([
      sendRenewalReminders(deps),
      savedSearchHousekeeping(deps),
    ]);
    for (const run of runs) if (run.status === 'rejected') throw run.reason;
  },
});
