import { AlertDialog, type AlertDialogProps } from '../AlertDialog/AlertDialog.tsx';
import { useT } from '../i18n/index.ts';

/** Props of `LogoutDialog`. */
export type LogoutDialogProps = Pick<
  AlertDialogProps,
  | 'isOpen'
  | 'defaultOpen'
  | 'onOpenChange'
  | 'onConfirm'
  | 'onCancel'
  | 'isPending'
  | 'closeOnConfirm'
>;

/**
 * The logout confirmation of R-SHELL-5: title "Confirm Logout", text "Are you sure you want to log
 * out? You will need to sign in again to access your account.", buttons Cancel and Logout.
 * `onConfirm` starts the logout; keep it open with `closeOnConfirm={false}` + `isPending` while
 * the request runs.
 */
export function LogoutDialog(props: LogoutDialogProps) {
  const t = useT('auth');
  return (
    <AlertDialog
      {...props}
      title={t('logout.title')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('logout.cancel')}
      variant="danger"
    >
      {t('logout.message')}
    </AlertDialog>
  );
}
