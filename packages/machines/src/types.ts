/**
 * The structural interfaces of everything the statecharts get injected: API calls, storage, the
 * cross-tab channel, document visibility and user activity. They are deliberately minimal so that the
 * typed client of `@hireloop/api` (camelCase types over the OpenAPI contract) fits them as is.
 *
 * Errors: every API method rejects with an {@link ApiError}-shaped value (anything else is treated as
 * a network failure without a server message).
 */
import type { MemberRole, RegistrationDraft, Role } from '@hireloop/api';

/** The two kinds of signed-in user (contract `Role`). */
export type { Role };

/** The signed-in user as the machines see it (R-DATA-1 User). Unknown extra fields are kept as they are. */
export interface AuthUser {
  id: number | string;
  role: Role;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  businessName?: string | null;
  /** A business member's role in their company (issue 36); null or absent for customers. */
  teamRole?: MemberRole | null;
  avatarUrl?: string | null;
  avatarThumbUrl?: string | null;
  logoUrl?: string | null;
  logoThumbUrl?: string | null;
}

/**
 * Login and register response (R-DATA-3 "Login / register response", R-API-3). Fields are optional because a
 * malformed response must be detected ("Invalid response format from login API", R-ERR-4).
 */
export interface AuthResult {
  user?: AuthUser | null;
  token?: string | null;
  roles?: readonly string[] | null;
}

/** Current-user response (R-DATA-3, R-API-3 `GET /api/v1/auth/user`). */
export interface CurrentUserResult {
  user?: AuthUser | null;
  roles?: readonly string[] | null;
}

/** Login form values (R-API-3 "credentials and optional remember flag"). */
export interface LoginCredentials {
  email: string;
  password: string;
  /** Keep the stored auth in persistent storage. @default false */
  remember?: boolean;
  /** The second factor (issue 35): a current TOTP code or a recovery code, once the server asks. */
  otp?: string;
}

/**
 * Registration draft: the API client's own type (contract `RegisterRequest` in camelCase, with the
 * optional avatar or logo file).
 */
export type { RegistrationDraft };

/** A success response whose message is shown to the user (R-API-3 logout, R-API-6 notifications). */
export interface MessageResult {
  message?: string | null;
}

/**
 * Auth calls (R-API-2, R-API-3). `login` is expected to fetch `/sanctum/csrf-cookie` first (the API client's
 * job); every method rejects with an {@link ApiError}.
 */
export interface AuthApi {
  /** `POST /api/v1/auth/login`. */
  login(credentials: LoginCredentials): Promise<AuthResult>;
  /** `POST /api/v1/auth/register`. */
  register(draft: RegistrationDraft): Promise<AuthResult>;
  /** `POST /api/v1/auth/logout`; its message is shown after logout. */
  logout(): Promise<MessageResult>;
  /** `GET /api/v1/auth/user`. */
  currentUser(): Promise<CurrentUserResult>;
}

/** Session status (R-DATA-5 "Session status"). */
export interface SessionStatus {
  isExpired: boolean;
  /** Seconds until the server ends the session. */
  expiresInSeconds: number;
}

/** Session calls (R-API-4). Each rejects with an {@link ApiError}; a 401 means the session is over. */
export interface SessionApi {
  /** `GET /api/v1/auth/session/status`, polled every 30 s. */
  status(): Promise<SessionStatus>;
  /** `POST /api/v1/auth/session/extend`. */
  extend(): Promise<unknown>;
  /** `POST /api/v1/auth/session/heartbeat`, every 2 minutes. */
  heartbeat(): Promise<unknown>;
}

/** Identifier of a notification (number on the wire; strings accepted for fixtures). */
export type NotificationId = number | string;

/** A notification (R-DATA-6 Notification). */
export interface NotificationItem {
  id: NotificationId;
  message: string;
  /** ISO 8601 date-time. */
  timestamp: string;
  isRead: boolean;
  isImportant: boolean;
  kind?: string | null;
  title?: string | null;
  link?: string | null;
}

/** A notification list response (R-DATA-6 "The list response also carries an unreadCount"). */
export interface NotificationList {
  notifications: readonly NotificationItem[];
  unreadCount: number;
  meta?: unknown;
}

/** Query of the list call; passed through unchanged. */
export interface NotificationListParams {
  page?: number;
  perPage?: number;
}

/**
 * Notification calls (R-API-6, under `/api/v1/{b or c}/notifications`; the client picks the prefix
 * from the role). Each rejects with an {@link ApiError}; a 429 carries `retryAfterSeconds`.
 */
export interface NotificationsApi {
  list(params?: NotificationListParams): Promise<NotificationList>;
  markRead(id: NotificationId): Promise<MessageResult | void>;
  readAll(): Promise<MessageResult | void>;
  toggleImportant(id: NotificationId): Promise<MessageResult | void>;
  remove(id: NotificationId): Promise<MessageResult | void>;
}

/**
 * The error shape every injected API call rejects with.
 * `status` is the HTTP status (0 for a network failure), `errors` the per-field messages of a 422,
 * `retryAfterSeconds` the Retry-After header of a 429.
 */
export interface ApiError {
  status: number;
  message: string;
  errors?: Record<string, string[]>;
  retryAfterSeconds?: number;
}

/** The part of the Web Storage API the auth machine uses (`localStorage`, `sessionStorage`). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A message channel between the tabs of one browser (a BroadcastChannel: the sender does not hear itself). */
export interface Channel<TMessage> {
  postMessage(message: TMessage): void;
  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: (message: TMessage) => void): () => void;
}

/** Document visibility (`document.visibilityState`). */
export interface VisibilitySource {
  isVisible(): boolean;
  /** Calls `listener(visible)` on every change; returns the function that removes it. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

/** The user activity that counts (R-NOTIF-6: mouse, key, scroll, touch or wheel). */
export type ActivityKind = 'mouse' | 'key' | 'scroll' | 'touch' | 'wheel';

/** A source of user-activity events; returns the function that removes the listener. */
export interface ActivitySource {
  subscribe(listener: (kind: ActivityKind) => void): () => void;
}

/** Stored auth (R-DATA-3 "stored auth", R-AUTH-3 Remember me). */
export interface StoredAuth {
  token: string;
  user: AuthUser | null;
  roles: string[];
  remember: boolean;
}

/** Why a session ended (see sessionTimeoutMachine). */
export type SessionEndReason = 'expired' | 'loggedOut' | 'extendFailed' | 'serverExpired';

/** The messages the tabs exchange over the {@link Channel} (R-SESSION-6 "relayed between browser tabs"). */
export type TabMessage =
  | { type: 'auth.signedIn'; auth: StoredAuth }
  | { type: 'auth.signedOut'; notice: string | null }
  | { type: 'session.activity' }
  | { type: 'session.ended'; reason: SessionEndReason };
