import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { danielPhoto, mayaPhoto } from '../private/fixtures.ts';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from './Table.tsx';
import { sortRows } from './sortRows.ts';

interface ApplicationRow {
  id: string;
  applicant: string;
  photo: string | null;
  job: string;
  status: 'submitted' | 'reviewing' | 'interviewing' | 'offered' | 'rejected';
  appliedAt: string;
}

const rows: ApplicationRow[] = [
  {
    id: '1',
    applicant: 'Maya Okafor',
    photo: mayaPhoto,
    job: 'ML Engineer, Inference',
    status: 'interviewing',
    appliedAt: '2026-11-19',
  },
  {
    id: '2',
    applicant: 'Daniel Kim',
    photo: danielPhoto,
    job: 'Senior Frontend Engineer',
    status: 'reviewing',
    appliedAt: '2026-11-20',
  },
  {
    id: '3',
    applicant: 'Aiko Tanaka',
    photo: null,
    job: 'Product Designer',
    status: 'submitted',
    appliedAt: '2026-11-21',
  },
  {
    id: '4',
    applicant: 'Bruno Costa',
    photo: null,
    job: 'Senior Frontend Engineer',
    status: 'offered',
    appliedAt: '2026-11-12',
  },
  {
    id: '5',
    applicant: 'Chloé Martin',
    photo: null,
    job: 'Data Analyst',
    status: 'rejected',
    appliedAt: '2026-11-02',
  },
];

const statusLabel = {
  submitted: ['Submitted', 'neutral'],
  reviewing: ['In review', 'info'],
  interviewing: ['Interviewing', 'accent'],
  offered: ['Offer made', 'success'],
  rejected: ['Not selected', 'danger'],
} as const;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface DemoProps {
  items?: ApplicationRow[];
  selectionMode?: 'none' | 'single' | 'multiple';
  onRowAction?: (key: string) => void;
  onSelectionChange?: (keys: Selection) => void;
  initialSort?: SortDescriptor;
  label?: string;
}

/** An applications table as the business area shows it, sorted client-side. */
function ApplicationsTable({
  items = rows,
  selectionMode = 'none',
  onRowAction,
  onSelectionChange,
  initialSort = { column: 'appliedAt', direction: 'descending' },
  label = 'Applications',
}: DemoProps) {
  const [sort, setSort] = useState<SortDescriptor>(initialSort);
  const sorted = sortRows(items, sort, (row, column) => row[column as keyof ApplicationRow]);
  return (
    <Table
      aria-label={label}
      sortDescriptor={sort}
      onSortChange={setSort}
      selectionMode={selectionMode}
      onSelectionChange={onSelectionChange}
      onRowAction={onRowAction ? (key) => onRowAction(String(key)) : undefined}
    >
      <TableHeader>
        <TableColumn id="applicant" isRowHeader allowsSorting>
          Applicant
        </TableColumn>
        <TableColumn id="job" allowsSorting>
          Job posting
        </TableColumn>
        <TableColumn id="status">Status</TableColumn>
        <TableColumn id="appliedAt" allowsSorting align="end">
          Applied
        </TableColumn>
      </TableHeader>
      <TableBody items={sorted}>
        {(row) => (
          <TableRow id={row.id}>
            <TableCell>
              <Box display="flex" alignItems="center" gap="sm">
                <Avatar src={row.photo} name={row.applicant} size="sm" decorative />
                <Box as="span" fontWeight="medium">
                  {row.applicant}
                </Box>
              </Box>
            </TableCell>
            <TableCell>{row.job}</TableCell>
            <TableCell>
              <Badge tone={statusLabel[row.status][1]}>{statusLabel[row.status][0]}</Badge>
            </TableCell>
            <TableCell align="end">
              <time dateTime={row.appliedAt}>
                {dateFormat.format(new Date(`${row.appliedAt}T12:00:00`))}
              </time>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Data display/Table',
  component: Table,
  tags: ['autodocs'],
  args: { 'aria-label': 'Applications' },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  render: (args) => <ApplicationsTable selectionMode={args.selectionMode} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { selectionMode: 'single' } };

const modes = ['none', 'single', 'multiple'] as const;
const states = ['with rows', 'empty'] as const;

/** Selection modes × contents. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Table selection modes × contents"
      rows={modes}
      columns={states}
      render={(mode, state) => (
        <ApplicationsTable
          label={`Applications, ${mode} selection, ${state}`}
          selectionMode={mode}
          items={state === 'empty' ? [] : rows.slice(0, 2)}
        />
      )}
    />
  ),
};

/** Pressing a sortable header sorts by it; pressing again reverses; `aria-sort` follows. */
export const SortByClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const applicant = canvas.getByRole('columnheader', { name: 'Applicant' });
    await userEvent.click(applicant);
    await expect(applicant).toHaveAttribute('aria-sort', 'ascending');
    const firstName = () =>
      within(canvas.getAllByRole('row')[1] as HTMLElement).getByRole('rowheader');
    await expect(firstName()).toHaveTextContent('Aiko Tanaka');
    await userEvent.click(applicant);
    await expect(applicant).toHaveAttribute('aria-sort', 'descending');
    await expect(firstName()).toHaveTextContent('Maya Okafor');
  },
};

/** Keyboard: Tab into the grid, arrows move between cells and headers, Enter sorts. */
export const KeyboardSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowUp}');
    const applicant = canvas.getByRole('columnheader', { name: 'Applicant' });
    await expect(applicant).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(applicant).toHaveAttribute('aria-sort', 'ascending');
  },
};

const onRowAction = fn();

/** Row action: clicking a row or pressing Enter on it opens the application. */
export const RowAction: Story = {
  render: () => <ApplicationsTable onRowAction={onRowAction} />,
  play: async ({ canvasElement }) => {
    onRowAction.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Daniel Kim'));
    await expect(onRowAction).toHaveBeenLastCalledWith('2');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onRowAction).toHaveBeenCalledTimes(2);
  },
};

/** No rows: the table says so. */
export const Empty: Story = {
  render: () => <ApplicationsTable items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rows to show.')).toBeVisible();
  },
};
