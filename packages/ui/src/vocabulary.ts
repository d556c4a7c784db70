/**
 * The API's enum values the components label, typed from the catalogue that labels them
 * (`jobs` and `display` namespaces): the component library imports no workspace package, so it does not spell
 * the contract's enums a second time; it names each value once, with its label. The web app's
 * test `apps/web/src/shared/vocabulary.test.ts` checks these keys against the contract's
 * generated value arrays, so a new enum value without a label fails there.
 */
import type { display } from './i18n/messages/display.ts';
import type { jobs } from './i18n/messages/jobs.ts';

/** Where the work happens (the API's `WorkplaceType`). */
export type WorkplaceType = keyof typeof jobs.workplaceType;
/** The kind of contract (the API's `EmploymentType`). */
export type EmploymentType = keyof typeof jobs.employmentType;
/** The seniority asked for (the API's `ExperienceLevel`). */
export type ExperienceLevel = keyof typeof jobs.experienceLevel;
/** What pay amounts are per (the API's `SalaryPeriod`). */
export type SalaryPeriod = keyof typeof jobs.salary.periods;
/** An application's status (the API's `ApplicationStatus`). */
export type ApplicationStatus = keyof typeof jobs.applicationStatus;
/** Headcount class (the API's `CompanySize`). */
export type CompanySize = keyof typeof jobs.companySize;
/** How a company works with remote staff (the API's `RemotePolicy`). */
export type RemotePolicy = keyof typeof jobs.remotePolicy;
/** What a notification is about (the API's `NotificationKind`). */
export type NotificationKind = keyof typeof display.notificationItem.kinds;
