/**
 * The rules of interviews (issue 28, decision 237), written once for the server (422s), the mock
 * API and the proposal form: the limits of a proposal, its field problems, a reason's problem,
 * when a booked interview ends and whether two interviews overlap. Times are instants (UTC); the
 * business picks them in its own time zone in the browser.
 */
import type { components } from './generated/schema.ts';

type InterviewKind = components['schemas']['InterviewKind'];

/** The limits of an interview; units in each name. Checked against the contract by interviews.test.ts. */
export const INTERVIEW_LIMITS = {
  /** Shortest interview, minutes (the contract's `duration_minutes.minimum`). */
  minDurationMinutes: 15,
  /** Longest interview, minutes (the contract's `duration_minutes.maximum`). */
  maxDurationMinutes: 240,
  /** Most start times a proposal offers (the contract's `slots.maxItems`). */
  maxSlots: 10,
  /** Longest `location`, characters. */
  locationMaxLength: 500,
  /** Longest `note`, characters. */
  noteMaxLength: 2_000,
  /** Longest decline or cancel `reason`, characters. */
  reasonMaxLength: 1_000,
  /** Reminders go out this long before a booked start (24 hours, then 1 hour), ms. */
  reminderLeadsMs: [24 * 60 * 60 * 1000, 60 * 60 * 1000],
} as const;

/** The API's messages of the interview rules. */
export const INTERVIEW_MESSAGES = {
  durationRange: `The length must be ${INTERVIEW_LIMITS.minDurationMinutes}–${INTERVIEW_LIMITS.maxDurationMinutes} minutes.`,
  locationRequired: 'Say where the interview happens: a link, a phone number or an address.',
  locationTooLong: `The place can be at most ${INTERVIEW_LIMITS.locationMaxLength} characters.`,
  noteTooLong: `The note can be at most ${INTERVIEW_LIMITS.noteMaxLength.toLocaleString('en-US')} characters.`,
  controlCharacters: 'The text cannot contain control characters.',
  slotsRequired: 'Offer at least one time.',
  slotsTooMany: `Offer at most ${INTERVIEW_LIMITS.maxSlots} times.`,
  slotsDuplicate: 'Each time can be offered only once.',
  slotsPast: 'Every offered time must be in the future.',
  slotInvalid: 'A time is not a valid date and time.',
  slotNotOffered: 'This time was not offered.',
  slotPast: 'This time has passed. Pick another one or ask for other times.',
  reasonRequired: 'Give a reason.',
  reasonTooLong: `A reason can be at most ${INTERVIEW_LIMITS.reasonMaxLength.toLocaleString('en-US')} characters.`,
  alreadyOpen: 'This application already has an open interview. Reschedule or cancel it first.',
  applicationEnded: 'This application has ended; no interview can be proposed.',
  alreadyBooked: 'This interview is already booked.',
  notProposed: 'This interview is no longer open for booking.',
  notDeclinable: 'Only a proposed interview can be declined.',
  notCancellable: 'This interview can no longer be cancelled.',
  notReschedulable: 'This interview can no longer be rescheduled.',
  notBooked: 'This interview has no booked time yet.',
} as const;

/** A proposal as the form or a request gives it (before the contract's checks). */
export interface InterviewProposalInput {
  kind: InterviewKind;
  duration_minutes: number;
  location: string;
  note?: string | null;
  slots: readonly string[];
}

/** The fields of a proposal that can be wrong. */
export type ProposalField = 'duration_minutes' | 'location' | 'note' | 'slots';

/* eslint-disable no-control-regex -- refusing control characters is the point */
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/** Epoch ms of an RFC 3339 time, or NaN when it is not one. */
const instant = (value: string): number =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? Date.parse(value)
    : Number.NaN;

/**
 * What is wrong with a proposal at `now`, per field (the messages of {@link INTERVIEW_MESSAGES});
 * an empty object when it can be sent. Slots: 1–{@link INTERVIEW_LIMITS.maxSlots}, valid times,
 * all different instants (`…T15:00Z` and `…T16:00+01:00` are one), all after `now`.
 */
export function proposalProblems(
  input: InterviewProposalInput,
  now: Date,
): Partial<Record<ProposalField, string>> {
  const problems: Partial<Record<ProposalField, string>> = {};
  const minutes = input.duration_minutes;
  if (
    !Number.isInteger(minutes) ||
    minutes < INTERVIEW_LIMITS.minDurationMinutes ||
    minutes > INTERVIEW_LIMITS.maxDurationMinutes
  )
    problems.duration_minutes = INTERVIEW_MESSAGES.durationRange;
  if (input.location.trim() === '') problems.location = INTERVIEW_MESSAGES.locationRequired;
  else if ([...input.location].length > INTERVIEW_LIMITS.locationMaxLength)
    problems.location = INTERVIEW_MESSAGES.locationTooLong;
  else if (LINE_CONTROL.test(input.location))
    problems.location = INTERVIEW_MESSAGES.controlCharacters;
  const note = input.note ?? '';
  if ([...note].length > INTERVIEW_LIMITS.noteMaxLength)
    problems.note = INTERVIEW_MESSAGES.noteTooLong;
  else if (TEXT_CONTROL.test(note)) problems.note = INTERVIEW_MESSAGES.controlCharacters;
  const times = input.slots.map(instant);
  if (times.length === 0) problems.slots = INTERVIEW_MESSAGES.slotsRequired;
  else if (times.length > INTERVIEW_LIMITS.maxSlots)
    problems.slots = INTERVIEW_MESSAGES.slotsTooMany;
  else if (times.some(Number.isNaN)) problems.slots = INTERVIEW_MESSAGES.slotInvalid;
  else if (new Set(times).size !== times.length) problems.slots = INTERVIEW_MESSAGES.slotsDuplicate;
  else if (times.some((time) => time <= now.getTime()))
    problems.slots = INTERVIEW_MESSAGES.slotsPast;
  return problems;
}

/** What is wrong with a decline or cancel reason, or null when it can be sent. */
export function reasonProblem(reason: string): string | null {
  if (reason.trim() === '') return INTERVIEW_MESSAGES.reasonRequired;
  if ([...reason].length > INTERVIEW_LIMITS.reasonMaxLength)
    return INTERVIEW_MESSAGES.reasonTooLong;
  if (TEXT_CONTROL.test(reason)) return INTERVIEW_MESSAGES.controlCharacters;
  return null;
}

/** The end of an interview starting at `start` lasting `minutes` minutes. */
export const interviewEnd = (start: Date, minutes: number): Date =>
  new Date(start.getTime() + minutes * 60_000);

/**
 * Whether `[aStart, aStart + aMinutes)` and `[bStart, bStart + bMinutes)` overlap (touching ends
 * do not: a 10:00–10:30 and a 10:30 interview fit).
 */
export function interviewsOverlap(
  aStart: Date,
  aMinutes: number,
  bStart: Date,
  bMinutes: number,
): boolean {
  return (
    aStart.getTime() < interviewEnd(bStart, bMinutes).getTime() &&
    bStart.getTime() < interviewEnd(aStart, aMinutes).getTime()
  );
}

/** The normal form of an offered time: its instant in ISO 8601 UTC with milliseconds. */
export const normalSlot = (value: string): string => new Date(instant(value)).toISOString();
