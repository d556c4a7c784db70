import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import * as styles from './Table.css.ts';

const cx = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/** Props of `Table`: react-aria-components' Table props (name it with `aria-label` or `aria-labelledby`). */
export interface TableProps extends Omit<RACTableProps, 'className'> {
  /**
   * Extra class name on the scroll container.
   * @default undefined
   */
  className?: string;
}

/**
 * A data table on react-aria-components' `Table`: keyboard grid navigation (arrows, Home, End,
 * Page Up/Down), sortable columns (`allowsSorting` + `sortDescriptor`/`onSortChange`, announced
 * through `aria-sort`), row selection and row actions or links. Compose with `TableHeader`,
 * `TableColumn`, `TableBody`, `TableRow` and `TableCell`; sort client-side with `sortRows`.
 * Scrolls sideways on narrow screens.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={cx(styles.container, className)}>
      <RACTable {...props} className={styles.table} />
    </div>
  );
}

/** Header row of a `Table`. */
export function TableHeader<T extends object>(props: Omit<TableHeaderProps<T>, 'className'>) {
  return <RACTableHeader {...props} className={styles.header} />;
}

/** Props of `TableColumn`. */
export interface TableColumnProps extends Omit<ColumnProps, 'className' | 'children'> {
  /**
   * Header text.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Alignment of the header (use `end` for numbers and dates, with the cells).
   * @default 'start'
   */
  align?: 'start' | 'end';
}

/** A column header; with `allowsSorting` it is pressable and shows the sort direction. */
export function TableColumn({ children, align, ...props }: TableColumnProps) {
  return (
    <RACColumn {...props} className={styles.column({ align })}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnInner}>
          {children}
          {allowsSorting ? (
            sortDirection === 'ascending' ? (
              <ArrowUp className={styles.sortIcon} aria-hidden="true" />
            ) : sortDirection === 'descending' ? (
              <ArrowDown className={styles.sortIcon} aria-hidden="true" />
            ) : (
              <ChevronsUpDown className={styles.sortIcon} aria-hidden="true" />
            )
          ) : null}
        </span>
      )}
    </RACColumn>
  );
}

/** Props of `TableBody`. */
export interface TableBodyComponentProps<T> extends Omit<TableBodyProps<T>, 'className'> {
  /**
   * Shown when there are no rows.
   * @default "No rows to show."
   */
  emptyContent?: ReactNode;
}

/** The rows of a `Table`, with a message when there are none. */
export function TableBody<T extends object>({
  emptyContent,
  ...props
}: TableBodyComponentProps<T>) {
  const t = useT('display');
  return (
    <RACTableBody
      {...props}
      renderEmptyState={() => (
        <div className={styles.empty}>{emptyContent ?? t('table.empty')}</div>
      )}
    />
  );
}

/** A row; with `href` or `onAction` the whole row is a target. */
export function TableRow<T extends object>(props: Omit<RowProps<T>, 'className'>) {
  return <RACRow {...props} className={styles.row} />;
}

/** Props of `TableCell`. */
export interface TableCellProps extends Omit<CellProps, 'className'> {
  /**
   * Alignment; `end` also uses tabular figures for numbers.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

/** A cell. */
export function TableCell({ align, ...props }: TableCellProps) {
  return <RACCell {...props} className={styles.cell({ align })} />;
}
