import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as RACRadioGroup,
  Text,
  type RadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { OptionsFieldBody, type FieldBaseProps } from '../private/FieldParts.tsx';
import { field } from '../private/styles.css.ts';
import { circle, radioButton, radioDescription, radioField } from './RadioGroup.css.ts';

/** Props of `RadioGroup`. */
export interface RadioGroupProps
  extends Omit<RACRadioGroupProps, 'className' | 'children'>, FieldBaseProps {
  /** `Radio` options. */
  children?: ReactNode;
  className?: string;
}

/**
 * A single choice among a few visible options (react-aria-components `RadioGroup`): arrow keys move
 * and select, Tab leaves the group. Use `Select` for long lists.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={[field, className].filter(Boolean).join(' ')}>
      <OptionsFieldBody
        label={label}
        isRequired={props.isRequired}
        description={description}
        errorMessage={errorMessage}
      >
        {children}
      </OptionsFieldBody>
    </RACRadioGroup>
  );
}

/** Props of `Radio`. */
export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'children'> {
  /** The option's label. */
  children?: ReactNode;
  /** Help text under the option, linked with `aria-describedby`. */
  description?: ReactNode;
  className?: string;
}

/** One option of a `RadioGroup` (RAC `RadioField` + `RadioButton`). */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={[radioField, className].filter(Boolean).join(' ')}>
      <RadioButton className={radioButton}>
        <span className={circle} aria-hidden="true" />
        {children}
      </RadioButton>
      {description ? (
        <Text slot="description" className={radioDescription}>
          {description}
        </Text>
      ) : null}
    </RadioField>
  );
}
