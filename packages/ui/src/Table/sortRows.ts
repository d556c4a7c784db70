import type { SortDescriptor } from 'react-aria-components';

/** A sortable cell value: strings compare with `Intl.Collator` (numeric), dates and numbers by value. */
export type SortValue = string | number | Date | boolean | null | undefined;

/**
 * Sorts rows for a client-side sortable `Table` (react-aria's `SortDescriptor`): strings by
 * `Intl.Collator` with numeric collation ("Job 2" before "Job 10"), numbers, dates and booleans by
 * value; empty values (null, undefined, "") always last. Stable; returns a new array.
 *
 * @param rows Rows to sort (not changed).
 * @param descriptor `{ column, direction }` from the table's `onSortChange`; without a column the
 *   rows come back in their order.
 * @param getValue Reads the value of a column from a row.
 * @param locale BCP 47 locale of the string collation. @default 'en'
 */
export function sortRows<T>(
  rows: readonly T[],
  descriptor: SortDescriptor | undefined,
  getValue: (row: T, column: string) => SortValue,
  locale = 'en',
): T[] {
  const column = descriptor?.column;
  if (column === undefined || column === null) return [...rows];
  const key = String(column);
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = descriptor?.direction === 'descending' ? -1 : 1;
  const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';
  return rows
    .map((row, index) => ({ row, index, value: getValue(row, key) }))
    .sort((a, b) => {
      const aEmpty = isEmpty(a.value);
      const bEmpty = isEmpty(b.value);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order =
        typeof a.value === 'string' && typeof b.value === 'string'
          ? collator.compare(a.value, b.value)
          : Number(a.value) - Number(b.value);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
