import { Check } from 'lucide-react';
import { ListBoxItem, composeRenderProps, type ListBoxItemProps } from 'react-aria-components';
import { icon, item, itemCheck } from './styles.css.ts';

/** An option of a Select or ComboBox list: a row with a check mark when selected. */
export function ListBoxOption<T extends object>({
  children,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={item}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span>{content}</span>
          {isSelected ? <Check className={`${icon} ${itemCheck}`} aria-hidden="true" /> : null}
        </>
      ))}
    </ListBoxItem>
  );
}
