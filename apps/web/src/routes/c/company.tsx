/**
 * Route `c.company` (spec §2 "company/{id}"): a company's profile and its open jobs
 * (features/companies).
 */
import { CompanyPage } from '../../features/companies/CompanyPage.tsx';

/** The company page. */
export function Component() {
  return <CompanyPage />;
}
