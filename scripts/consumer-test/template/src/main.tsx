// What another team writes on day one: the styles once, the themed components, the session-timeout
// statechart (here on XState's simulated clock) and the typed API client. Results go to
// `window.consumerResult` for the test driver (scripts/consumer-test/run.mjs) to check.
import '@hireloop/ui/styles.css';
import { createApi, createApiClient, type SessionStatus } from '@hireloop/api';
import {
  createManualActivitySource,
  createMemoryChannelHub,
  sessionTimeoutMachine,
  type TabMessage,
} from '@hireloop/machines';
import { Button, UiProvider, createI18n, themeClassNames, useT } from '@hireloop/ui';
import { createRoot } from 'react-dom/client';
import { SimulatedClock, createActor } from 'xstate';

interface ConsumerResult {
  status: SessionStatus | null;
  warningSecondsAt10Min: number | null;
  warningSecondsBefore10Min: number | null;
  endReason: string | null;
  error: string | null;
}

declare global {
  interface Window {
    consumerResult?: ConsumerResult;
  }
}

function LogoutLabel() {
  const t = useT('auth');
  return <>{t('logout.confirm')}</>;
}

function App() {
  return (
    <UiProvider i18n={createI18n()}>
      {(['light', 'dark'] as const).map((theme) => (
        <section key={theme} data-theme={theme} className={themeClassNames[theme]}>
          <Button variant="primary">
            <LogoutLabel />
          </Button>
        </section>
      ))}
    </UiProvider>
  );
}

const api = createApi(createApiClient({ baseUrl: window.location.origin }));

async function runSessionTimeout(result: ConsumerResult) {
  const clock = new SimulatedClock();
  const hub = createMemoryChannelHub<TabMessage>();
  const actor = createActor(sessionTimeoutMachine, {
    clock,
    input: {
      api: api.session,
      channel: hub.connect(),
      activity: createManualActivitySource(),
      currentPath: '/',
    },
  });
  actor.on('session.ended', (event) => {
    result.endReason = event.reason;
  });
  actor.start();
  const seconds = () => actor.getSnapshot().context.remainingSeconds;
  clock.increment(600_000 - 1);
  result.warningSecondsBefore10Min = seconds();
  clock.increment(1);
  result.warningSecondsAt10Min = seconds();
  for (let s = 0; s < 300 && result.endReason === null; s += 1) {
    clock.increment(1_000);
    await Promise.resolve();
  }
  actor.stop();
}

async function main() {
  const result: ConsumerResult = {
    status: null,
    warningSecondsAt10Min: null,
    warningSecondsBefore10Min: null,
    endReason: null,
    error: null,
  };
  // The page's theme goes on <html> (the body's font and colours come from it); a section can
  // switch to the other theme with its class.
  document.documentElement.classList.add(themeClassNames.light);
  createRoot(document.getElementById('root')!).render(<App />);
  try {
    result.status = await api.session.status();
    await runSessionTimeout(result);
  } catch (error) {
    result.error = String(error);
  }
  window.consumerResult = result;
}

void main();
