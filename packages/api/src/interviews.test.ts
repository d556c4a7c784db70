/** The interview rules (issue 28, decision 237) at their boundaries, as server, mock and form use them. */
import { describe, expect, it } from 'vitest';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  interviewEnd,
  interviewsOverlap,
  normalSlot,
  proposalProblems,
  reasonProblem,
  type InterviewProposalInput,
} from './interviews.ts';

const NOW = new Date('2026-12-01T12:00:00.000Z');
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();
const proposal = (changes: Partial<InterviewProposalInput> = {}): InterviewProposalInput => ({
  kind: 'video',
  duration_minutes: 45,
  location: 'https://meet.example.com/x',
  note: null,
  slots: [hoursLater(24)],
  ...changes,
});

describe('proposalProblems', () => {
  it('takes 15 and 240 minutes and refuses 14, 241 and a fraction', () => {
    for (const minutes of [
      INTERVIEW_LIMITS.minDurationMinutes,
      INTERVIEW_LIMITS.maxDurationMinutes,
    ])
      expect(proposalProblems(proposal({ duration_minutes: minutes }), NOW)).toEqual({});
    for (const minutes of [
      INTERVIEW_LIMITS.minDurationMinutes - 1,
      INTERVIEW_LIMITS.maxDurationMinutes + 1,
      30.5,
    ])
      expect(proposalProblems(proposal({ duration_minutes: minutes }), NOW)).toEqual({
        duration_minutes: INTERVIEW_MESSAGES.durationRange,
      });
  });

  it('takes 1 to 10 times and refuses none and 11', () => {
    const times = (n: number) => Array.from({ length: n }, (_, i) => hoursLater(i + 1));
    expect(proposalProblems(proposal({ slots: times(INTERVIEW_LIMITS.maxSlots) }), NOW)).toEqual(
      {},
    );
    expect(proposalProblems(proposal({ slots: [] }), NOW).slots).toBe(
      INTERVIEW_MESSAGES.slotsRequired,
    );
    expect(
      proposalProblems(proposal({ slots: times(INTERVIEW_LIMITS.maxSlots + 1) }), NOW).slots,
    ).toBe(INTERVIEW_MESSAGES.slotsTooMany);
  });

  it('refuses one instant written twice, a past or present time and a non-time', () => {
    expect(
      proposalProblems(
        proposal({ slots: ['2026-12-02T15:00:00Z', '2026-12-02T16:00:00+01:00'] }),
        NOW,
      ).slots,
    ).toBe(INTERVIEW_MESSAGES.slotsDuplicate);
    expect(proposalProblems(proposal({ slots: [NOW.toISOString()] }), NOW).slots).toBe(
      INTERVIEW_MESSAGES.slotsPast,
    );
    expect(
      proposalProblems(proposal({ slots: [new Date(NOW.getTime() + 1).toISOString()] }), NOW),
    ).toEqual({});
    expect(proposalProblems(proposal({ slots: ['next Tuesday'] }), NOW).slots).toBe(
      INTERVIEW_MESSAGES.slotInvalid,
    );
  });

  it('needs a place of at most 500 characters on one line, and a note of at most 2,000', () => {
    expect(proposalProblems(proposal({ location: ' ' }), NOW).location).toBe(
      INTERVIEW_MESSAGES.locationRequired,
    );
    expect(
      proposalProblems(proposal({ location: 'x'.repeat(INTERVIEW_LIMITS.locationMaxLength) }), NOW),
    ).toEqual({});
    expect(
      proposalProblems(
        proposal({ location: 'x'.repeat(INTERVIEW_LIMITS.locationMaxLength + 1) }),
        NOW,
      ).location,
    ).toBe(INTERVIEW_MESSAGES.locationTooLong);
    expect(proposalProblems(proposal({ location: 'a\nb' }), NOW).location).toBe(
      INTERVIEW_MESSAGES.controlCharacters,
    );
    expect(
      proposalProblems(
        proposal({ note: 'line\n'.repeat(INTERVIEW_LIMITS.noteMaxLength / 5) }),
        NOW,
      ),
    ).toEqual({});
    expect(
      proposalProblems(proposal({ note: 'x'.repeat(INTERVIEW_LIMITS.noteMaxLength + 1) }), NOW)
        .note,
    ).toBe(INTERVIEW_MESSAGES.noteTooLong);
  });
});

describe('reasonProblem', () => {
  it('needs a reason of 1 to 1,000 characters without control characters', () => {
    expect(reasonProblem('  ')).toBe(INTERVIEW_MESSAGES.reasonRequired);
    expect(reasonProblem('x'.repeat(INTERVIEW_LIMITS.reasonMaxLength))).toBeNull();
    expect(reasonProblem('x'.repeat(INTERVIEW_LIMITS.reasonMaxLength + 1))).toBe(
      INTERVIEW_MESSAGES.reasonTooLong,
    );
    expect(reasonProblem('a\u0007b')).toBe(INTERVIEW_MESSAGES.controlCharacters);
  });
});

describe('interview times', () => {
  it('ends after its length; touching interviews do not overlap, one minute more does', () => {
    const ten = new Date('2026-12-02T10:00:00Z');
    expect(interviewEnd(ten, 30).toISOString()).toBe('2026-12-02T10:30:00.000Z');
    expect(interviewsOverlap(ten, 30, new Date('2026-12-02T10:30:00Z'), 30)).toBe(false);
    expect(interviewsOverlap(ten, 31, new Date('2026-12-02T10:30:00Z'), 30)).toBe(true);
    expect(interviewsOverlap(new Date('2026-12-02T09:00:00Z'), 240, ten, 15)).toBe(true);
  });

  it('writes an offered time in one normal form', () => {
    expect(normalSlot('2026-12-02T16:00:00+01:00')).toBe('2026-12-02T15:00:00.000Z');
    expect(normalSlot('2026-12-02T15:00Z')).toBe('2026-12-02T15:00:00.000Z');
  });

  it('reminds 24 hours and 1 hour ahead', () => {
    expect(INTERVIEW_LIMITS.reminderLeadsMs).toEqual([86_400_000, 3_600_000]);
  });
});
