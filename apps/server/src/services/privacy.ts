/**
 * What a business sees of a customer who applied to it: the one rule behind the applicant in
 * `BusinessApplication` and the photo's own address (`getUserAvatar`), worded in Settings → Privacy.
 *
 * - Always: the name and the application (cover letter, resume, timeline).
 * - Unless the profile visibility is `hidden` ("Nobody"): the headline, and each of e-mail,
 *   location and photo whose switch is on. All three switches are off by default.
 * - `hidden` shares nothing but the name and the application, whatever the switches say.
 */

/** A customer's privacy settings as stored (a missing row or column means the defaults). */
export interface ApplicantPrivacy {
  profileVisibility: string | null;
  showEmail: boolean | null;
  showLocation: boolean | null;
  showPhoto: boolean | null;
}

/** Which optional parts of the applicant a business sees. */
export interface SharedWithEmployers {
  headline: boolean;
  email: boolean;
  location: boolean;
  photo: boolean;
}

/** Default of each of the three sharing switches (privacy by default). */
export const SHARE_WITH_EMPLOYERS_DEFAULT = false;

/** Applies the rule above to `privacy`. */
export function sharedWithEmployers(privacy: ApplicantPrivacy): SharedWithEmployers {
  const hidden = privacy.profileVisibility === 'hidden';
  const on = (value: boolean | null) => !hidden && (value ?? SHARE_WITH_EMPLOYERS_DEFAULT);
  return {
    headline: !hidden,
    email: on(privacy.showEmail),
    location: on(privacy.showLocation),
    photo: on(privacy.showPhoto),
  };
}
