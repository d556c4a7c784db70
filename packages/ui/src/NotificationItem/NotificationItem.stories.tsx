import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { sampleNotifications, storyNow } from '../private/fixtures.ts';
import { NotificationItem, type NotificationItemProps } from './NotificationItem.tsx';

const [first, second] = sampleNotifications;

const meta = {
  title: 'Marketplace/NotificationItem',
  component: NotificationItem,
  tags: ['autodocs'],
  args: {
    notification: { ...second },
    now: storyNow,
    onMarkRead: fn(),
    onToggleImportant: fn(),
    onDelete: fn(),
    onOpen: fn(),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
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
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps read and important in state, as the notifications machine would. */
function Stateful(props: NotificationItemProps) {
  const [notification, setNotification] = useState(props.notification);
  return (
    <NotificationItem
      {...props}
      notification={notification}
      onMarkRead={(id) => {
        setNotification((n) => ({ ...n, isRead: true }));
        props.onMarkRead?.(id);
      }}
      onToggleImportant={(id, important) => {
        setNotification((n) => ({ ...n, isImportant: important }));
        props.onToggleImportant?.(id, important);
      }}
    />
  );
}

export const Default: Story = { render: (args) => <Stateful {...args} /> };

export const Playground: Story = {
  args: { notification: { ...first }, headingLevel: 3 },
};

const kinds = [
  'application_received',
  'application_status_changed',
  'posting_closed',
  'message',
  'system',
] as const;
const states = ['unread', 'read', 'important', 'with link'] as const;

/** Every kind × state. */
export const Matrix: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <StoryMatrix
      caption="NotificationItem kinds × states"
      rows={kinds}
      columns={states}
      render={(kind, state) => (
        <Box style={{ width: '20rem' }}>
          <NotificationItem
            now={storyNow}
            notification={{
              id: `${kind}-${state}`,
              kind,
              title: kind.replaceAll('_', ' '),
              message: 'Short message body.',
              timestamp: second.timestamp,
              isRead: state !== 'unread',
              isImportant: state === 'important',
              link: state === 'with link' ? '#notification' : null,
            }}
            onMarkRead={() => undefined}
            onToggleImportant={() => undefined}
            onDelete={() => undefined}
          />
        </Box>
      )}
    />
  ),
};

/** Mark as read: the unread dot and the button go away. */
export const MarkRead: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: /^Unread:/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n2');
    await expect(canvas.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await expect(canvas.getByRole('article', { name: 'New message from Northwind' })).toBeVisible();
  },
};

/** Keyboard: Tab to the star, Space toggles important (aria-pressed), Tab on to Delete. */
export const ToggleImportantByKeyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const star = canvas.getByRole('button', { name: 'Mark as important' });
    await userEvent.tab();
    await expect(star).toHaveFocus();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleImportant).toHaveBeenCalledWith('n2', true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('n2');
  },
};

/** Relative time, with the full date in its title. */
export const RelativeTime: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('3 hours ago');
    await expect(time).toHaveAttribute('datetime', second.timestamp);
  },
};
