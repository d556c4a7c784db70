import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, totalPages: 10, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 0 } },
    siblingCount: { control: { type: 'number', min: 0 } },
    boundaryCount: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the page in local state, as a screen would, and reports each change. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
};

export const Playground: Story = {
  args: { page: 6, totalPages: 24, siblingCount: 1, boundaryCount: 1 },
};

const totals = ['3 pages', '10 pages', '50 pages'] as const;
const positions = ['first', 'second', 'middle', 'second to last', 'last'] as const;

/** Positions of the current page × page counts: where the gaps appear. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Pagination current page × page counts"
      rows={positions}
      columns={totals}
      render={(position, total) => {
        const totalPages = Number.parseInt(total, 10);
        const page = {
          first: 1,
          second: 2,
          middle: Math.ceil(totalPages / 2),
          'second to last': totalPages - 1,
          last: totalPages,
        }[position];
        return (
          <Pagination
            page={page}
            totalPages={totalPages}
            aria-label={`${total}, ${position} page`}
          />
        );
      }}
    />
  ),
};

/** Pressing Next moves on; the new page is marked current and Previous becomes available. */
export const NextAndPrevious: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(previous).toBeEnabled();
  },
};

/** Keyboard: Tab moves through the controls, Enter and Space press them. */
export const Keyboard: Story = {
  args: { page: 5, totalPages: 10 },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Many pages: the first and last stay, gaps show as an ellipsis hidden from screen readers. */
export const ManyPages: Story = {
  args: { page: 12, totalPages: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(pages).toEqual([
      'Previous page',
      'Page 1',
      'Page 11',
      'Page 12',
      'Page 13',
      'Page 40',
      'Next page',
    ]);
  },
};

/** Links mode: each page is a URL (for screens whose page lives in the query string). */
export const AsLinks: Story = {
  args: { page: 2, totalPages: 5, getPageHref: (page: number) => `#page=${page}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '#page=3',
    );
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
