import { useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';
import { useT } from '../i18n/index.ts';

/** Props of `AlertDialog`. */
export interface AlertDialogProps extends Pick<
  DialogProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size' | 'className'
> {
  /** Heading, e.g. "Confirm Logout". */
  title: ReactNode;
  /** The question or warning. */
  children?: ReactNode;
  /** Label of the confirming button. */
  confirmLabel: ReactNode;
  /**
   * Label of the cancelling button.
   * @default "Cancel" (`common:actions.cancel`)
   */
  cancelLabel?: ReactNode;
  /**
   * `danger` for destructive confirmations (focus then starts on Cancel), `primary` otherwise.
   * @default 'danger'
   */
  variant?: 'danger' | 'primary';
  /** Called when the user confirms. The dialog closes unless `closeOnConfirm` is false. */
  onConfirm?: () => void;
  /**
   * Called when the user cancels: the Cancel button, or Escape when the dialog is controlled with
   * `isOpen` (inside a `DialogTrigger`, use the trigger's `onOpenChange`).
   */
  onCancel?: () => void;
  /**
   * Close the dialog after `onConfirm`. Set false to keep it open while the action runs
   * (`isPending`) and close it yourself.
   * @default true
   */
  closeOnConfirm?: boolean;
  /**
   * Shows a spinner on the confirm button and blocks it.
   * @default false
   */
  isPending?: boolean;
}

/**
 * Confirmation dialog (`role="alertdialog"`): a title, a message, Cancel and a confirming action.
 * No backdrop dismissal; Escape cancels. Built on `Dialog`.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  onConfirm,
  onCancel,
  closeOnConfirm = true,
  isPending = false,
  onOpenChange,
  ...props
}: AlertDialogProps) {
  const t = useT();
  // Set while a button closes the dialog, so that closing is not reported as an Escape cancel.
  const closingByButton = useRef(false);
  const closeWith = (close: () => void, action?: () => void) => {
    closingByButton.current = true;
    action?.();
    close();
    closingByButton.current = false;
  };
  return (
    <Dialog
      {...props}
      role="alertdialog"
      size={props.size ?? 'sm'}
      title={title}
      onOpenChange={(open) => {
        if (!open && !closingByButton.current) onCancel?.();
        onOpenChange?.(open);
      }}
      isKeyboardDismissDisabled={isPending}
      footer={({ close }) => (
        <>
          <Button
            variant="secondary"
            onPress={() => closeWith(close, onCancel)}
            isDisabled={isPending}
            // APG alert dialog: focus starts on the least destructive action.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={variant === 'danger'}
          >
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button
            variant={variant}
            isPending={isPending}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- APG: focus the expected answer
            autoFocus={variant !== 'danger'}
            onPress={() => {
              if (closeOnConfirm) closeWith(close, onConfirm);
              else onConfirm?.();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
