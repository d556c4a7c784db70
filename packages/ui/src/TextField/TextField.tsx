import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/FieldParts.tsx';
import { field, input } from '../private/styles.css.ts';

/** Props of `TextField`: RAC TextField props plus label, description and error message. */
export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'children'>, FieldBaseProps {
  /** Placeholder; never a substitute for the label. */
  placeholder?: string;
  /** Extra class name on the field wrapper. */
  className?: string;
}

/**
 * Single-line text input with label, help text and validation (react-aria-components
 * `TextField`). Inside a `Form`, server errors for its `name` show under it.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={[field, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Input className={input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
