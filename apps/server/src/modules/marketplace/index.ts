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
import { savedSearchHousekeeping } from './jobAlerts.ts';
import { savedSearchHandlers } from './savedSearches.ts';
import { searchHandlers } from './searchRoutes.ts';
import { seedDemo } from './seedDemo.ts';

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
  seedDemo,
  housekeeping: savedSearchHousekeeping,
});
