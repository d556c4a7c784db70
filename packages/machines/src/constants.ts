/**
 * Every business constant and message the statecharts use, with the spec section it comes from.
 * Durations are in milliseconds (`_MS`) unless the name ends in `_SECONDS`.
 * Values marked "not in spec" are decisions recorded in docs/decisions/005-machines.md.
 */
import { LIMITS } from '@hireloop/api/rules';

// ---------------------------------------------------------------------------------------------
// Authentication (spec §3 Locally persisted, §4 Authentication, §8 error catalogue)
// ---------------------------------------------------------------------------------------------

/** Storage key of the stored auth `{token, user, roles, remember}` (spec §3 "stored auth"; key name not in spec). */
export const AUTH_STORAGE_KEY = 'hireloop.auth';

/** Local-storage key of the job posting draft, cleared on sign-out (spec §3 Job posting draft, §4). */
export const POSTING_DRAFT_STORAGE_KEY = 'hireloop.jobPostingDraft';

/** Login failure without a server message (spec §8). */
export const LOGIN_FAILED_MESSAGE = 'Authentication failed';

/** Login response lacking a user or a token (spec §8). */
export const LOGIN_INVALID_RESPONSE_MESSAGE = 'Invalid response format from login API';

/** Registration failure without per-field errors or a server message (spec §5, §8). */
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';

/** Shown after logout when the server gave no message or the call failed (spec §8). */
export const LOGOUT_FALLBACK_MESSAGE = 'You have been logged out';

/** Path the login screen lives at; the redirect query is added to it (spec §2 route table). */
export const LOGIN_PATH = '/login';

/** Name of the BroadcastChannel the tabs of one browser share (spec §4 "relayed between tabs"; name not in spec). */
export const TAB_CHANNEL_NAME = 'hireloop.tabs';

// ---------------------------------------------------------------------------------------------
// Session timeout (spec §4 Session timeout, §9)
// ---------------------------------------------------------------------------------------------

/** Inactivity limit: 15 minutes (spec §9 "Inactivity limit"). */
export const INACTIVITY_LIMIT_MS = LIMITS.inactivityMs;

/** The warning opens after 10 minutes of inactivity (spec §9 "Warning"). */
export const WARNING_AFTER_MS = 10 * 60 * 1000;

/** Length of the warning countdown: the 5 minutes between warning and limit (spec §9). */
export const WARNING_COUNTDOWN_SECONDS = (INACTIVITY_LIMIT_MS - WARNING_AFTER_MS) / 1000;

/** The countdown turns critical (red) at 60 seconds or less (spec §4 Session timeout). */
export const WARNING_CRITICAL_SECONDS = 60;

/** The countdown ticks once a second (spec §4 "5-minute countdown"; tick length not in spec). */
export const COUNTDOWN_TICK_MS = 1000;

/** Heartbeat interval: every 2 minutes (spec §7, §9 "Heartbeat"). */
export const HEARTBEAT_INTERVAL_MS = 2 * 60 * 1000;

/** Session status poll: every 30 seconds (spec §7, §9 "Status poll"). */
export const SESSION_STATUS_POLL_MS = 30 * 1000;

/** Local activity is debounced by 2 seconds (spec §9 "Local activity debounce"). */
export const ACTIVITY_DEBOUNCE_MS = 2 * 1000;

/** Toast after a successful extension (spec §4 Session timeout). */
export const SESSION_EXTENDED_MESSAGE = 'Session extended successfully';

/** Toast after a failed extension; the user is then signed out (spec §4, §8). */
export const SESSION_EXTEND_FAILED_MESSAGE = 'Failed to extend session';

/** Shown when the session expires (spec §4, §8 "Session expiry"). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

// ---------------------------------------------------------------------------------------------
// Notification polling (spec §4 Notifications, §8, §9)
// ---------------------------------------------------------------------------------------------

/** Idle detection for notification polling: 300,000 ms (spec §9). */
export const NOTIFICATION_IDLE_MS = 300_000;

/** A fetched notification list stays fresh for 60 seconds (spec §9 "Notification cache freshness"). */
export const NOTIFICATION_CACHE_FRESH_MS = 60 * 1000;

/** Polling interval at start (spec §9 "Polling interval": start 60 s). */
export const POLL_INTERVAL_START_MS = 60 * 1000;

/** Shortest polling interval (spec §9: min 60 s). */
export const POLL_INTERVAL_MIN_MS = 60 * 1000;

/** Longest polling interval, also the cap of every back-off (spec §4, §9: max 300 s). */
export const POLL_INTERVAL_MAX_MS = 300 * 1000;

/** Factor applied to the interval after an error (spec §9 "double on error"). */
export const POLL_ERROR_FACTOR = 2;

/** Divisor applied to the interval when nothing new arrives (spec §9 "divide by 1.5"). */
export const POLL_QUIET_DIVISOR = 1.5;

/** Extra second added to a 429's Retry-After (spec §4 "seconds plus one second"). */
export const RETRY_AFTER_EXTRA_MS = 1000;

/** Error fallback of a list fetch (spec §8). */
export const NOTIFICATIONS_FETCH_FAILED_MESSAGE = 'Failed to fetch notifications';

/** Error fallback of mark-as-read (spec §8). */
export const NOTIFICATION_MARK_READ_FAILED_MESSAGE = 'Failed to mark notification as read';

/** Error fallback of delete (spec §8). */
export const NOTIFICATION_DELETE_FAILED_MESSAGE = 'Failed to delete notification';

/** Success fallback of mark-as-read (spec §8). */
export const NOTIFICATION_MARKED_READ_MESSAGE = 'Notification marked as read';

/** Success fallback of delete (spec §8). */
export const NOTIFICATION_DELETED_MESSAGE = 'Notification deleted';

/** Error fallback of read-all (not in spec: §8 lists none for read-all; decision 005). */
export const NOTIFICATIONS_READ_ALL_FAILED_MESSAGE = 'Failed to mark all notifications as read';

/** Success fallback of read-all (not in spec; decision 005). */
export const NOTIFICATIONS_READ_ALL_MESSAGE = 'All notifications marked as read';

/** Error fallback of toggle-important (not in spec; decision 005). */
export const NOTIFICATION_TOGGLE_IMPORTANT_FAILED_MESSAGE = 'Failed to update notification';

// ---------------------------------------------------------------------------------------------
// Toasts (spec §3 Toast, §4 Toasts, §9)
// ---------------------------------------------------------------------------------------------

/** Default duration of the interface helper's toasts (spec §9: 5000 ms). */
export const HELPER_TOAST_DURATION_MS = 5000;

/** Duration of the helper methods success/error/info/warning (spec §9: 2000 ms). */
export const HELPER_TOAST_METHOD_DURATION_MS = 2000;

/** At most 5 helper toasts shown (spec §9). */
export const HELPER_TOAST_MAX = 5;

/** Duration of the start-up configuration's toasts (spec §9: 10 s). */
export const STARTUP_TOAST_DURATION_MS = 10 * 1000;

/** At most 3 start-up toasts shown (spec §9). */
export const STARTUP_TOAST_MAX = 3;

/** Progress of a toast advances in steps of 100 ms (spec §9 "progress bar"; step not in spec). */
export const TOAST_TICK_MS = 100;
