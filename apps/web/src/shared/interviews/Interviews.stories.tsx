import type { Interview } from '@hireloop/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withWebI18n } from '../../storybook/withWebI18n.tsx';
import { InterviewCard } from './InterviewCard.tsx';

/** An interview as the mock API's demo has it, in camelCase (issue 28). */
const proposal: Interview = {
  id: '00000000-0000-4000-8000-000000000901',
  applicationId: '00000000-0000-4000-8000-000000000101',
  job: { id: '00000000-0000-4000-8000-000000000201', title: 'Senior Frontend Engineer' },
  otherParty: { role: 'business', name: 'Lumen Health', avatarThumbUrl: null },
  kind: 'video',
  durationMinutes: 45,
  location: 'https://meet.example.com/lumen-frontend',
  note: 'Please bring a small component you are proud of.',
  slots: ['2026-11-24T15:00:00.000Z', '2026-11-24T17:00:00.000Z', '2026-11-25T15:00:00.000Z'],
  status: 'proposed',
  startsAt: null,
  endsAt: null,
  reason: null,
  endedBy: null,
  sequence: 0,
  overlappingSlots: [],
  createdAt: '2026-11-20T11:30:00.000Z',
  updatedAt: '2026-11-20T11:30:00.000Z',
};

const booked: Interview = {
  ...proposal,
  status: 'booked',
  startsAt: proposal.slots[1]!,
  endsAt: '2026-11-24T17:45:00.000Z',
  sequence: 1,
};

/** The interview card in each status, for the applicant (`c`) and the business (`b`). */
const meta = {
  title: 'Features/Interviews/InterviewCard',
  component: InterviewCard,
  decorators: [withWebI18n],
  args: {
    interview: proposal,
    area: 'c',
    timeZone: 'Europe/Berlin',
    onBook: fn(),
    onDecline: fn(),
    onAskOtherTimes: fn(),
    onCancel: fn(),
    onReschedule: fn(),
    onCalendar: fn(),
  },
} satisfies Meta<typeof InterviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The applicant books one of three times with one press, from the keyboard. */
export const ProposedToApplicant: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: /Book Tue, Nov 24, 6:00 PM/ });
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBook).toHaveBeenCalledWith('2026-11-24T17:00:00.000Z');
    await expect(canvas.getByRole('link', { name: /meet\.example\.com/ })).toBeVisible();
  },
};

/** The business sees the offered times; one overlaps another of its interviews. */
export const ProposedByBusiness: Story = {
  args: {
    area: 'b',
    interview: {
      ...proposal,
      otherParty: { role: 'customer', name: 'Maya Okafor', avatarThumbUrl: null },
      overlappingSlots: [proposal.slots[0]!],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overlaps another interview of yours')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Book/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Offer new times' }));
    await expect(args.onReschedule).toHaveBeenCalled();
  },
};

/** Booked: the time in the reader's zone, the calendar file and cancelling. */
export const Booked: Story = {
  args: { interview: booked },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Booked for Tue, Nov 24, 6:00 PM/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await expect(args.onCalendar).toHaveBeenCalled();
  },
};

/** A booking that lost the race: the card says the time is gone. */
export const BookingTaken: Story = {
  args: { error: 'This time is no longer available.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This time is no longer available.',
    );
  },
};

export const Declined: Story = {
  args: {
    area: 'b',
    interview: {
      ...proposal,
      status: 'declined',
      reason: 'I accepted another offer.',
      endedBy: 'customer',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Declined by the applicant: I accepted another offer.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: {
    interview: {
      ...booked,
      status: 'cancelled',
      reason: 'The hiring manager is travelling.',
      endedBy: 'business',
      sequence: 2,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Cancelled by the employer: The hiring manager is travelling.',
      ),
    ).toBeVisible();
  },
};

export const Completed: Story = {
  args: { interview: { ...booked, status: 'completed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Done')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel interview' })).toBeNull();
  },
};
