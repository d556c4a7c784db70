import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import type { NotificationData } from '../NotificationItem/NotificationItem.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { sampleNotifications, storyNow } from '../private/fixtures.ts';
import { NotificationList, type NotificationListProps } from './NotificationList.tsx';

const meta = {
  title: 'Marketplace/NotificationList',
  component: NotificationList,
  tags: ['autodocs'],
  args: {
    notifications: sampleNotifications.map((n) => ({ ...n })),
    now: storyNow,
    onMarkRead: fn(),
    onToggleImportant: fn(),
    onDelete: fn(),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
  decorators: [
    // Matrix stories set `fullWidth` to lay out wider than one item.
    (Story, { parameters }) =>
      parameters.fullWidth === true ? (
        <Story />
      ) : (
        <Box maxWidth="prose">
          <Story />
        </Box>
      ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the list in state, as the notifications machine would. */
function Stateful(props: NotificationListProps) {
  const [items, setItems] = useState<NotificationData[]>([...props.notifications]);
  return (
    <NotificationList
      {...props}
      notifications={items}
      onMarkRead={(id) => {
        setItems((all) => all.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
        props.onMarkRead?.(id);
      }}
      onToggleImportant={(id, isImportant) => {
        setItems((all) => all.map((n) => (n.id === id ? { ...n, isImportant } : n)));
        props.onToggleImportant?.(id, isImportant);
      }}
      onDelete={(id) => {
        setItems((all) => all.filter((n) => n.id !== id));
        props.onDelete?.(id);
      }}
      emptyContent={<EmptyState icon={Bell} title="You have no notifications yet." />}
    />
  );
}

export const Default: Story = { render: (args) => <Stateful {...args} /> };

export const Playground: Story = { args: { headingLevel: 2 } };

const contents = ['all groups', 'today only', 'earlier only'] as const;
const densities = ['unread', 'read'] as const;

/** Group combinations × read state. */
export const Matrix: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <StoryMatrix
      caption="NotificationList contents × read state"
      rows={contents}
      columns={densities}
      render={(content, density) => {
        const base = sampleNotifications.map((n) => ({ ...n, isRead: density === 'read' }));
        const items =
          content === 'today only'
            ? base.slice(0, 2)
            : content === 'earlier only'
              ? base.slice(3)
              : base;
        return (
          <Box style={{ width: '24rem' }}>
            <NotificationList notifications={items} now={storyNow} headingLevel={3} />
          </Box>
        );
      }}
    />
  ),
};

/** Groups are titled Today, Yesterday and Earlier (R-NOTIF-3). */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual(['Today', 'Yesterday', 'Earlier']);
    const today = canvas.getByRole('region', { name: 'Today' });
    await expect(within(today).getAllByRole('article')).toHaveLength(2);
  },
};

/** Deleting the last items leaves the empty state. */
export const DeleteAll: Story = {
  args: { notifications: sampleNotifications.slice(0, 2).map((n) => ({ ...n })) },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: 'Delete' })) {
      await userEvent.click(button);
    }
    await expect(args.onDelete).toHaveBeenCalledTimes(2);
    await expect(
      canvas.getByRole('heading', { name: 'You have no notifications yet.' }),
    ).toBeVisible();
  },
};
