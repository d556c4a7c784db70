/**
 * The steps of Settings → Security's second-factor flow (issue 35), loaded when one opens (the
 * section's status view does not need them): setting up (QR code, key, a code), the recovery codes
 * shown once, and turning off (password and a code). Each step focuses its heading when it opens;
 * server refusals (422) show under the field they name.
 */
import { LIMITS } from '@hireloop/api/rules';
import {
  Box,
  Button,
  Form,
  Heading,
  Inline,
  PasswordField,
  Stack,
  Text,
  TextField,
  useT,
} from '@hireloop/ui';
import type * as QrCodeNamespace from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '../../app/context.tsx';
import { useSettingsArea } from './area.ts';
import { downloadText } from '../../shared/download.ts';
import { fieldErrorsOf } from './fieldErrors.ts';
import { useConfirmTwoFactor, useDisableTwoFactor } from './queries.ts';
import * as styles from './settings.css.ts';

/** Digits of a TOTP code (the contract's `TwoFactorConfirmRequest.code`: `^[0-9]{6}$`). */
export const TOTP_CODE_LENGTH = 6;
/** Longest code when turning off: a TOTP or recovery code (the contract's `TwoFactorCode`). */
export const SECOND_FACTOR_CODE_MAX_LENGTH = 20;
/** File name of the downloaded recovery codes. */
export const RECOVERY_CODES_FILENAME = 'hireloop-recovery-codes.txt';
/** Characters per group of the secret as shown for manual entry. */
const SECRET_GROUP = 4;

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP` (easier to type into an authenticator app). */
export function groupSecret(secret: string): string {
  return secret.match(new RegExp(`.{1,${SECRET_GROUP}}`, 'g'))?.join(' ') ?? '';
}

/**
 * Copying to the clipboard with a toast: `copy(text, message)` toasts `message` when copied, or
 * asks to copy by hand where the platform refuses (no permission, no clipboard API).
 */
function useCopy(): (text: string, message: string) => void {
  const t = useT('webSettings');
  const notify = useNotify();
  return (text, message) => {
    // Inside the promise: outside a secure context `navigator.clipboard` is undefined.
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => notify({ type: 'success', message }),
        () => notify({ type: 'error', message: t('security.twoFactor.copyFailed') }),
      );
  };
}

/** A step's heading, focused when the step opens (it replaced the button that opened it). */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Heading level={3} ref={ref} tabIndex={-1}>
      {children}
    </Heading>
  );
}

type QrCodeModule = typeof QrCodeNamespace;

/** The QR code of an `otpauth://` URI as an SVG image; `qrcode` loads with the first one. */
function QrCode({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      // A CommonJS module: its exports are the namespace's `default` where the bundler adds one
      // (and `toString` must not resolve to Object.prototype's).
      .then((loaded: QrCodeModule & { default?: QrCodeModule }) =>
        (loaded.default ?? loaded).toString(value, { type: 'svg', margin: 1 }),
      )
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      live = false;
    };
  }, [value]);
  // Same box while loading, so nothing moves when it appears.
  return src ? (
    <img className={styles.qrCode} src={src} alt={alt} />
  ) : (
    <div className={styles.qrCode} aria-hidden="true" />
  );
}

/**
 * Setting up: the QR code of `otpauthUrl` and `secret` grouped in fours, then a 6-digit code.
 * @param onConfirmed called with the 10 recovery codes once the server turned the factor on
 */
export function Setup({
  secret,
  otpauthUrl,
  onConfirmed,
  onCancel,
}: {
  secret: string;
  otpauthUrl: string;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const confirm = useConfirmTwoFactor(area);
  const copy = useCopy();
  const [code, setCode] = useState('');
  const fieldErrors = fieldErrorsOf(confirm.error);
  return (
    <>
      <StepHeading>{t('security.twoFactor.setupTitle')}</StepHeading>
      <Box as="p" color="textMuted" maxWidth="prose">
        {t('security.twoFactor.setupHint')}
      </Box>
      <QrCode value={otpauthUrl} alt={t('security.twoFactor.qrAlt')} />
      <Stack space="xxxs">
        <Text as="span" size="sm" tone="muted">
          {t('security.twoFactor.secretLabel')}
        </Text>
        <Inline>
          <code className={styles.code}>{groupSecret(secret)}</code>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => copy(secret, t('security.twoFactor.keyCopied'))}
          >
            {t('security.twoFactor.copyKey')}
          </Button>
        </Inline>
      </Stack>
      <Box maxWidth="prose">
        <Form
          validationErrors={fieldErrors}
          formError={confirm.error && !fieldErrors ? confirm.error.message : null}
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate(code.trim(), {
              onSuccess: ({ recoveryCodes, message }) => {
                notify({ type: 'success', message });
                onConfirmed(recoveryCodes);
              },
            });
          }}
        >
          <TextField
            name="code"
            label={t('security.twoFactor.code')}
            description={t('security.twoFactor.codeHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={TOTP_CODE_LENGTH}
            isRequired
            value={code}
            onChange={setCode}
          />
          <Inline>
            <Button type="submit" isPending={confirm.isPending}>
              {t('security.twoFactor.confirm')}
            </Button>
            <Button variant="secondary" onPress={onCancel}>
              {t('security.twoFactor.cancel')}
            </Button>
          </Inline>
        </Form>
      </Box>
    </>
  );
}

/** The recovery codes, shown this once: copy, download as .txt, or "Done". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT('webSettings');
  const copy = useCopy();
  const text = codes.join('\n');
  return (
    <>
      <StepHeading>{t('security.twoFactor.codesTitle')}</StepHeading>
      <Box
        as="p"
        padding="sm"
        borderRadius="md"
        background="warningSubtle"
        color="warningSubtleText"
        fontWeight="medium"
        maxWidth="prose"
      >
        {t('security.twoFactor.codesHint')}
      </Box>
      <ul className={styles.recoveryCodes} aria-label={t('security.twoFactor.codesLabel')}>
        {codes.map((code) => (
          <li key={code} className={styles.code}>
            {code}
          </li>
        ))}
      </ul>
      <Inline>
        <Button variant="secondary" onPress={() => copy(text, t('security.twoFactor.codesCopied'))}>
          {t('security.twoFactor.copyCodes')}
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            downloadText(
              `${t('security.twoFactor.codesFile')}\n\n${text}\n`,
              RECOVERY_CODES_FILENAME,
            )
          }
        >
          {t('security.twoFactor.downloadCodes')}
        </Button>
        <Button onPress={onDone}>{t('security.twoFactor.done')}</Button>
      </Inline>
    </>
  );
}

/**
 * Turning off: the current password and a code (authenticator or recovery code).
 * @param onDone called after the server turned the factor off (a toast has said so)
 */
export function Disable({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const disable = useDisableTwoFactor(area);
  const [values, setValues] = useState({ password: '', code: '' });
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const fieldErrors = fieldErrorsOf(disable.error);
  return (
    <>
      <StepHeading>{t('security.twoFactor.disableTitle')}</StepHeading>
      <Box maxWidth="prose">
        <Form
          validationErrors={fieldErrors}
          formError={disable.error && !fieldErrors ? disable.error.message : null}
          onSubmit={(event) => {
            event.preventDefault();
            disable.mutate(
              { password: values.password, code: values.code.trim() },
              {
                onSuccess: ({ message }) => {
                  notify({ type: 'success', message });
                  onDone();
                },
              },
            );
          }}
        >
          <Box as="p" color="textMuted" maxWidth="prose">
            {t('security.twoFactor.disableHint')}
          </Box>
          <PasswordField
            name="password"
            label={t('security.twoFactor.password')}
            autoComplete="current-password"
            isRequired
            maxLength={LIMITS.passwordMaxLength}
            value={values.password}
            onChange={set('password')}
          />
          <TextField
            name="code"
            label={t('security.twoFactor.disableCode')}
            autoComplete="one-time-code"
            maxLength={SECOND_FACTOR_CODE_MAX_LENGTH}
            isRequired
            value={values.code}
            onChange={set('code')}
          />
          <Inline>
            <Button type="submit" variant="danger" isPending={disable.isPending}>
              {t('security.twoFactor.turnOff')}
            </Button>
            <Button variant="secondary" onPress={onCancel}>
              {t('security.twoFactor.cancel')}
            </Button>
          </Inline>
        </Form>
      </Box>
    </>
  );
}
