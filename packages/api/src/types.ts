import type { Camel } from './case.ts';
import type { components } from './generated/schema.ts';

type S = components['schemas'];

/**
 * The camelCase public types of the API (R-DATA-11), derived from the generated snake_case schema
 * types. Nothing here is written by hand: change openapi/openapi.yaml and regenerate.
 */
export type Role = S['Role'];
/** `b` (business) or `c` (customer): the path prefix of notification and settings calls (R-ROLE-4). */
export type Area = 'b' | 'c';
export type User = Camel<S['User']>;
export type AuthResult = Camel<S['AuthResponse']>;
export type CurrentUser = Camel<S['CurrentUserResponse']>;
export type LoginCredentials = Camel<S['LoginRequest']>;
export type RegisterRequest = Camel<S['RegisterRequest']>;
export type ForgotPasswordRequest = Camel<S['ForgotPasswordRequest']>;
export type ResetPasswordRequest = Camel<S['ResetPasswordRequest']>;
export type SessionStatus = Camel<S['SessionStatusResponse']['data']>;
export type AvatarUrls = Camel<S['AvatarUrls']>;
export type LogoUrls = Camel<S['LogoUrls']>;
export type PublicStats = Camel<S['PublicStatsResponse']['data']>;
export type Health = Camel<S['HealthResponse']>;
export type PaginationMeta = Camel<S['PaginationMeta']>;
export type Notification = Camel<S['Notification']>;
export type NotificationKind = S['NotificationKind'];
export type NotificationList = Camel<S['NotificationListResponse']['data']>;
export type NotificationSettings = Camel<S['NotificationSettings']>;
export type NotificationFrequency = S['NotificationFrequency'];
export type ChannelPreference = Camel<S['ChannelPreference']>;
export type CustomerProfile = Camel<S['CustomerProfile']>;
/** The resume kept on a customer's profile. */
export type ProfileResume = Camel<S['ProfileResume']>;
export type BusinessProfile = Camel<S['BusinessProfile']>;
export type CustomerProfileUpdate = Camel<S['CustomerProfileUpdate']>;
export type BusinessProfileUpdate = Camel<S['BusinessProfileUpdate']>;
export type PrivacySettings = Camel<S['PrivacySettings']>;
export type PrivacySettingsUpdate = Camel<S['PrivacySettingsUpdate']>;
export type PasswordChange = Camel<S['PasswordChangeRequest']>;
export type Session = Camel<S['Session']>;
export type AccountSettings = Camel<S['AccountSettings']>;
export type AccountExport = Camel<S['AccountExport']>;
export type CompanySize = S['CompanySize'];
export type RemotePolicy = S['RemotePolicy'];
export type CompanySummary = Camel<S['CompanySummary']>;
export type Company = Camel<S['Company']>;
export type CompanyDetail = Camel<S['CompanyDetail']>;
export type WorkplaceType = S['WorkplaceType'];
export type EmploymentType = S['EmploymentType'];
export type ExperienceLevel = S['ExperienceLevel'];
export type SalaryPeriod = S['SalaryPeriod'];
export type PostingStatus = S['PostingStatus'];
export type PostingInput = Camel<S['PostingInput']>;
export type Posting = Camel<S['Posting']>;
export type PostingStats = Camel<S['PostingStats']>;
export type JobSummary = Camel<S['JobSummary']>;
export type Job = Camel<S['Job']>;
export type JobFacets = Camel<S['JobFacets']>;
export type FacetCount = Camel<S['FacetCount']>;
export type Sponsorship = S['Sponsorship'];
export type SearchCorrection = Camel<S['SearchCorrection']>;
export type SearchSuggestion = Camel<S['SearchSuggestion']>;
export type ApplicationStatus = S['ApplicationStatus'];
export type TimelineEntry = Camel<S['TimelineEntry']>;
export type CustomerApplication = Camel<S['CustomerApplication']>;
export type BusinessApplication = Camel<S['BusinessApplication']>;
export type Applicant = Camel<S['Applicant']>;
export type ApplicationStatusUpdate = Camel<S['ApplicationStatusUpdate']>;
/** A status a business moves an application to (the pipeline board's targets). */
export type ApplicationMoveStatus = S['ApplicationMoveStatus'];
/** The board's bulk move: application ids of one posting, one status, one note. */
export type BulkApplicationStatusUpdate = Camel<S['BulkApplicationStatusUpdate']>;
export type CustomerDashboard = Camel<S['CustomerDashboardResponse']['data']>;
export type BusinessDashboard = Camel<S['BusinessDashboardResponse']['data']>;
/** Where an imported job comes from and what its list states (null for jobs posted on Hireloop). */
export type ImportedListing = Camel<S['ImportedListing']>;
/** An imported company profile's sections and source. */
export type CompanyProfileSource = Camel<S['CompanyProfileSource']>;
/** A step of a tracked application ("I applied"). */
export type TrackedStatus = S['TrackedStatus'];
export type TrackedEvent = Camel<S['TrackedEvent']>;
/** An imported job the customer applied to on the company's site, with the timeline they keep. */
export type TrackedApplication = Camel<S['TrackedApplication']>;
export type TrackApplicationRequest = Camel<S['TrackApplicationRequest']>;
export type TrackedEventInput = Camel<S['TrackedEventInput']>;
/** What a screening question asks for (issue 29). */
export type ScreeningQuestionKind = S['ScreeningQuestionKind'];
/** An answer's value: boolean (yes/no), option text, option texts, number or text. */
export type ScreeningAnswerValue = S['ScreeningAnswerValue'];
/** A posting's screening question (`mustHave`, `acceptedAnswers`, `minimum`, `reuseKey`). */
export type ScreeningQuestion = Camel<S['ScreeningQuestion']>;
/** A screening question as the posting editor sends it. */
export type ScreeningQuestionInput = Camel<S['ScreeningQuestionInput']>;
/** An answer sent with an application, with its question's current wording. */
export type ApplicationAnswer = Camel<S['ApplicationAnswer']>;
/** A customer's saved answer to a reusable question (Settings → Profile "Saved answers"). */
export type SavedAnswer = Camel<S['SavedAnswer']>;

/** A page of a list: the items and the pagination meta (current_page, per_page, total, last_page). */
export interface Page<T> {
  data: T[];
  meta: PaginationMeta;
}

/** One side of a conversation as the reader sees it: a name and a picture (issue 28). */
export type ConversationParty = Camel<S['ConversationParty']>;
/** A message or a stage change of an application's conversation (issue 28). */
export type ConversationEntry = Camel<S['ConversationEntry']>;
/** A row of the inbox: an application's conversation with its newest entry and unread count. */
export type ConversationSummary = Camel<S['ConversationSummary']>;
/** A page of the inbox; `meta.unreadCount` is the total over every conversation (the badge). */
export type ConversationList = Camel<S['ConversationListResponse']>;
/** A page of one conversation (`data.entries` oldest first) with its cursors in `meta`. */
export type ConversationPage = Camel<S['ConversationPage']>;
/** An interview of an application (issue 28): the proposal, then the booked time. */
export type Interview = Camel<S['Interview']>;
/** How an interview happens: `video`, `phone` or `on_site`. */
export type InterviewKind = S['InterviewKind'];
/** `proposed`, `booked`, `declined`, `cancelled` or `completed`. */
export type InterviewStatus = S['InterviewStatus'];
/** A page of interviews (open ones first). */
export type InterviewList = Camel<S['InterviewListResponse']>;
/** A business's proposal: kind, length (15–240 min), place, optional note, 1–10 start times (UTC). */
export type InterviewProposal = Camel<S['InterviewProposal']>;
/** A business member's role in their company (issue 36): `owner`, `admin`, `recruiter` or `interviewer`. */
export type MemberRole = S['MemberRole'];
/** The role a new member is invited with: `admin`, `recruiter` or `interviewer` (never `owner`). */
export type InvitableRole = S['InvitableRole'];
/** A member of the caller's company (issue 36): `id` is the membership (team calls, hiring teams), `userId` the account. */
export type TeamMember = Camel<S['TeamMember']>;
/** A pending invitation: its link was e-mailed to `email` and works once, until `expiresAt`. */
export type TeamInvitation = Camel<S['TeamInvitation']>;
/** Whom to invite (an address without a Hireloop account) and with which role. */
export type TeamInvitationInput = Camel<S['TeamInvitationInput']>;
/** What the registration page shows for an invitation link's token: company, address, role, expiry. */
export type InvitationPreview = Camel<S['InvitationPreview']>;
/** The members who work on one posting (interviewers see only their hiring teams' applications). */
export type HiringTeam = Camel<S['HiringTeam']>;
/** Who wrote a note or a scorecard, or is @mentioned: `memberId` null once they left the company. */
export type TeamAuthor = Camel<S['TeamAuthor']>;
/** A private note of the company on an application (plain text, never shown to the applicant). */
export type ApplicationNote = Camel<S['ApplicationNote']>;
/** A scorecard's overall recommendation: `strong_no`, `no`, `yes` or `strong_yes`. */
export type ScorecardRecommendation = S['ScorecardRecommendation'];
/** One criterion's rating on a scorecard, 1 (poor) to 4 (excellent). */
export type ScorecardRating = Camel<S['ScorecardRating']>;
/** The caller's scorecard as the form sends it: a recommendation, ratings of the posting's criteria, a comment. */
export type ScorecardInput = Camel<S['ScorecardInput']>;
/** One member's scorecard of an application (one per member and application). */
export type Scorecard = Camel<S['Scorecard']>;
/** The scorecards of an application taken together: counts per recommendation, average per criterion. */
export type ScorecardSummary = Camel<S['ScorecardSummary']>;
/**
 * The scorecards the caller may see with `meta` (criteria, `ownSubmitted`, `submittedCount`,
 * `summary`): others' stay hidden (`data` empty, `summary` null) until the caller submitted theirs.
 */
export type ScorecardList = Camel<S['ScorecardListResponse']>;
/** What happened on an application: applied, a stage move, a note, a scorecard, a message, an interview step. */
export type ActivityKind = S['ActivityKind'];
/** One entry of an application's activity: who (`actor`) did what (`kind`) and when (`at`). */
export type ActivityEntry = Camel<S['ActivityEntry']>;
/**
 * An event of the conversation stream (issue 28): `ready` once connected, `entry` when an entry
 * was added to conversation `applicationId`, `read` when the other side read it at `seenAt`.
 */
export type ConversationStreamEvent =
  | { type: 'ready' }
  | { type: 'entry'; applicationId: string }
  | { type: 'read'; applicationId: string; seenAt: string };
