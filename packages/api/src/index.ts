/**
 * @hireloop/api — the typed client of the /api/v1 contract (openapi/openapi.yaml).
 *
 * `createApiClient(options)` builds the openapi-fetch client with the spec's middleware;
 * `createApi(client)` groups the thin typed functions per area. Types are camelCase (R-DATA-11),
 * derived from the generated snake_case ones.
 */
import type { ApiClient } from './client.ts';
import { createAuthApi } from './areas/auth.ts';
import { createBusinessApi, createCustomerApi, createPublicApi } from './areas/marketplace.ts';
import { createConversationsApi } from './areas/conversations.ts';
import { createInterviewsApi } from './areas/interviews.ts';
import { createNotificationsApi } from './areas/notifications.ts';
import { createSessionApi } from './areas/session.ts';
import { createSavedSearchesApi } from './areas/savedSearches.ts';
import { createSettingsApi } from './areas/settings.ts';
import { createTeamApi } from './areas/team.ts';
import { createUploadsApi } from './areas/uploads.ts';
import type { Area, Role } from './types.ts';

export { createApiClient, type ApiClient, type ApiClientOptions, type ApiPaths } from './client.ts';
export { ApiError, isApiError, toApiError } from './errors.ts';
export { camelKey, toCamel, toSnake, type Camel } from './case.ts';
export {
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_HOST_COOKIE,
  readCookie,
  readXsrfCookie,
} from './middleware/xsrf.ts';
export { CSRF_COOKIE_PATH } from './middleware/csrfRetry.ts';
export {
  AUTH_MESSAGES,
  createAuthApi,
  readAuthResult,
  type AuthApi,
  type RegistrationDraft,
} from './areas/auth.ts';
export { SESSION_MESSAGES, createSessionApi, type SessionApi } from './areas/session.ts';
export {
  SAVED_SEARCH_MESSAGES,
  createSavedSearchesApi,
  type SavedSearch,
  type SavedSearchQuery,
  type SavedSearchesApi,
} from './areas/savedSearches.ts';
export { PERIODS_PER_YEAR, SALARY_PERIODS, annualPay } from './pay.ts';
export { UPLOAD_MESSAGES, createUploadsApi, type UploadsApi } from './areas/uploads.ts';
export {
  NOTIFICATION_MESSAGES,
  createNotificationsApi,
  type NotificationListQuery,
  type NotificationsApi,
} from './areas/notifications.ts';
export {
  CONVERSATION_CALL_MESSAGES,
  createConversationsApi,
  toStreamEvent,
  type ConversationListQuery,
  type ConversationPageQuery,
  type ConversationsApi,
  type StreamEventsOptions,
} from './areas/conversations.ts';
export {
  INTERVIEW_CALL_MESSAGES,
  createInterviewsApi,
  type InterviewListQuery,
  type InterviewsApi,
} from './areas/interviews.ts';
export { TEAM_CALL_MESSAGES, createTeamApi, type TeamApi } from './areas/team.ts';
export {
  SETTINGS_MESSAGES,
  createSettingsApi,
  type CustomerProfileChange,
  type SettingsApi,
} from './areas/settings.ts';
export {
  MARKETPLACE_MESSAGES,
  createBusinessApi,
  createCustomerApi,
  createPublicApi,
  type ApplyInput,
  type BusinessApi,
  type CompanyQuery,
  type CustomerApi,
  type JobSearchPage,
  type JobSearchQuery,
  type JobSuggestionsQuery,
  type MyApplicationsQuery,
  type PostingsQuery,
  type PublicApi,
  type ReceivedApplicationsQuery,
} from './areas/marketplace.ts';
export { bustCache } from './areas/result.ts';
export type * from './types.ts';

/**
 * The path prefix for notification and settings calls: `b` for a business, `c` for a customer and
 * for a user with no role (R-ROLE-4).
 */
export function areaForRole(role: Role | null | undefined): Area {
  return role === 'business' ? 'b' : 'c';
}

/** Every area's functions over one client. `notifications(area)` and `settings(area)` take `b` or `c`. */
export function createApi(client: ApiClient) {
  return {
    client,
    auth: createAuthApi(client),
    session: createSessionApi(client),
    uploads: createUploadsApi(client),
    notifications: (area: Area) => createNotificationsApi(client, area),
    settings: (area: Area) => createSettingsApi(client, area),
    /** The conversations of issue 28 in `area`'s view. */
    conversations: (area: Area) => createConversationsApi(client, area),
    /** The interviews of issue 28 in `area`'s view. */
    interviews: (area: Area) => createInterviewsApi(client, area),
    /** The hiring teams of issue 36: members, invitations, hiring teams, notes, scorecards, activity. */
    team: createTeamApi(client),
    customer: createCustomerApi(client),
    savedSearches: createSavedSearchesApi(client),
    business: createBusinessApi(client),
    public: createPublicApi(client),
  };
}

export type Api = ReturnType<typeof createApi>;
