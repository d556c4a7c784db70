import type { ReactNode } from 'react';
import { matrix, matrixCell, matrixHeader } from './StoryMatrix.css.ts';

/** Props of the story-only `StoryMatrix`. */
export interface StoryMatrixProps<R extends string, C extends string> {
  /** Row keys (e.g. variants). */
  rows: readonly R[];
  /** Column keys (e.g. states). */
  columns: readonly C[];
  /** Renders one cell. */
  render: (row: R, column: C) => ReactNode;
  /** Accessible caption of the table. */
  caption: string;
}

/**
 * Story helper (internal): a table of every row × column combination, the "variants × states"
 * matrix that designers and visual regression read.
 */
export function StoryMatrix<R extends string, C extends string>({
  rows,
  columns,
  render,
  caption,
}: StoryMatrixProps<R, C>) {
  return (
    <table className={matrix}>
      <caption className={matrixHeader}>{caption}</caption>
      <thead>
        <tr>
          <td />
          {columns.map((c) => (
            <th key={c} scope="col" className={matrixHeader}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r}>
            <th scope="row" className={matrixHeader}>
              {r}
            </th>
            {columns.map((c) => (
              <td key={c} className={matrixCell}>
                {render(r, c)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
