import { useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/FieldParts.tsx';
import { field } from '../private/styles.css.ts';
import { counter, textArea } from './TextArea.css.ts';

/** Props of `TextArea`. */
export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'className' | 'children'>, FieldBaseProps {
  placeholder?: string;
  /**
   * Visible rows before it scrolls (the user can resize vertically).
   * @default 5
   */
  rows?: number;
  /**
   * Shows a `used/max` character counter under the field when `maxLength` is set.
   * @default true
   */
  showCount?: boolean;
  className?: string;
}

/**
 * Multi-line text input (cover letters, job descriptions): RAC `TextField` with a `TextArea`,
 * label, help text, validation and an optional character counter (characters, not bytes).
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  showCount = true,
  className,
  ...props
}: TextAreaProps) {
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const value = props.value ?? uncontrolled;
  const { maxLength } = props;
  return (
    <RACTextField
      {...props}
      onChange={(next) => {
        setUncontrolled(next);
        props.onChange?.(next);
      }}
      className={[field, className].filter(Boolean).join(' ')}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACTextArea className={textArea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
      {showCount && maxLength !== undefined ? (
        <span className={counter} data-over={value.length > maxLength || undefined}>
          {value.length}/{maxLength}
        </span>
      ) : null}
    </RACTextField>
  );
}
