import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { ToastRegion, type ToastData, type ToastRegionProps } from './Toast.tsx';

const toasts: ToastData[] = [
  {
    id: 't1',
    title: null,
    message: 'Session extended successfully',
    type: 'success',
    duration: 5000,
    progress: 0.35,
  },
  {
    id: 't2',
    title: 'Application sent',
    message: 'Northwind will get back to you. Follow it under Applications.',
    type: 'info',
    duration: 5000,
    progress: 0.1,
    action: { label: 'View application' },
  },
];

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  args: {
    toasts,
    placement: 'top-right',
    onClose: fn(),
    onAction: fn(),
    onPause: fn(),
    onResume: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top-right', 'bottom-right'] },
    showProgress: { control: 'boolean' },
  },
  parameters: {
    layout: 'fullscreen',
    // The toaster is fixed to a corner of the window: give each story its own frame in the docs.
    docs: { story: { inline: false, height: '22rem' } },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { placement: 'bottom-right', showProgress: true } };

const states = (prefix: string): ToastData[] => [
  {
    id: `${prefix}-success`,
    title: null,
    message: 'Settings updated successfully',
    type: 'success',
    progress: 0.2,
  },
  {
    id: `${prefix}-error`,
    title: 'Upload failed',
    message: 'The logo may not be larger than 2 MB.',
    type: 'error',
    progress: 0.5,
    action: { label: 'Try again' },
  },
  {
    id: `${prefix}-warning`,
    title: 'Your session is about to expire',
    message: 'You will be signed out in 5 minutes.',
    type: 'warning',
    progress: 0.65,
    paused: true,
  },
  {
    id: `${prefix}-info`,
    title: null,
    message: 'Notification marked as read',
    type: 'info',
    progress: 0.9,
  },
];

/**
 * Both placements (R-TOAST-4, R-TOAST-5) × the four types, each in another state: message only, title with
 * an action, paused (dimmed bar), almost expired.
 */
export const Matrix: Story = {
  render: (args) => (
    <>
      <ToastRegion
        {...args}
        toasts={states('top')}
        placement="top-right"
        aria-label="Top-right toasts"
      />
      <ToastRegion
        {...args}
        toasts={states('bottom')}
        placement="bottom-right"
        aria-label="Bottom-right toasts"
      />
    </>
  ),
  parameters: { docs: { story: { inline: false, height: '52rem' } } },
};

/**
 * A story-only stand-in for the toasts machine: adds toasts, advances their progress every
 * 100 ms unless paused, drops them when their time is up, and handles close and action.
 */
function LiveToaster(props: ToastRegionProps & { durationMs?: number }) {
  const { durationMs = 5000, onClose, onAction, onPause, onResume } = props;
  const [list, setList] = useState<ToastData[]>([]);
  const next = useRef(1);
  useEffect(() => {
    const timer = setInterval(() => {
      setList((all) =>
        all
          .map((toast) =>
            toast.paused ? toast : { ...toast, progress: (toast.progress ?? 0) + 100 / durationMs },
          )
          .filter((toast) => (toast.progress ?? 0) < 1),
      );
    }, 100);
    return () => clearInterval(timer);
  }, [durationMs]);
  const update = (id: string, patch: Partial<ToastData>) =>
    setList((all) => all.map((toast) => (toast.id === id ? { ...toast, ...patch } : toast)));
  return (
    <Box padding="lg" display="flex" gap="xs">
      <Button
        onPress={() => {
          const id = `live-${next.current++}`;
          setList((all) => [
            ...all,
            {
              id,
              title: 'Job saved',
              message: 'Find it any time under Saved Jobs.',
              type: 'success',
              duration: durationMs,
              progress: 0,
              action: { label: 'Undo' },
            },
          ]);
        }}
      >
        Save job
      </Button>
      <ToastRegion
        {...props}
        toasts={list}
        onClose={(id) => {
          setList((all) => all.filter((toast) => toast.id !== id));
          onClose?.(id);
        }}
        onAction={(id) => {
          setList((all) => all.filter((toast) => toast.id !== id));
          onAction?.(id);
        }}
        onPause={(id) => {
          update(id, { paused: true });
          onPause?.(id);
        }}
        onResume={(id) => {
          update(id, { paused: false });
          onResume?.(id);
        }}
      />
    </Box>
  );
}

const barOf = (toast: HTMLElement) =>
  toast.querySelector<HTMLElement>('[aria-hidden="true"] > div')?.style.transform ?? '';

/** Hovering the toaster pauses its toasts (R-TOAST-3); leaving resumes them. */
export const PauseOnHover: Story = {
  args: { toasts: [] },
  render: (args) => <LiveToaster {...args} durationMs={20_000} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    const toast = await body.findByRole('alertdialog', { name: 'Job saved' });
    await userEvent.hover(toast);
    await expect(args.onPause).toHaveBeenCalledWith('live-1');
    const frozen = barOf(toast);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(barOf(toast)).toBe(frozen);
    await userEvent.unhover(toast);
    await expect(args.onResume).toHaveBeenCalledWith('live-1');
    await waitFor(() => expect(barOf(toast)).not.toBe(frozen));
  },
};

/** The close button dismisses the toast and reports it. */
export const Close: Story = {
  args: { toasts: [] },
  render: (args) => <LiveToaster {...args} durationMs={20_000} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    const toast = await body.findByRole('alertdialog', { name: 'Job saved' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onClose).toHaveBeenCalledWith('live-1');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Keyboard: Tab reaches the toast and its action, Enter runs it. */
export const Keyboard: Story = {
  args: { toasts: [] },
  render: (args) => <LiveToaster {...args} durationMs={20_000} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Save job' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: 'Job saved' });
    // The toaster comes after the page in the tab order: Tab reaches the toast, then its action.
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('live-1');
  },
};
