/**
 * Route `c.companies` (R-ROUTE-3, title "Browse Companies"): company profiles with search, remote
 * policy and size filters and pagination (features/companies).
 */
import { BrowseCompanies } from '../../features/companies/BrowseCompanies.tsx';

/** The Browse Companies screen. */
export function Component() {
  return <BrowseCompanies />;
}
