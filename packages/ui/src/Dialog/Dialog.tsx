import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { useT } from '../i18n/index.ts';
import * as styles from './Dialog.css.ts';

export { DialogTrigger } from 'react-aria-components';

/** Props of `Dialog`. */
export interface DialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
> {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Body content. A function gets `close`. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Actions at the bottom, right-aligned (primary last). A function gets `close`. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /**
   * Width: `sm` 26rem, `md` 34rem, `lg` 48rem (never wider than the screen).
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * `centered` floats in the middle of the screen; `sheet` fills the screen (phones: a full-height
   * sheet whose body scrolls between a fixed header and footer, e.g. the filters of a search).
   * @default 'centered'
   */
  layout?: 'centered' | 'sheet';
  /**
   * `alertdialog` for interruptions that need an answer (no close button, no backdrop dismissal).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Show the × close button in the header (never for `alertdialog`).
   * @default true
   */
  showCloseButton?: boolean;
  /** Props for the dialog element (e.g. a test id). */
  className?: string;
}

/**
 * Modal dialog (react-aria-components `ModalOverlay` + `Modal` + `Dialog`): focus trapped and
 * restored, Escape closes, page scrolling locked, `aria-labelledby` the title. Open it through
 * `DialogTrigger` (a trigger `Button` first) or control it with `isOpen` / `onOpenChange`.
 */
export function Dialog({
  title,
  children,
  footer,
  size,
  layout = 'centered',
  role = 'dialog',
  showCloseButton = true,
  isDismissable,
  className,
  ...overlayProps
}: DialogProps) {
  const t = useT('ui');
  const isAlert = role === 'alertdialog';
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable ?? !isAlert}
      className={styles.overlay}
      data-layout={layout}
    >
      <Modal className={styles.modal({ size, layout })}>
        <RACDialog
          role={role}
          className={[styles.dialog, className].filter(Boolean).join(' ')}
          data-layout={layout}
        >
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {showCloseButton && !isAlert ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={t('dialog.close')}
                    onPress={close}
                    className={styles.closeButton}
                  >
                    <X size={18} aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              {children !== undefined ? (
                <div className={styles.body}>
                  {typeof children === 'function' ? children({ close }) : children}
                </div>
              ) : null}
              {footer !== undefined ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              ) : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
