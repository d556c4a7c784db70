import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { useT } from '../i18n/index.ts';
import { formatCountdown, isCountdownCritical } from './countdown.ts';
import { countdown, countdownBox, countdownLabel } from './SessionWarningDialog.css.ts';

/** Props of `SessionWarningDialog`. */
export interface SessionWarningDialogProps {
  /** Whether the warning shows (the session timeout machine's warning state). */
  isOpen: boolean;
  /** Seconds left before the session ends (s); the machine owns the clock. */
  secondsRemaining: number;
  /** "Stay Logged In", a click on the backdrop, Escape or any other key press (R-SESSION-3). */
  onStay: () => void;
  /** "Logout Now" (R-SESSION-4). */
  onLogout: () => void;
  /**
   * Blocks both buttons while the extend request runs.
   * @default false
   */
  isPending?: boolean;
}

/** Keys that move focus or are modifiers: pressing them is not an answer to the warning. */
const navigationKeys = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Escape']);

/**
 * The session timeout warning of R-SESSION-2: a `mm:ss` countdown that turns red at 60 s or less,
 * "Stay Logged In" and "Logout Now". A click on the backdrop or a key press also means Stay
 * Logged In — except Tab/Shift+Tab and modifiers, so keyboard users can still reach "Logout
 * Now", and Enter/Space on a button, which the button itself handles (see
 * docs/decisions/091-session-warning-keys.md).
 */
export function SessionWarningDialog({
  isOpen,
  secondsRemaining,
  onStay,
  onLogout,
  isPending = false,
}: SessionWarningDialogProps) {
  const t = useT('session');
  const labelId = useId();
  const onStayRef = useRef(onStay);
  useEffect(() => {
    onStayRef.current = onStay;
  }, [onStay]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (navigationKeys.has(event.key)) return; // Escape is handled as a dismissal below.
      const target = event.target instanceof Element ? event.target : null;
      if ((event.key === 'Enter' || event.key === ' ') && target?.closest('button')) return;
      onStayRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  const critical = isCountdownCritical(secondsRemaining);
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      // Backdrop click and Escape close the overlay: both count as Stay Logged In (R-SESSION-3).
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t('warning.title')}
      footer={
        <>
          <Button variant="secondary" onPress={onLogout} isDisabled={isPending}>
            {t('warning.logout')}
          </Button>
          <Button
            variant="primary"
            onPress={onStay}
            isPending={isPending}
            // APG alert dialog: focus starts on the expected answer, Stay Logged In.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          >
            {t('warning.stay')}
          </Button>
        </>
      }
    >
      <p>{t('warning.message')}</p>
      <div className={countdownBox}>
        <span className={countdownLabel} id={labelId}>
          {t('warning.countdownLabel')}
        </span>
        <span
          role="timer"
          aria-labelledby={labelId}
          className={countdown}
          data-critical={critical || undefined}
        >
          {formatCountdown(secondsRemaining)}
        </span>
      </div>
    </Dialog>
  );
}
