import { ApiError } from '@hireloop/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withWebI18n } from '../../storybook/withWebI18n.tsx';
import { MoveApplicationsDialog } from './MoveApplicationsDialog.tsx';

/** The confirmation of a pipeline board move: applicants, stage, one note. */
const meta = {
  title: 'Features/Applications/MoveApplicationsDialog',
  component: MoveApplicationsDialog,
  decorators: [withWebI18n],
  args: {
    names: ['Maya Okafor', 'Jon Berg'],
    target: null,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MoveApplicationsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Move selected": the stage is chosen here; without one the dialog says what is missing. */
export const ChooseStage: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applicants' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(
      within(dialog).getByText('Choose the stage to move the applicants to.'),
    ).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Move to/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Offer made' }));
    await userEvent.type(within(dialog).getByRole('textbox'), '  See you Monday  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('offered', 'See you Monday');
  },
};

/** A drop or a card's "Move to": the stage is given. */
export const ToStage: Story = {
  args: { names: ['Maya Okafor'], target: 'interviewing' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Move 1 applicant to Interviewing',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('interviewing', null);
  },
};

/** "Reject selected". */
export const Reject: Story = {
  args: { target: 'rejected' },
};

/** Refused by the status rules: one reason per applicant, nothing moved. */
export const Refused: Story = {
  args: {
    target: 'rejected',
    error: new ApiError('Nothing was moved: 1 of 2 applications cannot be moved.', {
      status: 422,
      errors: {
        'applicationIds.0': [
          'Maya Okafor: This application is already hired and can no longer change status.',
        ],
      },
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 applicants' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Maya Okafor: This application is already hired and can no longer change status.',
    );
  },
};
