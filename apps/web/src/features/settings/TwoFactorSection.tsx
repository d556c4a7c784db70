/**
 * Settings → Security, "Two-factor authentication" (issue 35, decision 207): the status of the
 * optional second factor (TOTP, RFC 6238) and the flows that turn it on and off, for both roles.
 *
 * - Off → "Turn on" starts: the server's new secret as a QR code (its `otpauth://` URI, drawn by
 *   `qrcode`, loaded only then) and as text grouped in fours; a current 6-digit code confirms.
 * - Confirmed: the 10 single-use recovery codes, shown this once, to copy or download as .txt.
 * - On → "Turn off" asks the current password and a code (authenticator or recovery code).
 *
 * The steps (./TwoFactorSteps.tsx) load when one opens, so the route's first load carries only the
 * status. Each new step moves the focus to its heading; back at the status, to the section's.
 */
import { Badge, Button, Inline, useT } from '@hireloop/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../app/context.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { useSettingsArea } from './area.ts';
import { useStartTwoFactor, useTwoFactor } from './queries.ts';
import { Section } from '../../shared/Section.tsx';

const loadSteps = () => import('./TwoFactorSteps.tsx');
const Setup = lazy(() => loadSteps().then((m) => ({ default: m.Setup })));
const RecoveryCodes = lazy(() => loadSteps().then((m) => ({ default: m.RecoveryCodes })));
const Disable = lazy(() => loadSteps().then((m) => ({ default: m.Disable })));

type Step =
  | { name: 'status' }
  | { name: 'setup'; secret: string; otpauthUrl: string }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' };

/** The "Two-factor authentication" section of the security tab (issue 35). */
export function TwoFactorSection() {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const status = useTwoFactor(area);
  const start = useStartTwoFactor(area);
  const [step, setStep] = useState<Step>({ name: 'status' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returned = useRef(false);
  // Back at the status, the button that was pressed is gone: the focus goes to the heading.
  useEffect(() => {
    if (step.name === 'status' && returned.current) headingRef.current?.focus();
  }, [step]);
  const go = (next: Step) => {
    returned.current = next.name === 'status';
    setStep(next);
  };
  const backToStatus = () => go({ name: 'status' });

  let body;
  if (step.name === 'setup') {
    body = (
      <Setup
        secret={step.secret}
        otpauthUrl={step.otpauthUrl}
        onConfirmed={(codes) => go({ name: 'codes', codes })}
        onCancel={backToStatus}
      />
    );
  } else if (step.name === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={backToStatus} />;
  } else if (step.name === 'disable') {
    body = <Disable onDone={backToStatus} onCancel={backToStatus} />;
  } else if (status.isPending) {
    body = <LoadingBlock lines={1} />;
  } else if (status.isError) {
    body = (
      <ErrorBlock error={status.error} onRetry={() => void status.refetch()} headingLevel={3} />
    );
  } else {
    const { enabled, recoveryCodesLeft } = status.data;
    body = (
      <Inline>
        <Badge tone={enabled ? 'success' : 'neutral'}>
          {t(enabled ? 'security.twoFactor.on' : 'security.twoFactor.off')}
        </Badge>
        <span>
          {enabled
            ? t('security.twoFactor.statusOn', { count: recoveryCodesLeft })
            : t('security.twoFactor.statusOff')}
        </span>
        {enabled ? (
          <Button variant="secondary" onPress={() => go({ name: 'disable' })}>
            {t('security.twoFactor.turnOff')}
          </Button>
        ) : (
          <Button
            isPending={start.isPending}
            onPress={() => {
              // The step's code loads while the server creates the secret.
              void loadSteps();
              start.mutate(undefined, {
                onSuccess: ({ secret, otpauthUrl }) => go({ name: 'setup', secret, otpauthUrl }),
                onError: (error) => {
                  notify({ type: 'error', message: error.message });
                  // A 409 means it is on already (another tab): show the true status.
                  void status.refetch();
                },
              });
            }}
          >
            {t('security.twoFactor.turnOn')}
          </Button>
        )}
      </Inline>
    );
  }

  return (
    <Section
      title={t('security.twoFactor.title')}
      description={t('security.twoFactor.hint')}
      headingRef={headingRef}
    >
      <Suspense fallback={<LoadingBlock lines={3} />}>{body}</Suspense>
    </Section>
  );
}
