import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { OptionsFieldBody, type FieldBaseProps } from '../private/FieldParts.tsx';
import { field } from '../private/styles.css.ts';

/** Props of `CheckboxGroup`. */
export interface CheckboxGroupProps
  extends Omit<RACCheckboxGroupProps, 'className' | 'children'>, FieldBaseProps {
  /** `Checkbox` options, each with a `value`. */
  children?: ReactNode;
  className?: string;
}

/**
 * Several choices among a few visible options under one label (react-aria-components
 * `CheckboxGroup`): `value` is the list of the checked options' `value`s; the group's label,
 * help text and error message are announced with each checkbox. E.g. a multiple-choice screening
 * question ("Which clouds have you run production on?"). Use `RadioGroup` for one choice.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={[field, className].filter(Boolean).join(' ')}>
      <OptionsFieldBody
        label={label}
        isRequired={props.isRequired}
        description={description}
        errorMessage={errorMessage}
      >
        {children}
      </OptionsFieldBody>
    </RACCheckboxGroup>
  );
}
