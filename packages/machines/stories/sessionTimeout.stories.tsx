import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import type { SessionApi, TabMessage } from '../src/index.ts';
import type { Deferred } from '../src/index.ts';
import {
  apiError,
  createManualActivitySource,
  deferred,
  createMemoryChannelHub,
  formatCountdown,
  isExtending,
  isWarningOpen,
  sessionTimeoutMachine,
  SteppingClock,
  toAuthEvent,
} from '../src/index.ts';
import {
  Button,
  Buttons,
  ClockControls,
  Demo,
  Log,
  palette,
  Panel,
  stateLabel,
  Toggle,
  Values,
  advanceBy,
  press,
} from './storyKit.tsx';

interface SessionTimeoutDemoProps {
  /** The extension call fails (toast "Failed to extend session", then sign-out). @default false */
  extendFails: boolean;
  /** Path shown when the demo starts: the redirect after expiry. @default '/c/jobs' */
  currentPath: string;
  /** The extension call waits for "Answer the extension call", to show the Extending state. @default false */
  holdExtension: boolean;
}

type SessionFlag = 'extendFails' | 'serverExpired' | 'heartbeat401' | 'holdExtension';

/** A fake session server whose answers the story's toggles change, with a log of its calls. */
function createFakeSessionServer(
  clock: SteppingClock,
  extendFails: boolean,
  holdExtension: boolean,
) {
  const flags: Record<SessionFlag, boolean> = {
    extendFails,
    serverExpired: false,
    heartbeat401: false,
    holdExtension,
  };
  let heldExtension: Deferred<unknown> | null = null;
  const calls: string[] = [];
  const record = (name: string) => calls.push(`${formatCountdown(clock.now() / 1000)} ${name}`);
  const api: SessionApi = {
    status: () => {
      record('GET session/status');
      return Promise.resolve({ isExpired: flags.serverExpired, expiresInSeconds: 600 });
    },
    extend: () => {
      record('POST session/extend');
      if (flags.holdExtension) {
        heldExtension = deferred<unknown>();
        return heldExtension.promise;
      }
      return flags.extendFails
        ? Promise.reject(apiError(500, 'Server Error'))
        : Promise.resolve({});
    },
    heartbeat: () => {
      record('POST session/heartbeat');
      return flags.heartbeat401
        ? Promise.reject(apiError(401, 'Unauthenticated.'))
        : Promise.resolve({});
    },
  };
  return {
    api,
    calls,
    flags: () => ({ ...flags }),
    setFlag: (name: SessionFlag, value: boolean) => {
      flags[name] = value;
    },
    /** Answers a held extension call: success, or a 500 when "Extension fails" is on. */
    answerExtension: () => {
      const held = heldExtension;
      heldExtension = null;
      if (!held) return;
      if (flags.extendFails) held.reject(apiError(500, 'Server Error'));
      else held.resolve({});
    },
  };
}

/** Drives sessionTimeoutMachine on a simulated clock with fake server calls and a second tab. */
function SessionTimeoutDemo({ extendFails, currentPath, holdExtension }: SessionTimeoutDemoProps) {
  const [setup] = useState(() => {
    const clock = new SteppingClock();
    const hub = createMemoryChannelHub<TabMessage>();
    return {
      clock,
      server: createFakeSessionServer(clock, extendFails, holdExtension),
      hub,
      otherTab: hub.connect(),
      activity: createManualActivitySource(),
    };
  });
  const [flags, setFlags] = useState(setup.server.flags);
  const setFlag = (name: SessionFlag, value: boolean) => {
    setup.server.setFlag(name, value);
    setFlags(setup.server.flags());
  };
  const actorRef = useActorRef(sessionTimeoutMachine, {
    clock: setup.clock,
    input: {
      api: setup.server.api,
      channel: setup.hub.connect(),
      activity: setup.activity,
      currentPath,
    },
  });
  const snapshot = useSelector(actorRef, (state) => state);
  const [emitted, setEmitted] = useState<string[]>([]);
  useEffect(() => {
    const subscription = actorRef.on('*', (event) =>
      setEmitted((log) => [
        ...log,
        event.type === 'toast.requested'
          ? `toast (${event.toast.type}): ${event.toast.message}`
          : `session.ended: ${event.reason}${event.message ? ` — ${event.message}` : ''}`,
      ]),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const { remainingSeconds, isCritical } = snapshot.context;
  const ended = snapshot.status === 'done' ? snapshot.output : undefined;

  return (
    <Demo title="Session timeout">
      <ClockControls
        clock={setup.clock}
        steps={[
          { label: '+10 s', ms: 10_000 },
          { label: '+1 min', ms: 60_000 },
          { label: '+5 min', ms: 300_000 },
          { label: '+10 min', ms: 600_000 },
        ]}
      />
      <Panel title="Warning dialog (preview)">
        {isWarningOpen(snapshot) ? (
          <div role="group" aria-label="Session warning">
            <p style={{ margin: '0 0 0.5rem' }}>
              Your session is about to expire. Time left:{' '}
              <output
                aria-label="Time left"
                style={{ color: isCritical ? palette.critical : palette.text, fontWeight: 700 }}
              >
                {formatCountdown(remainingSeconds ?? 0)}
              </output>
              {isCritical ? ' (critical: 60 s or less)' : ''}
            </p>
            <Buttons>
              <Button
                onPress={() => actorRef.send({ type: 'session.stayLoggedIn' })}
                disabled={isExtending(snapshot)}
              >
                {isExtending(snapshot) ? 'Extending…' : 'Stay Logged In'}
              </Button>
              <Button onPress={() => actorRef.send({ type: 'session.logoutNow' })}>
                Logout Now
              </Button>
            </Buttons>
          </div>
        ) : (
          <p style={{ margin: 0 }}>{ended ? 'Session ended.' : 'No warning showing.'}</p>
        )}
      </Panel>
      <Panel title="This tab">
        <Buttons>
          <Button onPress={() => setup.activity.emit('mouse')}>User activity</Button>
          <Button onPress={() => actorRef.send({ type: 'session.navigated', path: '/c/jobs/42' })}>
            Navigate to /c/jobs/42
          </Button>
        </Buttons>
        <Toggle
          label="Extension fails"
          checked={flags.extendFails}
          onChange={(v) => setFlag('extendFails', v)}
        />{' '}
        <Toggle
          label="Hold the extension call"
          checked={flags.holdExtension}
          onChange={(v) => setFlag('holdExtension', v)}
        />{' '}
        <Buttons>
          <Button onPress={() => setup.server.answerExtension()} disabled={!isExtending(snapshot)}>
            Answer the extension call
          </Button>
        </Buttons>
        <Toggle
          label="Server reports the session expired"
          checked={flags.serverExpired}
          onChange={(v) => setFlag('serverExpired', v)}
        />{' '}
        <Toggle
          label="Heartbeat answers 401"
          checked={flags.heartbeat401}
          onChange={(v) => setFlag('heartbeat401', v)}
        />
      </Panel>
      <Panel title="Another tab">
        <Buttons>
          <Button onPress={() => setup.otherTab.postMessage({ type: 'session.activity' })}>
            Other tab: activity
          </Button>
          <Button
            onPress={() =>
              setup.otherTab.postMessage({ type: 'session.ended', reason: 'loggedOut' })
            }
          >
            Other tab: logs out
          </Button>
        </Buttons>
      </Panel>
      <Panel title="State and context">
        <Values
          label="Session timeout state"
          entries={{
            state: snapshot.status === 'done' ? 'ended' : stateLabel(snapshot.value),
            remainingSeconds: remainingSeconds === null ? 'none' : String(remainingSeconds),
            isCritical: isCritical ? 'yes' : 'no',
            currentPath: snapshot.context.currentPath,
            activeSinceHeartbeat: snapshot.context.activeSinceHeartbeat ? 'yes' : 'no',
            output: ended ?? 'none',
            'auth event': ended ? (toAuthEvent(ended) ?? 'none') : 'none',
          }}
        />
      </Panel>
      <Panel title="Emitted events">
        <Log label="Emitted events" items={emitted} />
      </Panel>
      <Panel title="Server calls">
        <Log label="Server calls" items={setup.server.calls} />
      </Panel>
    </Demo>
  );
}

const meta = {
  title: 'Machines/Session timeout',
  component: SessionTimeoutDemo,
  args: { extendFails: false, currentPath: '/c/jobs', holdExtension: false },
  parameters: {
    docs: {
      description: {
        component:
          'sessionTimeoutMachine on a simulated clock: the warning opens at 10 min of inactivity with a 5-minute countdown (critical at 60 s); Stay Logged In extends, Logout Now or 0 ends the session. Change the args to start over.',
      },
    },
  },
} satisfies Meta<typeof SessionTimeoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the warning at 10 min, counts down to the critical minute, then stays logged in. */
export const StayLoggedIn: Story = {
  render: (args) => <SessionTimeoutDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No warning showing.')).toBeVisible();
    await advanceBy(canvasElement, '+10 min');
    await expect(await canvas.findByLabelText('Time left')).toHaveTextContent('5:00');
    for (let i = 0; i < 4; i += 1) {
      await advanceBy(canvasElement, '+1 min');
      await expect(await canvas.findByLabelText('Time left')).toHaveTextContent(`${4 - i}:00`);
    }
    await expect(canvas.getByTestId('value-isCritical')).toHaveTextContent('yes');
    await press(canvasElement, 'Stay Logged In');
    await expect(
      await canvas.findByText('toast (success): Session extended successfully'),
    ).toBeVisible();
    await expect(canvas.getByText('No warning showing.')).toBeVisible();
  },
};

/** The extension fails: error toast and the session ends. */
export const ExtensionFails: Story = {
  args: { extendFails: true },
  render: (args) => <SessionTimeoutDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await advanceBy(canvasElement, '+10 min');
    await press(canvasElement, 'Stay Logged In');
    await expect(await canvas.findByText('toast (error): Failed to extend session')).toBeVisible();
    await expect(canvas.getByTestId('value-state')).toHaveTextContent('ended');
    await expect(canvas.getByTestId('value-auth event')).toHaveTextContent('auth.logout');
  },
};

/** Nobody answers the warning: at 15 min the session expires with a redirect back. */
export const Expires: Story = {
  args: { currentPath: '/b/postings' },
  render: (args) => <SessionTimeoutDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await advanceBy(canvasElement, '+10 min');
    await advanceBy(canvasElement, '+5 min');
    await expect(
      await canvas.findByText(
        'session.ended: expired — Your session has expired. Please log in again.',
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('value-auth event')).toHaveTextContent(
      '"redirect":"/b/postings"',
    );
  },
};

/** Activity in another tab restarts this tab's timer. */
export const OtherTabActivity: Story = {
  render: (args) => <SessionTimeoutDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await advanceBy(canvasElement, '+5 min');
    await press(canvasElement, 'Other tab: activity');
    await advanceBy(canvasElement, '+5 min');
    await expect(canvas.getByText('No warning showing.')).toBeVisible();
    await advanceBy(canvasElement, '+5 min');
    await expect(await canvas.findByLabelText('Time left')).toBeVisible();
  },
};

/** Holds the extension call to show the Extending step, then answers it. */
export const ExtendingStep: Story = {
  args: { holdExtension: true },
  render: (args) => <SessionTimeoutDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await advanceBy(canvasElement, '+10 min');
    await press(canvasElement, 'Stay Logged In');
    await expect(await canvas.findByRole('button', { name: 'Extending…' })).toBeDisabled();
    await expect(canvas.getByTestId('value-state')).toHaveTextContent('dialog.extending');
    await press(canvasElement, 'Answer the extension call');
    await expect(
      await canvas.findByText('toast (success): Session extended successfully'),
    ).toBeVisible();
  },
};
