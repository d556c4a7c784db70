import { describe, expect, it } from 'vitest';
import {
  APP_LINK_PATTERNS,
  applicationLink,
  conversationLink,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  conversationWriteClosesAt,
  messageProblem,
  applicationBlockedReason,
  applicationMoveRefusal,
  isOneOf,
  isOpenApplication,
  passwordProblems,
  PIPELINE_STAGES,
  publishFieldErrors,
  publishProblems,
  trackedStatusesFor,
  upcomingStages,
} from './rules.ts';
import {
  applicationStatusValues,
  trackedStatusValues,
  workplaceTypeValues,
} from './generated/schema.ts';

describe('passwordProblems', () => {
  it('names every broken rule in order, and none for a good password', () => {
    expect(passwordProblems('abc')).toEqual([
      'Must be at least 8 characters',
      'Must contain uppercase letter',
      'Must contain number',
      'Must contain special character',
    ]);
    expect(passwordProblems('Correct-Horse-9')).toEqual([]);
  });

  it('needs 8 characters: 7 fail, 8 pass', () => {
    expect(passwordProblems('Abcde1!')).toEqual(['Must be at least 8 characters']);
    expect(passwordProblems('Abcde1!x')).toEqual([]);
  });

  it('takes any character that is neither a letter nor a digit as special, a space too', () => {
    expect(passwordProblems('Abcdefg1 ')).toEqual([]);
    expect(passwordProblems('Abcdefg1_')).toEqual([]);
    expect(passwordProblems('Abcdéfg1')).toEqual(['Must contain special character']);
  });

  it('counts code points and knows non-Latin letters and digits', () => {
    expect(passwordProblems('Éé٣!Éé٣!')).toEqual([]);
    expect(passwordProblems('Aa1!😀😀😀')).toEqual(['Must be at least 8 characters']);
  });
});

describe('upcomingStages', () => {
  it('follows the pipeline submitted → reviewing → interviewing → offered → hired', () => {
    expect(PIPELINE_STAGES).toEqual(['submitted', 'reviewing', 'interviewing', 'offered', 'hired']);
    expect(upcomingStages('submitted')).toEqual(['reviewing', 'interviewing', 'offered', 'hired']);
    expect(upcomingStages('offered')).toEqual(['hired']);
  });

  it('has nothing ahead of a final status', () => {
    expect(upcomingStages('hired')).toEqual([]);
    expect(upcomingStages('rejected')).toEqual([]);
    expect(upcomingStages('withdrawn')).toEqual([]);
  });
});

describe('application moves', () => {
  const open = { status: 'reviewing', closedAt: null } as const;

  it('a final or closed application cannot move; an open one can, but not to where it is', () => {
    expect(isOpenApplication(open)).toBe(true);
    expect(applicationMoveRefusal(open, 'interviewing')).toBeNull();
    expect(applicationMoveRefusal(open, 'reviewing')).toBe(
      'This application is already in review.',
    );
    expect(applicationMoveRefusal({ status: 'hired', closedAt: null }, 'rejected')).toBe(
      'This application is already hired and can no longer change status.',
    );
    const closed = { ...open, closedAt: '2026-11-01T00:00:00Z', closedReason: 'posting_closed' };
    expect(isOpenApplication(closed)).toBe(false);
    expect(applicationBlockedReason(closed, 'be withdrawn')).toBe(
      'This application was closed with its job posting and can no longer be withdrawn.',
    );
    expect(
      applicationBlockedReason({ ...closed, closedReason: 'company_removed' }, 'change status'),
    ).toBe('This application was closed when the company left and can no longer change status.');
  });

  it('a withdrawn application says so in the words of the action', () => {
    const withdrawn = { status: 'withdrawn', closedAt: null } as const;
    expect(applicationBlockedReason(withdrawn, 'be withdrawn')).toBe(
      'This application was already withdrawn.',
    );
    expect(applicationBlockedReason(withdrawn, 'change status')).toBe(
      'This application was withdrawn and can no longer change status.',
    );
  });
});

describe('trackedStatusesFor', () => {
  it('maps each application status to the tracked statuses it filters (decision 205)', () => {
    const mapped = Object.fromEntries(
      applicationStatusValues.map((status) => [status, trackedStatusesFor(status)]),
    );
    expect(mapped).toEqual({
      submitted: ['applied'],
      reviewing: [],
      interviewing: ['interviewing'],
      offered: ['offer'],
      hired: [],
      rejected: ['rejected'],
      withdrawn: ['withdrawn'],
    });
  });

  it('gives every tracked status exactly one application status', () => {
    const all = applicationStatusValues.flatMap((status) => trackedStatusesFor(status));
    expect([...all].sort()).toEqual([...trackedStatusValues].sort());
  });
});

describe('publishing', () => {
  const full = {
    salaryMin: 50_000,
    salaryMax: 70_000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'year',
  };

  it('needs a complete pay range with a minimum above 0', () => {
    expect(publishProblems(full)).toEqual({});
    expect(publishFieldErrors(full)).toBeNull();
    expect(
      publishProblems({ salaryMin: 0, salaryMax: null, salaryCurrency: '', salaryPeriod: null }),
    ).toEqual({
      salaryMin: 'notPositive',
      salaryMax: 'required',
      salaryCurrency: 'required',
      salaryPeriod: 'required',
    });
    expect(publishFieldErrors({ ...full, salaryMin: null })).toEqual({
      salary_min: ['The minimum pay is required to publish.'],
    });
  });
});

describe('isOneOf', () => {
  it('accepts the contract values only', () => {
    expect(isOneOf(workplaceTypeValues, 'remote')).toBe(true);
    expect(isOneOf(workplaceTypeValues, 'moon')).toBe(false);
    expect(isOneOf(workplaceTypeValues, null)).toBe(false);
  });
});

describe('conversation rules (issue 28)', () => {
  it('refuses an empty or blank message and takes one that has a character', () => {
    expect(messageProblem('')).toBe('empty');
    expect(messageProblem(' \n\t ')).toBe('empty');
    expect(messageProblem('ok')).toBeNull();
  });

  it('takes 5,000 characters and refuses 5,001, counting an emoji as one character', () => {
    expect(messageProblem('a'.repeat(CONVERSATION_LIMITS.messageMaxLength))).toBeNull();
    expect(messageProblem('a'.repeat(CONVERSATION_LIMITS.messageMaxLength + 1))).toBe('tooLong');
    expect(messageProblem('😀'.repeat(CONVERSATION_LIMITS.messageMaxLength))).toBeNull();
  });

  it('keeps line breaks and tabs but refuses NUL and the other control characters', () => {
    expect(messageProblem('line one\r\nline two\tend')).toBeNull();
    expect(messageProblem('a\u0000b')).toBe('controlCharacters');
    expect(messageProblem('a\u001bb')).toBe('controlCharacters');
    expect(messageProblem('a\u007fb')).toBe('controlCharacters');
  });

  it('closes writing exactly 30 days after the application ended, never while it is open', () => {
    const ended = new Date('2026-11-01T10:00:00Z');
    expect(conversationWriteClosesAt(null)).toBeNull();
    expect(conversationWriteClosesAt(ended)).toBe(Date.parse('2026-12-01T10:00:00Z'));
  });

  it('words each message the server answers', () => {
    expect(CONVERSATION_MESSAGES.tooLong).toBe('A message can be at most 5,000 characters.');
    expect(CONVERSATION_MESSAGES.closed).toContain('more than 30 days ago');
  });
});

describe('links of notifications and e-mails', () => {
  it('builds each link from its route pattern', () => {
    expect(applicationLink('7d2e')).toBe('/c/applications/7d2e');
    expect(conversationLink('c', '7d2e')).toBe('/c/messages/7d2e');
    expect(conversationLink('b', '7d2e')).toBe('/b/messages/7d2e');
    expect(APP_LINK_PATTERNS.application).toBe('/c/applications/:id');
  });
});
