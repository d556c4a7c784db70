import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { AuthApi, AuthResult, AuthUser, TabMessage } from '../src/index.ts';
import {
  apiError,
  authMachine,
  createMemoryChannelHub,
  createMemoryStorage,
  hasRole,
  loginUrl,
  needsSessionTimeout,
  POSTING_DRAFT_STORAGE_KEY,
} from '../src/index.ts';
import { Button, Buttons, Choice, Demo, Log, Panel, stateLabel, Values } from './storyKit.tsx';

const customer: AuthUser = {
  id: 7,
  role: 'customer',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
const business: AuthUser = { id: 9, role: 'business', email: 'hr@acme.test', businessName: 'Acme' };

const loginOutcomes = ['success', 'wrong password', 'invalid response', 'network error'] as const;
const registerOutcomes = ['success', 'field errors', 'server message', 'network error'] as const;
const logoutOutcomes = ['server message', 'call fails'] as const;

interface AuthDemoProps {
  /** What the login call answers. @default 'success' */
  loginOutcome: (typeof loginOutcomes)[number];
  /** What the register call answers. @default 'success' */
  registerOutcome: (typeof registerOutcomes)[number];
  /** What the logout call answers. @default 'server message' */
  logoutOutcome: (typeof logoutOutcomes)[number];
}

/** A fake auth server (300 ms a call) whose answers the story's selects change. */
function createFakeAuthServer(initial: AuthDemoProps) {
  const outcomes = { ...initial };
  const delay = <T,>(result: () => Promise<T>) =>
    new Promise<void>((resolve) => setTimeout(resolve, 300)).then(result);
  const api: AuthApi = {
    login: () =>
      delay((): Promise<AuthResult> => {
        switch (outcomes.loginOutcome) {
          case 'success':
            return Promise.resolve({ user: customer, token: 'token-1', roles: ['customer'] });
          case 'wrong password':
            return Promise.reject(apiError(422, 'These credentials do not match our records.'));
          case 'invalid response':
            return Promise.resolve({ user: customer });
          case 'network error':
            return Promise.reject(new TypeError('Failed to fetch'));
        }
      }),
    register: () =>
      delay((): Promise<AuthResult> => {
        switch (outcomes.registerOutcome) {
          case 'success':
            return Promise.resolve({ user: business, token: 'token-2', roles: ['business'] });
          case 'field errors':
            return Promise.reject(
              apiError(422, 'The given data was invalid.', {
                errors: { email: ['The email has already been taken.'] },
              }),
            );
          case 'server message':
            return Promise.reject(apiError(503, 'Registration is paused for maintenance.'));
          case 'network error':
            return Promise.reject(new TypeError('Failed to fetch'));
        }
      }),
    logout: () =>
      delay(() =>
        outcomes.logoutOutcome === 'server message'
          ? Promise.resolve({ message: 'Logged out successfully.' })
          : Promise.reject(apiError(500, '')),
      ),
    currentUser: () => delay(() => Promise.resolve({ user: customer, roles: ['customer'] })),
  };
  return {
    api,
    outcomes: () => ({ ...outcomes }),
    setOutcome: <K extends keyof AuthDemoProps>(name: K, value: AuthDemoProps[K]) => {
      outcomes[name] = value;
    },
  };
}

/** Drives authMachine with fake calls, in-memory storages and a second tab. */
function AuthDemo(props: AuthDemoProps) {
  const [setup] = useState(() => {
    const hub = createMemoryChannelHub<TabMessage>();
    return {
      server: createFakeAuthServer(props),
      hub,
      otherTab: hub.connect(),
      localStorage: createMemoryStorage({
        [POSTING_DRAFT_STORAGE_KEY]: '{"title":"Senior baker"}',
      }),
      sessionStorage: createMemoryStorage(),
    };
  });
  const [outcomes, setOutcomes] = useState(setup.server.outcomes);
  const actorRef = useActorRef(authMachine, {
    input: {
      api: setup.server.api,
      localStorage: setup.localStorage,
      sessionStorage: setup.sessionStorage,
      channel: setup.hub.connect(),
      initialPath: '/c/jobs',
    },
  });
  const snapshot = useSelector(actorRef, (state) => state);
  const { context } = snapshot;
  const choose = <K extends keyof AuthDemoProps>(name: K, value: AuthDemoProps[K]) => {
    setup.server.setOutcome(name, value);
    setOutcomes(setup.server.outcomes());
  };
  const credentials = (remember: boolean) => ({
    type: 'auth.login' as const,
    credentials: { email: 'ada@example.com', password: 'Secret#123', remember },
  });

  return (
    <Demo title="Authentication">
      <Panel title="Server answers">
        <Choice
          label="Login"
          value={outcomes.loginOutcome}
          options={loginOutcomes}
          onChange={(v) => choose('loginOutcome', v)}
        />{' '}
        <Choice
          label="Register"
          value={outcomes.registerOutcome}
          options={registerOutcomes}
          onChange={(v) => choose('registerOutcome', v)}
        />{' '}
        <Choice
          label="Logout"
          value={outcomes.logoutOutcome}
          options={logoutOutcomes}
          onChange={(v) => choose('logoutOutcome', v)}
        />
      </Panel>
      <Panel title="This tab">
        <Buttons>
          <Button onPress={() => actorRef.send(credentials(false))}>Log in</Button>
          <Button onPress={() => actorRef.send(credentials(true))}>Log in, remember me</Button>
          <Button
            onPress={() =>
              actorRef.send({
                type: 'auth.register',
                draft: {
                  role: 'business',
                  email: 'hr@acme.test',
                  password: 'Secret#123',
                  passwordConfirmation: 'Secret#123',
                  agreedToTerms: true,
                  businessName: 'Acme',
                },
              })
            }
          >
            Register a business
          </Button>
          <Button onPress={() => actorRef.send({ type: 'auth.logout' })}>Log out</Button>
        </Buttons>
        <Buttons>
          <Button
            onPress={() =>
              actorRef.send({ type: 'auth.rememberChanged', remember: !context.remember })
            }
          >
            {context.remember ? 'Turn remember me off' : 'Turn remember me on'}
          </Button>
          <Button
            onPress={() => actorRef.send({ type: 'auth.unauthorized', path: '/c/applications' })}
          >
            A call answers 401 on /c/applications
          </Button>
          <Button
            onPress={() =>
              actorRef.send({
                type: 'auth.sessionExpired',
                message: 'Your session has expired. Please log in again.',
                redirect: '/c/jobs',
              })
            }
          >
            Session expires on /c/jobs
          </Button>
        </Buttons>
      </Panel>
      <Panel title="Another tab">
        <Buttons>
          <Button
            onPress={() =>
              setup.otherTab.postMessage({
                type: 'auth.signedIn',
                auth: { token: 'token-3', user: business, roles: ['business'], remember: false },
              })
            }
          >
            Other tab: signs in
          </Button>
          <Button
            onPress={() =>
              setup.otherTab.postMessage({
                type: 'auth.signedOut',
                notice: 'You have been logged out',
              })
            }
          >
            Other tab: logs out
          </Button>
        </Buttons>
      </Panel>
      <Panel title="State and context">
        <Values
          label="Authentication state"
          entries={{
            state: stateLabel(snapshot.value),
            user: context.user?.email ?? 'none',
            roles: context.roles,
            'hasRole(customer)': hasRole(snapshot, 'customer') ? 'yes' : 'no',
            'hasRole(business)': hasRole(snapshot, 'business') ? 'yes' : 'no',
            remember: context.remember ? 'yes' : 'no',
            'session timeout applies': needsSessionTimeout(snapshot) ? 'yes' : 'no',
            error: context.error ?? 'none',
            fieldErrors: context.fieldErrors,
            notice: context.notice ?? 'none',
            'login URL': loginUrl(context.redirect),
          }}
        />
      </Panel>
      <Panel title="Storage">
        <Values
          label="Storage"
          entries={{
            localStorage: Object.keys(setup.localStorage.entries()).join(', ') || 'empty',
            sessionStorage: Object.keys(setup.sessionStorage.entries()).join(', ') || 'empty',
          }}
        />
      </Panel>
      <Panel title="Messages sent to other tabs">
        <Log
          label="Messages sent to other tabs"
          items={setup.hub.posted.map((message) => message.type)}
        />
      </Panel>
    </Demo>
  );
}

const meta = {
  title: 'Machines/Authentication',
  component: AuthDemo,
  args: { loginOutcome: 'success', registerOutcome: 'success', logoutOutcome: 'server message' },
  argTypes: {
    loginOutcome: { control: 'select', options: loginOutcomes },
    registerOutcome: { control: 'select', options: registerOutcomes },
    logoutOutcome: { control: 'select', options: logoutOutcomes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'authMachine with fake calls (300 ms each), in-memory local and session storage and a second tab on a fake BroadcastChannel.',
      },
    },
  },
} satisfies Meta<typeof AuthDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logs in with remember me (persistent storage), moves the auth to session storage, logs out. */
export const LoginRememberLogout: Story = {
  render: (args) => <AuthDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in, remember me' }));
    await expect(await canvas.findByText('signedIn')).toBeVisible();
    await expect(canvas.getByTestId('value-localStorage')).toHaveTextContent('hireloop.auth');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn remember me off' }));
    await expect(canvas.getByTestId('value-sessionStorage')).toHaveTextContent('hireloop.auth');
    await expect(canvas.getByTestId('value-localStorage')).not.toHaveTextContent('hireloop.auth');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByText('Logged out successfully.')).toBeVisible();
    await expect(canvas.getByTestId('value-localStorage')).toHaveTextContent('empty');
  },
};

/** A wrong password shows the server's message and stays signed out. */
export const WrongPassword: Story = {
  args: { loginOutcome: 'wrong password' },
  render: (args) => <AuthDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      await canvas.findByText('These credentials do not match our records.'),
    ).toBeVisible();
    await expect(canvas.getByTestId('value-state')).toHaveTextContent('signedOut.idle');
  },
};

/** A 401 signs out and the login URL carries the redirect. */
export const Unauthorized: Story = {
  render: (args) => <AuthDemo key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('signedIn')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'A call answers 401 on /c/applications' }),
    );
    await expect(canvas.getByTestId('value-login URL')).toHaveTextContent(
      '/login?redirect=%2Fc%2Fapplications',
    );
  },
};
