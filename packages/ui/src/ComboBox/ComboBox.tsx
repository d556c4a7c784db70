import { ChevronDown } from 'lucide-react';
import { useContext, type ReactNode } from 'react';
import {
  Button,
  ComboBox as RACComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as RACComboBoxProps,
  type ListBoxItemProps,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/FieldParts.tsx';
import { ListBoxOption } from '../private/ListBoxOption.tsx';
import { bareInput, field, icon, inlineButton, popover, shell } from '../private/styles.css.ts';
import { empty, listBox } from './ComboBox.css.ts';

/** Props of `ComboBox`. */
export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'className' | 'children'>, FieldBaseProps {
  /** Options; filtered by RAC as the user types unless `inputValue`/`items` are controlled. */
  items?: Iterable<T>;
  /** `ComboBoxItem`s, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /**
   * Keep the popover open with "No results" when nothing matches.
   * @default true
   */
  allowsEmptyCollection?: boolean;
  className?: string;
}

/**
 * Text input with a filtered list of suggestions (react-aria-components `ComboBox`): locations,
 * skills, companies. Shows "No results" when nothing matches.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  allowsEmptyCollection = true,
  ...props
}: ComboBoxProps<T>) {
  const t = useT('ui');
  return (
    <RACComboBox
      {...props}
      allowsEmptyCollection={allowsEmptyCollection}
      className={[field, className].filter(Boolean).join(' ')}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={shell}>
        <ComboBoxInput placeholder={placeholder} />
        <Button className={inlineButton} aria-label={t('comboBox.showSuggestions')}>
          <ChevronDown className={icon} aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popover}>
        <ListBox
          items={items}
          className={listBox}
          renderEmptyState={() => <div className={empty}>{t('comboBox.noResults')}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}

/**
 * The text input. Besides RAC's keys (ArrowDown/ArrowUp open the list), Alt+ArrowDown opens it as
 * the ARIA combobox pattern describes; the list otherwise opens only on typing or the button.
 */
function ComboBoxInput({ placeholder }: { placeholder: string | undefined }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      className={bareInput}
      placeholder={placeholder}
      onKeyDown={(event) => {
        if (event.altKey && event.key === 'ArrowDown' && state && !state.isOpen) {
          event.preventDefault();
          state.open('first', 'manual');
        }
      }}
    />
  );
}

/** Props of `ComboBoxItem`. */
export type ComboBoxItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One suggestion of a `ComboBox`. */
export function ComboBoxItem<T extends object>(props: ComboBoxItemProps<T>) {
  return <ListBoxOption {...props} />;
}
