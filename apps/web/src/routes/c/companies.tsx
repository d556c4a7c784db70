/**
 * Route `c.companies` (spec §2, title "Browse Companies"): company profiles with search, remote
 * policy and size filters and pagination (features/companies).
 */
import { BrowseCompanies } from '../../features/companies/BrowseCompanies.tsx';

/** The Browse Companies screen. */
export function Component() {
  return <BrowseCompanies />;
}
