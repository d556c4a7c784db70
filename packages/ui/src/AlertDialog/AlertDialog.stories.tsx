import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { AlertDialog } from './AlertDialog.tsx';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  args: {
    title: 'Delete job posting?',
    children: 'The posting and its 12 applications will be removed. This cannot be undone.',
    confirmLabel: 'Delete posting',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['danger', 'primary'] },
    isPending: { control: 'boolean' },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultOpen: true, variant: 'danger', isPending: false },
  render: (args) => <AlertDialog {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
};

export const Matrix: Story = {
  render: (args) => (
    <StoryMatrix
      caption="AlertDialog variants × states"
      rows={['danger', 'primary'] as const}
      columns={['default', 'pending'] as const}
      render={(variant, state) => (
        <DialogTrigger>
          <Button variant="secondary" size="sm">
            Open {variant} {state}
          </Button>
          <AlertDialog {...args} variant={variant} isPending={state === 'pending'} />
        </DialogTrigger>
      )}
    />
  ),
};

/** A destructive confirmation starts on Cancel; confirming calls onConfirm and closes. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete job posting?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete posting' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancel with the keyboard: Enter on the focused Cancel button. */
export const CancelWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
