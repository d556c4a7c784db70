import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css.ts';

/** Props of `LinkButton`. */
export interface LinkButtonProps extends Omit<RACLinkProps, 'className'> {
  /**
   * Visual emphasis, as `Button`.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height: `sm` 32 px, `md` 40 px, `lg` 48 px.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
  className?: string;
}

/**
 * A link that looks like a `Button`, for calls to action that navigate ("Post a job", "View
 * application"). It stays a link for assistive tech and the router (react-aria-components `Link`).
 */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    />
  );
}
