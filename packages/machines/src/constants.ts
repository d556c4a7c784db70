/**
 * Every business constant and message the statecharts use, with the requirement it comes from (docs/requirements.md).
 * Durations are in milliseconds (`_MS`) unless the name ends in `_SECONDS`.
 * Values marked "not in spec" are decisions recorded in docs/decisions/100 (auth key), 174 (tab channel),
 * 101 (countdown tick), 103 (added messages) and 104 (toast step).
 */
import { LIMITS } from '@hireloop/api/rules';

// ---------------------------------------------------------------------------------------------
// Authentication (R-DATA-10, R-AUTH-1 to R-AUTH-4, R-ERR-3 to R-ERR-5)
// ---------------------------------------------------------------------------------------------

/** Storage key of the stored auth `{token, user, roles, remember}` (R-DATA-3 "stored auth"; key name not in spec). */
export const AUTH_STORAGE_KEY = 'hireloop.auth';

/** Local-storage key of the job posting draft, cleared on sign-out (R-DATA-9). */
export const POSTING_DRAFT_STORAGE_KEY = 'hireloop.jobPostingDraft';

/**
 * Session-storage key of the job seeker's unsent applications (cover letter and answers by job,
 * issue 29, decision 235), cleared on sign-out like the posting draft.
 */
export const APPLICATION_DRAFTS_STORAGE_KEY = 'hireloop.applicationDrafts';

/** Login failure without a server message (R-ERR-3). */
export const LOGIN_FAILED_MESSAGE = 'Authentication failed';

/** Login response lacking a user or a token (R-ERR-4). */
export const LOGIN_INVALID_RESPONSE_MESSAGE = 'Invalid response format from login API';

/** Registration failure without per-field errors or a server message (R-VALID-2, R-VALID-3). */
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';

/** Shown after logout when the server gave no message or the call failed (R-ERR-5). */
export const LOGOUT_FALLBACK_MESSAGE = 'You have been logged out';

/** Path the login screen lives at; the redirect query is added to it (R-GUARD-3 route table). */
export const LOGIN_PATH = '/login';

/** Name of the BroadcastChannel the tabs of one browser share (R-SESSION-6 "relayed between tabs"; name not in spec). */
export const TAB_CHANNEL_NAME = 'hireloop.tabs';

// ---------------------------------------------------------------------------------------------
// Session timeout (R-SESSION-1 Session timeout, R-LIMIT-1)
// ---------------------------------------------------------------------------------------------

/** Inactivity limit: 15 minutes (R-LIMIT-1 "Inactivity limit"). */
export const INACTIVITY_LIMIT_MS = LIMITS.inactivityMs;

/** The warning opens after 10 minutes of inactivity (R-LIMIT-2 "Warning"). */
export const WARNING_AFTER_MS = 10 * 60 * 1000;

/** Length of the warning countdown: the 5 minutes between warning and limit (R-LIMIT-2). */
export const WARNING_COUNTDOWN_SECONDS = (INACTIVITY_LIMIT_MS - WARNING_AFTER_MS) / 1000;

/** The countdown turns critical (red) at 60 seconds or less (R-SESSION-2). */
export const WARNING_CRITICAL_SECONDS = 60;

/** The countdown ticks once a second (R-SESSION-2 "5-minute countdown"; tick length not in spec). */
export const COUNTDOWN_TICK_MS = 1000;

/** Heartbeat interval: every 2 minutes (R-API-4, R-LIMIT-3 "Heartbeat"). */
export const HEARTBEAT_INTERVAL_MS = 2 * 60 * 1000;

/** Session status poll: every 30 seconds (R-API-4, R-LIMIT-4 "Status poll"). */
export const SESSION_STATUS_POLL_MS = 30 * 1000;

/** Local activity is debounced by 2 seconds (R-LIMIT-5 "Local activity debounce"). */
export const ACTIVITY_DEBOUNCE_MS = 2 * 1000;

/** Toast after a successful extension (R-SESSION-3). */
export const SESSION_EXTENDED_MESSAGE = 'Session extended successfully';

/** Toast after a failed extension; the user is then signed out (R-AUTH-2, R-SESSION-3). */
export const SESSION_EXTEND_FAILED_MESSAGE = 'Failed to extend session';

/** Shown when the session expires (R-SESSION-5). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

// ---------------------------------------------------------------------------------------------
// Notification polling (R-NOTIF-5 to R-NOTIF-7, R-ERR-7, R-LIMIT-6 to R-LIMIT-8)
// ---------------------------------------------------------------------------------------------

/** Idle detection for notification polling: 300,000 ms (R-LIMIT-6). */
export const NOTIFICATION_IDLE_MS = 300_000;

/** A fetched notification list stays fresh for 60 seconds (R-LIMIT-7 "Notification cache freshness"). */
export const NOTIFICATION_CACHE_FRESH_MS = 60 * 1000;

/** Polling interval at start (R-LIMIT-8 "Polling interval": start 60 s). */
export const POLL_INTERVAL_START_MS = 60 * 1000;

/** Shortest polling interval (R-LIMIT-8: min 60 s). */
export const POLL_INTERVAL_MIN_MS = 60 * 1000;

/** Longest polling interval, also the cap of every back-off (R-NOTIF-7, R-LIMIT-8: max 300 s). */
export const POLL_INTERVAL_MAX_MS = 300 * 1000;

/** Factor applied to the interval after an error (R-LIMIT-8 "double on error"). */
export const POLL_ERROR_FACTOR = 2;

/** Divisor applied to the interval when nothing new arrives (R-LIMIT-8 "divide by 1.5"). */
export const POLL_QUIET_DIVISOR = 1.5;

/** Extra second added to a 429's Retry-After (R-NOTIF-7 "seconds plus one second"). */
export const RETRY_AFTER_EXTRA_MS = 1000;

/** Error fallback of a list fetch (R-ERR-7). */
export const NOTIFICATIONS_FETCH_FAILED_MESSAGE = 'Failed to fetch notifications';

/** Error fallback of mark-as-read (R-ERR-7). */
export const NOTIFICATION_MARK_READ_FAILED_MESSAGE = 'Failed to mark notification as read';

/** Error fallback of delete (R-ERR-7). */
export const NOTIFICATION_DELETE_FAILED_MESSAGE = 'Failed to delete notification';

/** Success fallback of mark-as-read (R-ERR-8). */
export const NOTIFICATION_MARKED_READ_MESSAGE = 'Notification marked as read';

/** Success fallback of delete (R-ERR-8). */
export const NOTIFICATION_DELETED_MESSAGE = 'Notification deleted';

/** Error fallback of read-all (not in spec: R-ERR-7 lists none for read-all; decision 103). */
export const NOTIFICATIONS_READ_ALL_FAILED_MESSAGE = 'Failed to mark all notifications as read';

/** Success fallback of read-all (not in spec; decision 103). */
export const NOTIFICATIONS_READ_ALL_MESSAGE = 'All notifications marked as read';

/** Error fallback of toggle-important (not in spec; decision 103). */
export const NOTIFICATION_TOGGLE_IMPORTANT_FAILED_MESSAGE = 'Failed to update notification';

// ---------------------------------------------------------------------------------------------
// Toasts (R-DATA-8, R-TOAST-1 to R-TOAST-5)
// ---------------------------------------------------------------------------------------------

/** Default duration of the interface helper's toasts (R-TOAST-4: 5000 ms). */
export const HELPER_TOAST_DURATION_MS = 5000;

/** Duration of the helper methods success/error/info/warning (R-TOAST-4: 2000 ms). */
export const HELPER_TOAST_METHOD_DURATION_MS = 2000;

/** At most 5 helper toasts shown (R-TOAST-4). */
export const HELPER_TOAST_MAX = 5;

/** Duration of the start-up configuration's toasts (R-TOAST-5: 10 s). */
export const STARTUP_TOAST_DURATION_MS = 10 * 1000;

/** At most 3 start-up toasts shown (R-TOAST-5). */
export const STARTUP_TOAST_MAX = 3;

/** Progress of a toast advances in steps of 100 ms (R-TOAST-4 "progress bar"; step not in spec). */
export const TOAST_TICK_MS = 100;
