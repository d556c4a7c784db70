import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import type { NotificationItem, NotificationsApi } from '../src/index.ts';
import {
  apiError,
  createManualActivitySource,
  createManualVisibilitySource,
  isPollingPaused,
  notificationPollingMachine,
  SteppingClock,
} from '../src/index.ts';
import {
  Button,
  Buttons,
  ClockControls,
  Demo,
  formatClock,
  Log,
  Panel,
  stateLabel,
  Toggle,
  Values,
  advanceBy,
  press,
} from './storyKit.tsx';

const nextFailures = [
  'none',
  '500 Server Error',
  '429 Retry-After: 30',
  '429 without Retry-After',
] as const;

interface NotificationPollingDemoProps {
  /** Mark read, toggle important and delete fail on the server (the change rolls back). @default false */
  mutationsFail: boolean;
}

function notification(id: number, message: string, isRead = false): NotificationItem {
  return { id, message, timestamp: '2026-11-20T09:00:00Z', isRead, isImportant: false };
}

type NextFailure = (typeof nextFailures)[number];

/** A fake notification server whose list and failures the story's buttons change. */
function createFakeNotificationServer(clock: SteppingClock, initiallyFailing: boolean) {
  let items = [
    notification(2, 'Acme viewed your application'),
    notification(1, 'Welcome to Hireloop', true),
  ];
  let nextId = 3;
  let nextFailure: NextFailure = 'none';
  let mutationsFail = initiallyFailing;
  const calls: string[] = [];
  const record = (name: string) => calls.push(`${formatClock(clock.now())} ${name}`);
  const mutate = (name: string, change: () => void): Promise<{ message: null }> => {
    record(name);
    if (mutationsFail) return Promise.reject(apiError(500, ''));
    change();
    return Promise.resolve({ message: null });
  };
  const api: NotificationsApi = {
    list: () => {
      record('GET notifications');
      const failure = nextFailure;
      nextFailure = 'none';
      if (failure === '500 Server Error') return Promise.reject(apiError(500, 'Server Error'));
      if (failure === '429 Retry-After: 30') {
        return Promise.reject(apiError(429, 'Too Many Attempts.', { retryAfterSeconds: 30 }));
      }
      if (failure === '429 without Retry-After') {
        return Promise.reject(apiError(429, 'Too Many Attempts.'));
      }
      return Promise.resolve({
        notifications: items.map((item) => ({ ...item })),
        unreadCount: items.filter((item) => !item.isRead).length,
      });
    },
    markRead: (id) =>
      mutate(`POST mark-read/${id}`, () => {
        items = items.map((item) => (item.id === id ? { ...item, isRead: true } : item));
      }),
    readAll: () =>
      mutate('POST read-all', () => {
        items = items.map((item) => ({ ...item, isRead: true }));
      }),
    toggleImportant: (id) =>
      mutate(`POST toggle-important/${id}`, () => {
        items = items.map((item) =>
          item.id === id ? { ...item, isImportant: !item.isImportant } : item,
        );
      }),
    remove: (id) =>
      mutate(`DELETE delete/${id}`, () => {
        items = items.filter((item) => item.id !== id);
      }),
  };
  return {
    api,
    calls,
    settings: () => ({ nextFailure, mutationsFail }),
    addNotification: () => {
      items = [notification(nextId, `New message #${nextId}`), ...items];
      nextId += 1;
    },
    failNextList: (failure: NextFailure) => {
      nextFailure = failure;
    },
    setMutationsFail: (value: boolean) => {
      mutationsFail = value;
    },
  };
}

/** Drives notificationPollingMachine on a simulated clock with a fake server list. */
function NotificationPollingDemo({ mutationsFail }: NotificationPollingDemoProps) {
  const [setup] = useState(() => {
    const clock = new SteppingClock();
    return {
      clock,
      server: createFakeNotificationServer(clock, mutationsFail),
      visibility: createManualVisibilitySource(true),
      activity: createManualActivitySource(),
    };
  });
  const [settings, setSettings] = useState(setup.server.settings);
  const [visible, setVisible] = useState(true);
  const actorRef = useActorRef(notificationPollingMachine, {
    clock: setup.clock,
    input: { api: setup.server.api, visibility: setup.visibility, activity: setup.activity },
  });
  const snapshot = useSelector(actorRef, (state) => state);
  const [toasts, setToasts] = useState<string[]>([]);
  useEffect(() => {
    const subscription = actorRef.on('toast.requested', ({ toast }) =>
      setToasts((log) => [...log, `${toast.type}: ${toast.message}`]),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const { context } = snapshot;
  const changeServer = (change: () => void) => {
    change();
    setSettings(setup.server.settings());
  };

  return (
    <Demo title="Notification polling">
      <ClockControls
        clock={setup.clock}
        steps={[
          { label: '+10 s', ms: 10_000 },
          { label: '+1 min', ms: 60_000 },
          { label: '+5 min', ms: 300_000 },
        ]}
      />
      <Panel title="Server">
        <Buttons>
          <Button onPress={() => setup.server.addNotification()}>A new notification arrives</Button>
          {nextFailures.slice(1).map((failure) => (
            <Button
              key={failure}
              onPress={() => changeServer(() => setup.server.failNextList(failure))}
            >
              Next list call: {failure}
            </Button>
          ))}
        </Buttons>
        <Toggle
          label="Actions fail on the server"
          checked={settings.mutationsFail}
          onChange={(value) => changeServer(() => setup.server.setMutationsFail(value))}
        />
        <p style={{ margin: '0.5rem 0 0' }}>Next list call: {settings.nextFailure}</p>
      </Panel>
      <Panel title="Browser">
        <Buttons>
          <Button
            onPress={() => {
              setup.visibility.set(!visible);
              setVisible(!visible);
            }}
          >
            {visible ? 'Hide the tab' : 'Show the tab'}
          </Button>
          <Button onPress={() => setup.activity.emit('mouse')}>User activity</Button>
          <Button onPress={() => actorRef.send({ type: 'notifications.refresh' })}>
            Open the notifications screen
          </Button>
          <Button onPress={() => actorRef.send({ type: 'notifications.refresh', force: true })}>
            Force refresh
          </Button>
          <Button onPress={() => actorRef.send({ type: 'notifications.readAll' })}>
            Mark all read
          </Button>
        </Buttons>
      </Panel>
      <Panel title={`Notifications (${context.unreadCount} unread)`}>
        {context.notifications.length === 0 ? (
          <p style={{ margin: 0 }}>No notifications.</p>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {context.notifications.map((item) => (
              <li key={item.id} style={{ marginBottom: '0.5rem' }}>
                <span style={{ fontWeight: item.isRead ? 400 : 700 }}>{item.message}</span>
                {item.isImportant ? ' (important)' : ''} {item.isRead ? '(read)' : '(unread)'}
                <Buttons>
                  <Button
                    onPress={() => actorRef.send({ type: 'notifications.markRead', id: item.id })}
                    disabled={item.isRead}
                  >
                    Mark “{item.message}” read
                  </Button>
                  <Button
                    onPress={() =>
                      actorRef.send({ type: 'notifications.toggleImportant', id: item.id })
                    }
                  >
                    Toggle important: “{item.message}”
                  </Button>
                  <Button
                    onPress={() => actorRef.send({ type: 'notifications.delete', id: item.id })}
                  >
                    Delete “{item.message}”
                  </Button>
                </Buttons>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="State and context">
        <Values
          label="Notification polling state"
          entries={{
            state: snapshot.status === 'done' ? 'stopped' : stateLabel(snapshot.value),
            paused: isPollingPaused(snapshot) ? 'yes' : 'no',
            intervalMs: String(context.intervalMs),
            nextDelayMs: String(context.nextDelayMs),
            unreadCount: String(context.unreadCount),
            pending: context.pending.map((entry) => entry.mutation.kind),
            error: context.error ?? 'none',
          }}
        />
      </Panel>
      <Panel title="Toasts asked for">
        <Log label="Toasts asked for" items={toasts} />
      </Panel>
      <Panel title="Server calls">
        <Log label="Server calls" items={setup.server.calls} />
      </Panel>
    </Demo>
  );
}

const meta = {
  title: 'Machines/Notification polling',
  component: NotificationPollingDemo,
  args: { mutationsFail: false },
  parameters: {
    docs: {
      description: {
        component:
          'notificationPollingMachine on a simulated clock: 60 s interval (60–300 s), doubling on error, Retry-After + 1 s on 429, ÷1.5 when nothing new, paused while hidden or after 5 min idle, list fresh for 60 s, optimistic actions.',
      },
    },
  },
} satisfies Meta<typeof NotificationPollingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Polls after 60 s; a failed poll doubles the interval to 120 s; a 429 waits 31 s. */
export const Backoff: Story = {
  render: (args) => <NotificationPollingDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acme viewed your application')).toBeVisible();
    await press(canvasElement, 'Next list call: 500 Server Error');
    await advanceBy(canvasElement, '+1 min');
    await expect(canvas.getByTestId('value-intervalMs')).toHaveTextContent('120000');
    await press(canvasElement, 'Next list call: 429 Retry-After: 30');
    await advanceBy(canvasElement, '+1 min');
    await advanceBy(canvasElement, '+1 min');
    await expect(canvas.getByTestId('value-nextDelayMs')).toHaveTextContent('31000');
  },
};

/** Marking read is immediate; when the server fails it rolls back with the spec's message. */
export const ActionRollsBack: Story = {
  args: { mutationsFail: true },
  render: (args) => <NotificationPollingDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvasElement, 'Mark “Acme viewed your application” read');
    await expect(
      await canvas.findByText('error: Failed to mark notification as read'),
    ).toBeVisible();
    await expect(canvas.getByTestId('value-unreadCount')).toHaveTextContent('1');
  },
};

/** Hidden tabs do not poll; showing the tab again fetches the stale list. */
export const HiddenTab: Story = {
  render: (args) => <NotificationPollingDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvasElement, 'Hide the tab');
    await expect(canvas.getByTestId('value-paused')).toHaveTextContent('yes');
    await press(canvasElement, 'A new notification arrives');
    await advanceBy(canvasElement, '+5 min');
    await expect(canvas.queryByText('New message #3')).toBeNull();
    await press(canvasElement, 'Show the tab');
    await expect(await canvas.findByText('New message #3')).toBeVisible();
  },
};
