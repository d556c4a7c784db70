import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';

const meta = {
  title: 'Overlays/LogoutDialog',
  component: LogoutDialog,
  tags: ['autodocs'],
  args: { onConfirm: fn(), onCancel: fn() },
  argTypes: { isPending: { control: 'boolean' } },
  render: function Render(args) {
    const [open, setOpen] = useState(args.defaultOpen ?? false);
    return (
      <>
        <Button variant="ghost" onPress={() => setOpen(true)}>
          Logout
        </Button>
        <LogoutDialog {...args} isOpen={open} onOpenChange={setOpen} />
      </>
    );
  },
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultOpen: true, isPending: false },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
};

export const Matrix: Story = {
  render: (args) => (
    <StoryMatrix
      caption="LogoutDialog states"
      rows={['logout'] as const}
      columns={['idle', 'pending'] as const}
      render={(_row, state) => (
        <LogoutDialogOpener {...args} isPending={state === 'pending'} label={`Open (${state})`} />
      )}
    />
  ),
};

function LogoutDialogOpener({
  label,
  ...args
}: React.ComponentProps<typeof LogoutDialog> & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        {label}
      </Button>
      <LogoutDialog {...args} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

/** The spec's texts, word for word; Logout confirms. */
export const ConfirmLogout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to log out? You will need to sign in again to access your account.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Escape cancels and keeps the user signed in. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
