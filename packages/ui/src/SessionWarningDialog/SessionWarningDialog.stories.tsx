import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { vars } from '../theme/theme.css.ts';
import { SessionWarningDialog } from './SessionWarningDialog.tsx';

const meta = {
  title: 'Overlays/SessionWarningDialog',
  component: SessionWarningDialog,
  tags: ['autodocs'],
  args: { isOpen: true, secondsRemaining: 300, onStay: fn(), onLogout: fn() },
  argTypes: {
    secondsRemaining: { control: { type: 'range', min: 0, max: 300, step: 1 } },
    isPending: { control: 'boolean' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 460 } } },
} satisfies Meta<typeof SessionWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { secondsRemaining: 75, isPending: false } };

/** A live countdown, as the session timeout machine drives it (1 s ticks, story-only clock). */
export const LiveCountdown: Story = {
  args: { secondsRemaining: 65 },
  render: function Live(args) {
    const [seconds, setSeconds] = useState(args.secondsRemaining);
    const [open, setOpen] = useState(true);
    useEffect(() => {
      if (!open) return;
      const id = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
      return () => clearInterval(id);
    }, [open]);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Show warning again
        </Button>
        <SessionWarningDialog
          {...args}
          isOpen={open}
          secondsRemaining={seconds}
          onStay={() => {
            args.onStay();
            setOpen(false);
            setSeconds(args.secondsRemaining);
          }}
        />
      </>
    );
  },
};

/** Countdown states side by side (dialogs open one at a time, so the matrix shows the timers). */
export const Matrix: Story = {
  args: { isOpen: false },
  render: (args) => (
    <StoryMatrix
      caption="Countdown: seconds remaining × pending"
      rows={['300 s', '61 s', '60 s', '0 s'] as const}
      columns={['idle', 'pending'] as const}
      render={(row, state) => (
        <Opener {...args} secondsRemaining={parseInt(row, 10)} isPending={state === 'pending'} />
      )}
    />
  ),
  parameters: { docs: { story: { inline: true } } },
};

function Opener(props: React.ComponentProps<typeof SessionWarningDialog>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        Open at {props.secondsRemaining} s{props.isPending ? ', pending' : ''}
      </Button>
      <SessionWarningDialog {...props} isOpen={open} onStay={() => setOpen(false)} />
    </>
  );
}

const timer = (el: HTMLElement) => within(el.ownerDocument.body).getByRole('timer');

/** 61 s: still neutral. */
export const SixtyOneSeconds: Story = {
  args: { secondsRemaining: 61 },
  play: async ({ canvasElement }) => {
    await expect(timer(canvasElement)).toHaveTextContent('01:01');
    await expect(timer(canvasElement)).not.toHaveAttribute('data-critical');
  },
};

/** 60 s or less: the countdown turns red (R-SESSION-2). */
export const SixtySecondsTurnsRed: Story = {
  args: { secondsRemaining: 60 },
  play: async ({ canvasElement }) => {
    const el = timer(canvasElement);
    await expect(el).toHaveTextContent('01:00');
    await expect(el).toHaveAttribute('data-critical', 'true');
    // Compare with the theme's danger text colour, resolved through a probe element.
    const probe = canvasElement.ownerDocument.createElement('span');
    probe.style.color = vars.color.dangerText;
    canvasElement.ownerDocument.body.append(probe);
    await waitFor(() => expect(getComputedStyle(el).color).toBe(getComputedStyle(probe).color));
    probe.remove();
  },
};

/** "Stay Logged In" and "Logout Now". */
export const Buttons: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Your session is about to expire',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout Now' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay Logged In' }));
    await expect(args.onStay).toHaveBeenCalledTimes(1);
  },
};

/** Any key press counts as Stay Logged In (R-SESSION-3)… */
export const KeyPressStays: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.keyboard('a');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** …but Tab only moves focus, so a keyboard user can still choose Logout Now. */
export const KeyboardReachesLogoutNow: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const logout = within(dialog).getByRole('button', { name: 'Logout Now' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Stay Logged In' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

/** A click on the backdrop counts as Stay Logged In (R-SESSION-3). */
export const BackdropClickStays: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const backdrop = dialog.parentElement?.parentElement;
    await expect(backdrop).toBeTruthy();
    await userEvent.click(backdrop as HTMLElement);
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
