import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TagGroup } from './TagGroup.tsx';

const meta = {
  title: 'Forms/TagGroup',
  component: TagGroup,
  tags: ['autodocs'],
  args: {
    label: 'Skills (3 of 30)',
    items: ['TypeScript', 'React', 'PostgreSQL'],
    emptyState: 'No skills yet.',
  },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A posting's skills as removable tags; removing one focuses the next (react-aria). */
export const Removable: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<readonly string[]>(args.items);
    return (
      <TagGroup
        {...args}
        label={`Skills (${items.length} of 30)`}
        items={items}
        onRemove={(removed) => setItems(items.filter((item) => !removed.has(item)))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove React' }));
    await expect(canvas.queryByRole('row', { name: 'React' })).toBeNull();
    await expect(canvas.getByText('Skills (2 of 30)')).toBeVisible();
    // Backspace on a focused tag removes it too.
    canvas.getByRole('row', { name: 'PostgreSQL' }).focus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getAllByRole('row').map((row) => row.textContent)).toEqual(['TypeScript']);
  },
};

/** Without `onRemove`: read-only tags, no remove buttons. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** No tags: the empty state in their place. */
export const Empty: Story = {
  args: { items: [], label: 'Skills (0 of 30)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No skills yet.')).toBeVisible();
  },
};

/** Many long tags wrap onto new lines at a phone's width. */
export const Wrapping: Story = {
  args: {
    items: [
      'Distributed systems',
      'Kubernetes',
      'Observability',
      'Incident response',
      'Go',
      'Capacity planning',
    ],
    onRemove: () => undefined,
  },
  render: (args) => (
    <div style={{ width: '20rem' }}>
      <TagGroup {...args} />
    </div>
  ),
};
