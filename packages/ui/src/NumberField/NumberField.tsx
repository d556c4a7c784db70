import { Minus, Plus } from 'lucide-react';
import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/FieldParts.tsx';
import { bareInput, field, icon, inlineButton, shell } from '../private/styles.css.ts';
import { numberInput, stepper } from './NumberField.css.ts';

/** Props of `NumberField`. */
export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'className' | 'children'>, FieldBaseProps {
  placeholder?: string;
  className?: string;
}

/**
 * Numeric input with decrement/increment buttons (react-aria-components `NumberField`): locale
 * formatting through `formatOptions` (currency, percent, units), arrow keys and Page Up/Down
 * step, `minValue`/`maxValue` clamp on blur. The steppers' names come from react-aria's own
 * localized strings.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={[field, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={shell}>
        <Button slot="decrement" className={`${inlineButton} ${stepper}`}>
          <Minus className={icon} aria-hidden="true" />
        </Button>
        <Input className={`${bareInput} ${numberInput}`} placeholder={placeholder} />
        <Button slot="increment" className={`${inlineButton} ${stepper}`}>
          <Plus className={icon} aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
