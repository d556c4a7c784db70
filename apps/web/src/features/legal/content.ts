/**
 * The text of the Terms of Service and the Privacy Policy (routes `terms` and `privacy`). English
 * only, like most products' legal pages; it describes what this product stores and does, and must
 * change with it (the privacy rule is apps/server/src/services/privacy.ts; account deletion
 * apps/server/src/services/accountDeletion.ts).
 */

/** One section of a legal page: a heading and its paragraphs or list items. */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** A legal page. */
export interface LegalPage {
  title: string;
  /** The date the text last changed, ISO 8601 (yyyy-mm-dd). */
  updated: string;
  lead: string;
  sections: readonly LegalSection[];
}

/** Terms of Service. */
export const termsOfService: LegalPage = {
  title: 'Terms of Service',
  updated: '2026-11-23',
  lead: 'These terms apply when you use Hireloop, as a job seeker or as an employer. By creating an account you agree to them.',
  sections: [
    {
      heading: 'What Hireloop is',
      paragraphs: [
        'Hireloop is a job marketplace. Job seekers search job listings, save them, apply with a cover letter and a PDF resume, and follow their applications. Employers keep a company page, publish job postings and review the applications they receive.',
        'Some listings are not published on Hireloop: they are imported from public sources and say so. Applying to them happens on the company’s own site, under that company’s terms.',
      ],
    },
    {
      heading: 'Your account',
      items: [
        'Give a real e-mail address you can receive mail at, and keep your password to yourself.',
        'One person or one business per account. You are responsible for what is done with it.',
        'You can download your data and delete your account at any time in Settings → Account.',
      ],
    },
    {
      heading: 'What you may publish',
      items: [
        'Employers: only real, open positions you are entitled to fill, with the pay range you will actually pay. Hireloop refuses to publish a posting without a complete pay range.',
        'Job seekers: applications, resumes and profiles that are truthful and your own.',
        'Nothing unlawful, discriminatory, misleading or that collects job seekers’ data for anything other than hiring.',
      ],
    },
    {
      heading: 'How applications are handled',
      paragraphs: [
        'An employer sees the applications sent to its postings, as the applicant’s privacy settings allow, and moves them through the stages of its hiring. The applicant is notified of each move. Hireloop does not decide who is hired and does not take part in the employment relationship.',
      ],
    },
    {
      heading: 'Ending the service',
      paragraphs: [
        'You may stop using Hireloop and delete your account whenever you like. We may suspend an account that breaks these terms; when we do, we say why.',
      ],
    },
    {
      heading: 'No warranty',
      paragraphs: [
        'Hireloop is provided as it is. We do our best to keep it available and correct, but cannot promise that a listing is still open, that an employer will answer, or that the service never fails. To the extent the law allows, we are not liable for losses that follow from using it.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'When these terms change, the date above changes and signed-in users are told in the app before the new terms apply. Questions: the contact address in the footer.',
      ],
    },
  ],
};

/** Privacy Policy. */
export const privacyPolicy: LegalPage = {
  title: 'Privacy Policy',
  updated: '2026-11-23',
  lead: 'What Hireloop stores about you, who sees it, how long it is kept and what you can do about it.',
  sections: [
    {
      heading: 'What we store',
      items: [
        'Account: your e-mail address, your name (job seekers) or business name (employers), and your password as an Argon2id hash — never the password itself.',
        'Profile: what you fill in — headline, location and bio for job seekers; description, website, size and locations for a company — and a photo or logo, re-encoded without its metadata (such as camera data and GPS position).',
        'Applications: your cover letter, the PDF resume you send, each change of stage with the date and the employer’s note.',
        'Activity: the jobs you save, the jobs you view (to count views), your notifications, and your settings (privacy, notifications, language, theme).',
        'Sign-ins: for each signed-in device, its browser name, IP address, and when it was last active, so you can see and end your sessions in Settings → Security.',
      ],
    },
    {
      heading: 'What an employer sees when you apply',
      paragraphs: [
        'Your name and your application (cover letter and resume), and, unless your profile visibility is “Nobody”, your headline. Your e-mail address, location and photo are shared only when you switch each of them on in Settings → Privacy; all three are off until you do. With “Nobody”, employers see just your name and your application, whatever the switches say.',
        'Employers you did not apply to see nothing of you, unless you make your profile visible to everyone signed in and share your photo.',
      ],
    },
    {
      heading: 'What stays in your browser',
      items: [
        'A security cookie (XSRF-TOKEN) that protects your requests from other sites.',
        'In local storage: your sign-in when you choose “Remember me”, your theme and language, whether the sidebar is collapsed, and an employer’s unsaved job posting draft.',
        'In session storage (this tab only): your sign-in otherwise, and your last job search, so “Back to job search” returns to it.',
      ],
      paragraphs: [
        'Hireloop uses no advertising or tracking cookies and no third-party analytics.',
      ],
    },
    {
      heading: 'E-mail',
      paragraphs: [
        'We send e-mail to verify your address and, as your notification settings choose, about your applications or postings. You can turn each kind off or receive a digest instead.',
      ],
    },
    {
      heading: 'How long we keep it, and deleting it',
      paragraphs: [
        'We keep your data while you have an account. Settings → Account lets you download everything we keep about you as one JSON file, and delete your account. Deleting it removes your profile, photo, resumes, cover letters, saved jobs, notifications, sessions and settings at once; your open applications are withdrawn. What remains is an empty record without your e-mail address, so that an employer’s list still shows that an application existed.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell your data or share it with anyone except as described here: with the employers you apply to, and with the service providers that host Hireloop and deliver its e-mail, who act only on our instructions.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions, or a request about your data: the contact address in the footer. When this policy changes, the date above changes.',
      ],
    },
  ],
};
