import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldBaseProps } from '../private/FieldParts.tsx';
import { box, checkboxButton, checkboxField, mark } from './Checkbox.css.ts';

/** Props of `Checkbox`. */
export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'className' | 'children'>, Omit<FieldBaseProps, 'label'> {
  /** The label, next to the box (the whole label is clickable). */
  children?: ReactNode;
  className?: string;
}

/**
 * Checkbox with label, help text and validation (react-aria-components `CheckboxField` +
 * `CheckboxButton`): e.g. "Remember me", "I agree to the Terms of Service". `isRequired` makes
 * it block a native form submit while unchecked; server errors for its `name` show under it.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField {...props} className={[checkboxField, className].filter(Boolean).join(' ')}>
      <CheckboxButton className={checkboxButton}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box} aria-hidden="true">
              {isIndeterminate ? (
                <Minus className={mark} />
              ) : isSelected ? (
                <Check className={mark} />
              ) : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}
