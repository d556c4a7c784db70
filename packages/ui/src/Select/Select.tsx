import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as RACSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/FieldParts.tsx';
import { ListBoxOption } from '../private/ListBoxOption.tsx';
import { field, icon, popover } from '../private/styles.css.ts';
import { chevron, listBox, trigger, value } from './Select.css.ts';

/** Props of `Select`. */
export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'className' | 'children'>, FieldBaseProps {
  /** Options for dynamic collections; render each with `children` as a function. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Shown while nothing is selected.
   * @default "Select an option" (`ui:select.placeholder`)
   */
  placeholder?: string;
  className?: string;
}

/**
 * Pick one option from a list in a popover (react-aria-components `Select`): keyboard, type-ahead
 * and a hidden native select for forms are RAC's. Long lists with search: use `ComboBox`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  ...props
}: SelectProps<T>) {
  const t = useT('ui');
  return (
    <RACSelect
      {...props}
      placeholder={placeholder ?? t('select.placeholder')}
      className={[field, className].filter(Boolean).join(' ')}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Button className={trigger}>
        <SelectValue className={value} />
        <ChevronDown className={`${icon} ${chevron}`} aria-hidden="true" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popover}>
        <ListBox items={items} className={listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** Props of `SelectItem`. */
export type SelectItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One option of a `Select`; give `textValue` when the children are not plain text. */
export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  return <ListBoxOption {...props} />;
}
