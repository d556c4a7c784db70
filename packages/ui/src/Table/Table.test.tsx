import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from './Table.tsx';
import { sortRows } from './sortRows.ts';

interface Applicant {
  id: string;
  name: string;
  appliedAt: string | null;
  score: number | null;
}
const applicants: Applicant[] = [
  { id: 'a', name: 'Job 10', appliedAt: '2026-11-19T10:00:00Z', score: 3 },
  { id: 'b', name: 'job 2', appliedAt: null, score: 10 },
  { id: 'c', name: 'Émile', appliedAt: '2026-11-20T10:00:00Z', score: null },
  { id: 'd', name: 'Ada', appliedAt: '2026-11-18T10:00:00Z', score: 3 },
];
const value = (row: Applicant, column: string) =>
  column === 'appliedAt' && row.appliedAt
    ? new Date(row.appliedAt)
    : row[column as keyof Applicant];
const ids = (rows: Applicant[]) => rows.map((row) => row.id);

describe('sortRows', () => {
  it('sorts strings with numeric, accent- and case-insensitive collation', () => {
    expect(ids(sortRows(applicants, { column: 'name', direction: 'ascending' }, value))).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('reverses for descending but keeps empty values last', () => {
    expect(
      ids(sortRows(applicants, { column: 'appliedAt', direction: 'descending' }, value)),
    ).toEqual(['c', 'a', 'd', 'b']);
    expect(
      ids(sortRows(applicants, { column: 'appliedAt', direction: 'ascending' }, value)),
    ).toEqual(['d', 'a', 'c', 'b']);
  });

  it('keeps equal values in their original order (stable)', () => {
    expect(ids(sortRows(applicants, { column: 'score', direction: 'ascending' }, value))).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
  });

  it('returns a copy in the original order without a sort column', () => {
    const sorted = sortRows(applicants, undefined, value);
    expect(ids(sorted)).toEqual(['a', 'b', 'c', 'd']);
    expect(sorted).not.toBe(applicants);
  });
});

function SortableTable() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  return (
    <UiProvider>
      <Table aria-label="Applicants" sortDescriptor={sort} onSortChange={setSort}>
        <TableHeader>
          <TableColumn id="name" isRowHeader allowsSorting>
            Name
          </TableColumn>
          <TableColumn id="score" allowsSorting align="end">
            Score
          </TableColumn>
        </TableHeader>
        <TableBody items={sortRows(applicants, sort, value)}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell>{row.name}</TableCell>
              <TableCell align="end">{row.score ?? '—'}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </UiProvider>
  );
}

describe('Table', () => {
  it('sorts when a sortable column header is pressed, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    render(<SortableTable />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    await user.click(name);
    expect(name.getAttribute('aria-sort')).toBe('descending');
    const firstRow = screen.getAllByRole('row')[1];
    expect(within(firstRow as HTMLElement).getByRole('rowheader').textContent).toBe('Job 10');
  });

  it('shows a message when there are no rows', () => {
    render(
      <UiProvider>
        <Table aria-label="Empty">
          <TableHeader>
            <TableColumn isRowHeader>Name</TableColumn>
          </TableHeader>
          <TableBody>{[]}</TableBody>
        </Table>
      </UiProvider>,
    );
    expect(screen.getByText('No rows to show.')).toBeDefined();
  });
});
