/**
 * Route `c.company` (R-ROUTE-3 "company/{id}"): a company's profile and its open jobs
 * (features/companies).
 */
import { CompanyPage, CompanyPageError } from '../../features/companies/CompanyPage.tsx';

/** The company page. */
export function Component() {
  return <CompanyPage />;
}

/** The company cannot be read: not found, or the failure with "Try again". */
export function ErrorBoundary() {
  return <CompanyPageError />;
}
