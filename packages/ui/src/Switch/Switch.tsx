import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldBaseProps } from '../private/FieldParts.tsx';
import { switchButton, switchField, thumb, track } from './Switch.css.ts';

/** Props of `Switch`. */
export interface SwitchProps
  extends Omit<SwitchFieldProps, 'className' | 'children'>, Omit<FieldBaseProps, 'label'> {
  /** The label, after the track. */
  children?: ReactNode;
  className?: string;
}

/**
 * On/off switch for settings that apply at once (e.g. notification preferences), built on
 * react-aria-components `SwitchField` + `SwitchButton` (role `switch`, Space toggles).
 */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={[switchField, className].filter(Boolean).join(' ')}>
      <SwitchButton className={switchButton}>
        <span className={track} aria-hidden="true">
          <span className={thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </SwitchField>
  );
}
