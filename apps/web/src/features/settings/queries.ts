/**
 * Server state of the settings tabs (R-ROUTE-4 Settings; the calls of the contract under
 * /api/v1/{area}/settings and /api/v1/uploads), as TanStack Query hooks over `@hireloop/api`.
 * Every mutation updates the cache with the server's answer, so a tab shows what was saved.
 */
import type {
  AccountSettings,
  Api,
  Area,
  BusinessProfile,
  BusinessProfileUpdate,
  CustomerProfile,
  NotificationSettings,
  PasswordChange,
  PrivacySettings,
  PrivacySettingsUpdate,
  SavedAnswer,
  ScreeningAnswerValue,
  Session,
} from '@hireloop/api';
import { SETTINGS_MESSAGES, toApiError, type CustomerProfileChange } from '@hireloop/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';
import { marketKeys } from '../../shared/queryKeys.ts';
import { savedAnswersQuery } from '../../shared/routeQueries.ts';

/** Query keys of the settings, per area. */
export const settingsKeys = {
  all: (area: Area) => ['settings', area] as const,
  profile: marketKeys.profile,
  privacy: (area: Area) => ['settings', area, 'privacy'] as const,
  sessions: (area: Area) => ['settings', area, 'sessions'] as const,
  notifications: (area: Area) => ['settings', area, 'notifications'] as const,
  account: (area: Area) => ['settings', area, 'account'] as const,
  picture: (area: Area) => ['settings', area, 'picture'] as const,
  twoFactor: (area: Area) => ['settings', area, 'two-factor'] as const,
  /** The customer's saved answers (issue 29; applying writes them, so the key is shared). */
  savedAnswers: marketKeys.savedAnswers,
};

/** Query options of the area's user's profile (customer profile or company profile). */
function profileQuery(api: Api, area: Area) {
  return queryOptions({
    queryKey: settingsKeys.profile(area),
    queryFn: () => api.settings(area).getProfile(),
  });
}

/** The profile of the area's user: a customer profile (c) or the company profile (b). */
export function useProfile(area: Area) {
  return useQuery(profileQuery(useApi(), area));
}

/** Saves the profile (multipart when a resume file is attached). */
export function useUpdateProfile(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerProfileChange | BusinessProfileUpdate) =>
      api.settings(area).updateProfile(input),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<CustomerProfile | BusinessProfile>(
        settingsKeys.profile(area),
        profile,
      );
    },
  });
}

/** Query options of the privacy settings. */
function privacyQuery(api: Api, area: Area) {
  return queryOptions({
    queryKey: settingsKeys.privacy(area),
    queryFn: () => api.settings(area).getPrivacy(),
  });
}

/** The privacy settings. */
export function usePrivacy(area: Area) {
  return useQuery(privacyQuery(useApi(), area));
}

/** Saves privacy settings; fields left out keep their values. */
export function useUpdatePrivacy(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivacySettingsUpdate) => api.settings(area).updatePrivacy(input),
    onSuccess: ({ privacy }) => {
      queryClient.setQueryData<PrivacySettings>(settingsKeys.privacy(area), privacy);
    },
  });
}

/** Changes the password; the server signs the other sessions out. */
export function useChangePassword(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => api.settings(area).changePassword(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions(area) }),
  });
}

/** Query options of the signed-in sessions (devices) of the user. */
function sessionsQuery(api: Api, area: Area) {
  return queryOptions({
    queryKey: settingsKeys.sessions(area),
    queryFn: () => api.settings(area).listSessions(),
  });
}

/** The signed-in sessions (devices) of the user. */
export function useSessions(area: Area) {
  return useQuery(sessionsQuery(useApi(), area));
}

/** Signs one session out; it disappears from the list at once. */
export function useRevokeSession(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.settings(area).revokeSession(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Session[]>(settingsKeys.sessions(area), (sessions) =>
        sessions?.filter((session) => session.id !== id),
      );
    },
  });
}

/** Query options of the notification settings (R-DATA-7, R-API-7). */
function notificationSettingsQuery(api: Api, area: Area) {
  return queryOptions({
    queryKey: settingsKeys.notifications(area),
    queryFn: () => api.settings(area).getNotificationSettings(),
  });
}

/** Notification settings: a switch pair per kind and the e-mail frequency (R-DATA-7, R-API-7). */
export function useNotificationSettings(area: Area) {
  return useQuery(notificationSettingsQuery(useApi(), area));
}

/** Saves notification settings (R-API-7 PUT …/settings/notification). */
export function useUpdateNotificationSettings(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) =>
      api.settings(area).updateNotificationSettings(input),
    onSuccess: ({ settings, frequency }) => {
      queryClient.setQueryData<NotificationSettings>(settingsKeys.notifications(area), {
        settings,
        frequency,
      });
    },
  });
}

/** The second factor's status (issue 35): on or off, and the unused recovery codes left. */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** Query options of the second factor's status. */
function twoFactorQuery(api: Api, area: Area) {
  return queryOptions({
    queryKey: settingsKeys.twoFactor(area),
    queryFn: (): Promise<TwoFactorStatus> => api.settings(area).getTwoFactor(),
  });
}

/** Whether the second factor (TOTP) is on, and how many recovery codes are left (issue 35). */
export function useTwoFactor(area: Area) {
  return useQuery(twoFactorQuery(useApi(), area));
}

/**
 * Starts turning the second factor on: answers a new secret and its `otpauth://` URI. The factor
 * stays off until {@link useConfirmTwoFactor}; a new start replaces an unconfirmed secret.
 */
export function useStartTwoFactor(area: Area) {
  const api = useApi();
  return useMutation({ mutationFn: () => api.settings(area).startTwoFactor() });
}

/**
 * Turns the second factor on with a current 6-digit code; answers the 10 recovery codes (shown
 * once). The cached status becomes "on, 10 left". Errors: 422 with `errors.code`.
 */
export function useConfirmTwoFactor(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.settings(area).confirmTwoFactor(code),
    onSuccess: ({ recoveryCodes }) => {
      queryClient.setQueryData<TwoFactorStatus>(settingsKeys.twoFactor(area), {
        enabled: true,
        recoveryCodesLeft: recoveryCodes.length,
      });
    },
  });
}

/**
 * Turns the second factor off with the current password and a code (authenticator or recovery).
 * Errors: 422 with `errors.password` or `errors.code`, 429 after five wrong passwords.
 */
export function useDisableTwoFactor(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      api.settings(area).disableTwoFactor(input),
    onSuccess: () => {
      queryClient.setQueryData<TwoFactorStatus>(settingsKeys.twoFactor(area), {
        enabled: false,
        recoveryCodesLeft: 0,
      });
    },
  });
}

/**
 * The customer's saved answers to reusable screening questions, newest first: `SavedAnswer`s
 * `{id, key, prompt, kind, value, updatedAt}` (issue 29 "Saved answers", Settings → Profile).
 */
export function useSavedAnswers() {
  return useQuery(savedAnswersQuery(useApi()));
}

/**
 * Replaces a saved answer's value (`{id, value}`); the answer, now the newest, moves to the top of
 * the cached list. Errors: 422 on `value` when it does not fit the answer's kind, 404 when the
 * answer is gone (issue 29 "Saved answers").
 */
export function useUpdateSavedAnswer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: ScreeningAnswerValue }) =>
      api.customer.updateSavedAnswer(id, value),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedAnswer[]>(settingsKeys.savedAnswers, (answers) =>
        answers ? [saved, ...answers.filter((answer) => answer.id !== saved.id)] : answers,
      );
    },
  });
}

/**
 * Forgets a saved answer by id: it leaves the cached list at once, and is not offered when the
 * customer next applies. Errors: 404 when it is gone already (issue 29 "Saved answers").
 */
export function useDeleteSavedAnswer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.customer.deleteSavedAnswer(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<SavedAnswer[]>(settingsKeys.savedAnswers, (answers) =>
        answers?.filter((answer) => answer.id !== id),
      );
    },
  });
}

/** Query options of the sign-in e-mail, whether it is verified, and a pending change. */
function accountQuery(api: Api, area: Area) {
  return queryOptions({
    queryKey: settingsKeys.account(area),
    queryFn: () => api.settings(area).getAccount(),
  });
}

/** The sign-in e-mail, whether it is verified, and a pending change. */
export function useAccount(area: Area) {
  return useQuery(accountQuery(useApi(), area));
}

/** Starts an e-mail change; the verification link goes to the new address. */
export function useChangeEmail(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      api.settings(area).changeEmail(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.account(area) }),
  });
}

/** Sends the verification link again; the account answer replaces the cached one. */
export function useResendVerification(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.settings(area).resendVerificationEmail(),
    onSuccess: ({ account }) => {
      queryClient.setQueryData<AccountSettings>(settingsKeys.account(area), account);
    },
  });
}

/** Confirms an e-mail change with the token of the link. */
export function useVerifyEmail(area: Area) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.settings(area).verifyEmail(token),
    onSuccess: ({ account }) => {
      queryClient.setQueryData<AccountSettings>(settingsKeys.account(area), account);
    },
  });
}

/** Downloads all the user's data. */
export function useExportData(area: Area) {
  const api = useApi();
  return useMutation({ mutationFn: () => api.settings(area).exportData() });
}

/** Deletes the account (password required). */
export function useDeleteAccount(area: Area) {
  const api = useApi();
  return useMutation({
    mutationFn: (password: string) => api.settings(area).deleteAccount(password),
  });
}

/** Image URLs of the user's picture: a customer's avatar or a business's logo. */
export interface PictureUrls {
  url: string | null;
  thumbUrl: string | null;
}

/** Query options of the user's own avatar or logo (R-API-5). */
function pictureQuery(api: Api, area: Area) {
  return queryOptions({
    queryKey: settingsKeys.picture(area),
    queryFn: async (): Promise<PictureUrls> => {
      if (area === 'b') {
        const logo = await api.uploads.getLogo();
        return { url: logo.logoUrl, thumbUrl: logo.logoThumbUrl };
      }
      const avatar = await api.uploads.getAvatar();
      return { url: avatar.avatarUrl, thumbUrl: avatar.avatarThumbUrl };
    },
  });
}

/** The user's own avatar (customers) or logo (businesses) (R-API-5 GET /api/v1/uploads/…). */
export function usePicture(area: Area) {
  return useQuery(pictureQuery(useApi(), area));
}

/**
 * Uploads a new avatar or logo. The answer's URLs carry a cache-busting timestamp (R-DATA-1).
 * @param onSaved called with the new URLs (the shell updates the signed-in user with them)
 */
export function useUploadPicture(area: Area, onSaved: (urls: PictureUrls) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<PictureUrls> => {
      if (area === 'b') {
        const logo = await api.uploads.uploadLogo(file);
        return { url: logo.logoUrl, thumbUrl: logo.logoThumbUrl };
      }
      const avatar = await api.uploads.uploadAvatar(file);
      return { url: avatar.avatarUrl, thumbUrl: avatar.avatarThumbUrl };
    },
    onSuccess: (urls) => {
      queryClient.setQueryData<PictureUrls>(settingsKeys.picture(area), urls);
      onSaved(urls);
    },
  });
}

/**
 * Removes the avatar or logo. The API returns false on any failure (R-ERR-6), turned into an error
 * here so the screen can say so.
 */
export function useRemovePicture(area: Area, onRemoved: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const removed =
        area === 'b' ? await api.uploads.removeLogo() : await api.uploads.removeAvatar();
      if (!removed) throw new Error('not removed');
    },
    onSuccess: () => {
      queryClient.setQueryData<PictureUrls>(settingsKeys.picture(area), {
        url: null,
        thumbUrl: null,
      });
      onRemoved();
    },
  });
}

/**
 * Removes the customer's profile resume: a multipart PUT with the stored profile fields and
 * `remove_resume` (the contract takes it in multipart only; `@hireloop/api`'s `updateProfile` sends
 * JSON when no file is attached, which the server refuses, so the body is built here).
 */
export function useRemoveResume() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const profile = queryClient.getQueryData<CustomerProfile>(settingsKeys.profile('c'));
      if (!profile) throw new Error('The profile is not loaded');
      const form = new FormData();
      form.append('first_name', profile.firstName);
      form.append('last_name', profile.lastName);
      if (profile.headline) form.append('headline', profile.headline);
      if (profile.location) form.append('location', profile.location);
      if (profile.bio) form.append('bio', profile.bio);
      form.append('remove_resume', 'true');
      const { data, error, response } = await api.client.PUT('/api/v1/{area}/settings/profile', {
        params: { path: { area: 'c' } },
        body: form as never,
        bodySerializer: (body: unknown) => body as FormData,
      });
      if (error !== undefined || !response.ok || data?.status !== 'success') {
        throw toApiError(error, response, SETTINGS_MESSAGES.updateFailed);
      }
      return data.data as CustomerProfile;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData<CustomerProfile>(settingsKeys.profile('c'), profile);
    },
  });
}
