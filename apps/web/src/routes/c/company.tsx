/**
 * Route `c.company` (R-ROUTE-3 "company/{id}"): a company's profile and its open jobs
 * (features/companies).
 */
import { CompanyPage } from '../../features/companies/CompanyPage.tsx';

/** The company page. */
export function Component() {
  return <CompanyPage />;
}
