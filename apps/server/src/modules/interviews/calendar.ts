/**
 * The calendar invitation of a booked interview (issue 28, decision 237): one VEVENT whose UID is
 * the interview's id and whose SEQUENCE is the interview's `sequence`, start and end in UTC,
 * METHOD:REQUEST while booked and METHOD:CANCEL (STATUS:CANCELLED) once cancelled or replaced by
 * a new proposal. The text (RFC 5545 escaping, line folding, DTSTAMP) is ical-generator's.
 * The same document is e-mailed to both sides and served by `getInterviewCalendar`.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** What the invitation shows. */
export interface InvitationInput {
  /** The interview's id (the UID). */
  id: string;
  /** The interview's `sequence` after the change. */
  sequence: number;
  /** REQUEST while booked, CANCEL when the booked time no longer holds. */
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  durationMinutes: number;
  /** The job's title and the company: the event's summary. */
  jobTitle: string;
  companyName: string;
  applicantName: string;
  kind: 'video' | 'phone' | 'on_site';
  location: string;
  note: string | null;
  /** The organizer's address (the marketplace's sender address, not a person's). */
  organizerEmail: string;
  /** Absolute link to the conversation, added as the event's URL. */
  url: string;
  /** DTSTAMP: when the invitation was made. */
  now: Date;
}

/** The kind's words in the summary. */
const KIND_WORDS = {
  video: 'Video interview',
  phone: 'Phone interview',
  on_site: 'On-site interview',
};

/** The iCalendar text (CRLF lines) of the invitation `input` describes. */
export function invitationCalendar(input: InvitationInput): string {
  const calendar = ical({
    prodId: { company: 'Hireloop', product: 'Interviews', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.id,
    sequence: input.sequence,
    stamp: input.now,
    start: input.start,
    end: new Date(input.start.getTime() + input.durationMinutes * 60_000),
    timezone: 'UTC',
    summary: `${KIND_WORDS[input.kind]}: ${input.jobTitle} at ${input.companyName}`,
    description: [
      `${KIND_WORDS[input.kind]} with ${input.applicantName} for ${input.jobTitle} at ${input.companyName}.`,
      `Where: ${input.location}`,
      input.note ? `Note: ${input.note}` : null,
      `Conversation: ${input.url}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: input.location,
    url: input.url,
    organizer: { name: input.companyName, email: input.organizerEmail },
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
