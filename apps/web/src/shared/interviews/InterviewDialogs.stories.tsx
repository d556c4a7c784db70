import type { Interview } from '@hireloop/api';
import { INTERVIEW_MESSAGES } from '@hireloop/api/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withWebI18n } from '../../storybook/withWebI18n.tsx';
import { ProposalDialog } from './ProposalDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

/** The business's proposal dialog (issue 28): times typed in its own zone, checked by the shared rules. */
const meta = {
  title: 'Features/Interviews/ProposalDialog',
  component: ProposalDialog,
  decorators: [withWebI18n],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(() => Promise.resolve()),
    timeZone: 'Europe/Berlin',
  },
} satisfies Meta<typeof ProposalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a place it says what is missing; with one it sends the time as a UTC instant. */
export const NewProposal: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Propose an interview' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await expect(within(dialog).getByText(INTERVIEW_MESSAGES.locationRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Where/ }),
      'https://meet.example.com/maya',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a time' }));
    await expect(within(dialog).getAllByRole('group', { name: /Time \d/ })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'video',
        durationMinutes: 45,
        location: 'https://meet.example.com/maya',
        slots: [
          expect.stringMatching(/T09:00:00\.000Z$/),
          expect.stringMatching(/T10:00:00\.000Z$/),
        ],
      }),
    );
  },
};

const booked: Interview = {
  id: '00000000-0000-4000-8000-000000000911',
  applicationId: '00000000-0000-4000-8000-000000000104',
  job: { id: '00000000-0000-4000-8000-000000000204', title: 'Robotics Engineer' },
  otherParty: { role: 'customer', name: 'Luca Bianchi', avatarThumbUrl: null },
  kind: 'on_site',
  durationMinutes: 60,
  location: 'Northwind Robotics, 12 Harbour Street, Boston',
  note: null,
  slots: ['2026-11-22T17:00:00.000Z'],
  status: 'booked',
  startsAt: '2026-11-22T17:00:00.000Z',
  endsAt: '2026-11-22T18:00:00.000Z',
  reason: null,
  endedBy: null,
  sequence: 1,
  overlappingSlots: [],
  createdAt: '2026-11-20T11:30:00.000Z',
  updatedAt: '2026-11-20T11:30:00.000Z',
};

/** Rescheduling: the form holds the interview's offer; a time over another booked interview is flagged. */
export const RescheduleWithOverlap: Story = {
  args: {
    interview: {
      ...booked,
      id: '00000000-0000-4000-8000-000000000912',
      status: 'proposed',
      startsAt: null,
      endsAt: null,
    },
    booked: [booked],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Offer new times' });
    await expect(within(dialog).getByText('Overlaps another interview of yours')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Where/ })).toHaveValue(
      'Northwind Robotics, 12 Harbour Street, Boston',
    );
  },
};

/** The reason dialog: a blank reason is refused with the shared rule's words. */
export const DeclineReason: Story = {
  render: () => (
    <ReasonDialog
      action="decline"
      isOpen
      onOpenChange={fn()}
      onSubmit={fn(() => Promise.resolve())}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Decline the interview' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(within(dialog).getByText(INTERVIEW_MESSAGES.reasonRequired)).toBeVisible();
  },
};
