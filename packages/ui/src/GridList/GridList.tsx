import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox,
  GridList as RACGridList,
  GridListItem as RACGridListItem,
  type GridListItemProps as RACGridListItemProps,
  type GridListProps as RACGridListProps,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import * as styles from './GridList.css.ts';

/** Props of `GridList`: react-aria-components' GridList props (name it with `aria-label`). */
export interface GridListProps<T extends object> extends Omit<RACGridListProps<T>, 'className'> {
  /**
   * Shown when the list has no items.
   * @default "Nothing to show."
   */
  emptyContent?: ReactNode;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * An interactive list on react-aria-components' `GridList`: arrow keys move between items, Tab
 * reaches the controls inside an item, items can be selected (with a checkbox in `multiple`
 * mode), open with `onAction` or navigate with `href`. Use it for lists of applications, saved
 * jobs or uploaded files; use `Table` for columns of data.
 */
export function GridList<T extends object>({
  emptyContent,
  className,
  ...props
}: GridListProps<T>) {
  const t = useT('display');
  return (
    <RACGridList
      {...props}
      className={[styles.list, className].filter(Boolean).join(' ')}
      renderEmptyState={() => (
        <div className={styles.empty}>{emptyContent ?? t('gridList.empty')}</div>
      )}
    />
  );
}

/** Props of `GridListItem`. */
export interface GridListItemProps extends Omit<RACGridListItemProps, 'className' | 'children'> {
  /**
   * Item content; buttons inside it are reached with Tab or the arrow keys.
   * @default undefined
   */
  children?: ReactNode;
}

/** An item of a `GridList`; in multiple selection it starts with a selection checkbox. */
export function GridListItem({ children, textValue, ...props }: GridListItemProps) {
  return (
    <RACGridListItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item}
    >
      {({ selectionMode, selectionBehavior }) => (
        <>
          {selectionMode === 'multiple' && selectionBehavior === 'toggle' ? (
            <Checkbox slot="selection" className={styles.checkbox}>
              {({ isSelected }) => (
                <span className={styles.box} aria-hidden="true">
                  {isSelected ? <Check size={14} strokeWidth={3} /> : null}
                </span>
              )}
            </Checkbox>
          ) : null}
          {children}
        </>
      )}
    </RACGridListItem>
  );
}
