import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Toast, ToastPreset } from '../src/index.ts';
import {
  helperToastPreset,
  startupToastPreset,
  SteppingClock,
  toastsMachine,
} from '../src/index.ts';
import {
  advanceBy,
  Button,
  Buttons,
  ClockControls,
  Demo,
  Log,
  palette,
  Panel,
  press,
  stateLabel,
  Toggle,
  Values,
} from './storyKit.tsx';

const presets = { helper: helperToastPreset, startup: startupToastPreset } as const;

interface ToastsDemoProps {
  /** Which configuration (R-TOAST-4, R-TOAST-5) the toaster uses. @default 'helper' */
  preset: keyof typeof presets;
}

const typeColors: Record<Toast['type'], string> = {
  success: '#1e6b34',
  error: palette.critical,
  warning: '#8a4b00',
  info: palette.accent,
};

/** One toast: pauses while hovered or focused, with its progress, close button and action. */
function ToastView({
  toast,
  onEvent,
}: {
  toast: Toast;
  onEvent: (type: 'pause' | 'resume' | 'close' | 'action') => void;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  useEffect(() => {
    // Hover and focus within pause the toast (R-TOAST-3), as a toaster's useHover does.
    const element = ref.current;
    if (!element) return undefined;
    const pause = () => onEventRef.current('pause');
    const resume = () => onEventRef.current('resume');
    const events = [
      ['pointerenter', pause],
      ['pointerleave', resume],
      ['focusin', pause],
      ['focusout', resume],
    ] as const;
    for (const [type, handler] of events) element.addEventListener(type, handler);
    return () => {
      for (const [type, handler] of events) element.removeEventListener(type, handler);
    };
  }, []);
  return (
    <li
      ref={ref}
      style={{
        listStyle: 'none',
        border: `2px solid ${typeColors[toast.type]}`,
        borderRadius: '0.5rem',
        padding: '0.5rem 0.75rem',
        marginBottom: '0.5rem',
        background: palette.surface,
      }}
    >
      <p style={{ margin: 0, fontWeight: 700, color: typeColors[toast.type] }}>
        {toast.type}
        {toast.title ? `: ${toast.title}` : ''}
      </p>
      <p style={{ margin: '0 0 0.25rem' }}>{toast.message}</p>
      <progress
        aria-label={`Time shown: ${toast.message}`}
        value={toast.progress}
        max={1}
        style={{ width: '100%' }}
      />
      <p style={{ margin: 0 }}>{toast.paused ? 'Paused' : `${toast.duration} ms`}</p>
      <Buttons>
        {toast.action ? (
          <Button onPress={() => onEvent('action')}>{toast.action.label}</Button>
        ) : null}
        <Button onPress={() => onEvent('close')}>Close “{toast.message}”</Button>
      </Buttons>
    </li>
  );
}

/** Drives toastsMachine with either preset on a simulated clock (or in real time). */
function ToastsDemo({ preset }: ToastsDemoProps) {
  const [clock] = useState(() => new SteppingClock());
  const [realTime, setRealTime] = useState(false);
  const [actions, setActions] = useState<string[]>([]);
  const [count, setCount] = useState(1);
  const chosen: ToastPreset = presets[preset];
  const actorRef = useActorRef(toastsMachine, { clock, input: { preset: chosen } });
  const snapshot = useSelector(actorRef, (state) => state);
  useEffect(() => {
    if (!realTime) return undefined;
    const timer = setInterval(() => void clock.advance(100), 100);
    return () => clearInterval(timer);
  }, [clock, realTime]);
  const { toasts } = snapshot.context;

  return (
    <Demo title={`Toasts: ${chosen.name} preset`}>
      <ClockControls
        clock={clock}
        steps={[
          { label: '+100 ms', ms: 100 },
          { label: '+1 s', ms: 1000 },
          { label: '+5 s', ms: 5000 },
        ]}
      />
      <Toggle label="Run in real time" checked={realTime} onChange={setRealTime} />
      <Panel title="Add">
        <Buttons>
          <Button
            onPress={() => {
              actorRef.send({
                type: 'toast.add',
                toast: { type: 'info', message: `Message ${count}` },
              });
              setCount((n) => n + 1);
            }}
          >
            Add a new message
          </Button>
          <Button
            onPress={() =>
              actorRef.send({ type: 'toast.success', message: 'Notification deleted' })
            }
          >
            success(): Notification deleted
          </Button>
          <Button
            onPress={() =>
              actorRef.send({ type: 'toast.error', message: 'Failed to delete notification' })
            }
          >
            error(): Failed to delete notification
          </Button>
          <Button
            onPress={() =>
              actorRef.send({
                type: 'toast.add',
                toast: {
                  type: 'warning',
                  title: 'Notification deleted',
                  message: 'It is gone from every tab.',
                  action: {
                    label: 'Undo',
                    onPress: () => setActions((log) => [...log, 'Undo pressed']),
                  },
                },
              })
            }
          >
            Add with an Undo action
          </Button>
          <Button onPress={() => actorRef.send({ type: 'toast.dismissAll' })}>Dismiss all</Button>
        </Buttons>
      </Panel>
      <Panel title={`Toaster (${chosen.position}, at most ${chosen.maxToasts})`}>
        {toasts.length === 0 ? (
          <p style={{ margin: 0 }}>No toasts.</p>
        ) : (
          <ol aria-label="Toasts" style={{ margin: 0, padding: 0 }}>
            {toasts.map((toast) => (
              <ToastView
                key={toast.id}
                toast={toast}
                onEvent={(kind) =>
                  actorRef.send(
                    kind === 'close'
                      ? { type: 'toast.dismiss', id: toast.id }
                      : kind === 'action'
                        ? { type: 'toast.actionPressed', id: toast.id }
                        : { type: kind === 'pause' ? 'toast.pause' : 'toast.resume', id: toast.id },
                  )
                }
              />
            ))}
          </ol>
        )}
      </Panel>
      <Panel title="State and context">
        <Values
          label="Toasts state"
          entries={{
            state: stateLabel(snapshot.value),
            preset: chosen,
            toasts: toasts.map(({ id, type, message, duration, progress, paused }) => ({
              id,
              type,
              message,
              duration,
              progress: Math.round(progress * 100) / 100,
              paused,
            })),
          }}
        />
      </Panel>
      <Panel title="Actions pressed">
        <Log label="Actions pressed" items={actions} />
      </Panel>
    </Demo>
  );
}

const meta = {
  title: 'Machines/Toasts',
  component: ToastsDemo,
  args: { preset: 'helper' },
  argTypes: { preset: { control: 'inline-radio', options: Object.keys(presets) } },
  parameters: {
    docs: {
      description: {
        component:
          'toastsMachine with the two configurations of R-TOAST-4 and R-TOAST-5: helper (top-right, 5 s, helper methods 2 s, max 5) and start-up (bottom-right, 10 s, max 3). Hover or focus a toast to pause it.',
      },
    },
  },
} satisfies Meta<typeof ToastsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Helper preset: at most 5 (the oldest goes), helper methods last 2 s, an identical message refreshes. */
export const HelperPreset: Story = {
  render: (args) => <ToastsDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 6; i += 1) await press(canvasElement, 'Add a new message');
    await expect(
      within(canvas.getByRole('list', { name: 'Toasts' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(canvas.queryByText('Message 1')).toBeNull();
    await press(canvasElement, 'success(): Notification deleted');
    await press(canvasElement, 'success(): Notification deleted');
    await expect(canvas.getAllByText('Notification deleted')).toHaveLength(1);
    await advanceBy(canvasElement, '+1 s');
    await advanceBy(canvasElement, '+1 s');
    await expect(canvas.queryByText('Notification deleted')).toBeNull();
    await expect(canvas.getByText('Message 6')).toBeVisible();
  },
};

/** Start-up preset: at most 3, 10 s each; hovering pauses. */
export const StartupPreset: Story = {
  args: { preset: 'startup' },
  render: (args) => <ToastsDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 4; i += 1) await press(canvasElement, 'Add a new message');
    await expect(
      within(canvas.getByRole('list', { name: 'Toasts' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await userEvent.hover(canvas.getByText('Message 2'));
    await expect(await canvas.findByText('Paused')).toBeVisible();
    await advanceBy(canvasElement, '+5 s', { keyboard: true });
    await advanceBy(canvasElement, '+5 s', { keyboard: true });
    await expect(canvas.getByText('Message 2')).toBeVisible();
    await expect(canvas.queryByText('Message 3')).toBeNull();
  },
};

/** The action runs and closes its toast. */
export const Action: Story = {
  render: (args) => <ToastsDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvasElement, 'Add with an Undo action');
    await press(canvasElement, 'Undo');
    await expect(await canvas.findByText('Undo pressed')).toBeVisible();
    await expect(canvas.getByText('No toasts.')).toBeVisible();
  },
};
