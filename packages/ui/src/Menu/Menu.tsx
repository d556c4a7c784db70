import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  Popover,
  Separator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type PopoverProps,
} from 'react-aria-components';
import { item, popover } from '../private/styles.css.ts';
import { menu, menuItem, menuItemDanger, sectionHeader, separator } from './Menu.css.ts';
import { MENU_TYPEAHEAD_RESET_MS, createTypeAheadBuffer, findTypeAheadMatch } from './typeAhead.ts';

export { MenuTrigger, SubmenuTrigger } from 'react-aria-components';

/** Props of `Menu`. */
export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className'> {
  /**
   * Where the popover opens relative to the trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
  /**
   * Pause that resets the type-ahead search (ms); the spec's value is the default.
   * @default 350 (R-UI-4, R-LIMIT-13)
   */
  typeAheadResetMs?: number;
}

const itemSelector = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/** Printable single characters only; Space counts while a search is running. */
function typedCharacter(event: KeyboardEvent, searching: boolean): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === ' ') return searching ? ' ' : null;
  return [...event.key].length === 1 ? event.key : null;
}

/**
 * Menu of actions in a popover (react-aria-components `Menu`), placed inside a `MenuTrigger`
 * after its trigger button. Keyboard, focus and ARIA are RAC's; the type-ahead is ours so that
 * it resets after 350 ms as R-UI-4 asks (RAC's resets after 1 s).
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  typeAheadResetMs = MENU_TYPEAHEAD_RESET_MS,
  ...props
}: MenuProps<T>) {
  const buffer = useRef(createTypeAheadBuffer(typeAheadResetMs));
  const lastKeyAt = useRef(Number.NEGATIVE_INFINITY);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const now = Date.now();
    const searching = now - lastKeyAt.current < typeAheadResetMs;
    const char = typedCharacter(event, searching);
    if (char === null) return;
    // Keep the key from RAC's own (1 s) type-ahead.
    event.preventDefault();
    event.stopPropagation();
    lastKeyAt.current = now;
    const items = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(itemSelector),
    ).filter((el) => el.getAttribute('aria-disabled') !== 'true');
    const labels = items.map((el) => el.textContent ?? '');
    const current = items.findIndex((el) => el === document.activeElement);
    const match = findTypeAheadMatch(labels, current, buffer.current.push(char, now));
    // Focusing the element lets RAC's item focus handler move its focused key there.
    if (match >= 0) items[match]?.focus();
  };

  return (
    <Popover placement={placement} className={popover}>
      <div role="presentation" onKeyDownCapture={onKeyDownCapture}>
        <RACMenu {...props} className={menu} />
      </div>
    </Popover>
  );
}

/** Props of `MenuItem`. */
export interface MenuItemProps<T extends object = object> extends Omit<
  RACMenuItemProps<T>,
  'className'
> {
  /** Leading icon (decorative). */
  icon?: ReactNode;
  /**
   * Marks a destructive action (e.g. Logout, Delete) in the danger colour.
   * @default false
   */
  isDanger?: boolean;
}

/** One action of a `Menu`. Plain-text children are its type-ahead text. */
export function MenuItem<T extends object>({
  icon,
  isDanger,
  children,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={[item, menuItem, isDanger ? menuItemDanger : ''].filter(Boolean).join(' ')}
    >
      {(renderProps) => (
        <>
          {icon}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </RACMenuItem>
  );
}

/** A titled group of menu items. */
export function MenuSection({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  return (
    <RACMenuSection>
      {title ? <Header className={sectionHeader}>{title}</Header> : null}
      {children}
    </RACMenuSection>
  );
}

/** A divider between groups of menu items. */
export function MenuSeparator() {
  return <Separator className={separator} />;
}
