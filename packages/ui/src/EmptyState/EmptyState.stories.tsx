import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Bookmark, SearchX } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: Bookmark,
    title: 'No saved jobs yet',
    description: 'Bookmark jobs you like and they will wait for you here.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { size: 'md', headingLevel: 2, action: <Button>Find jobs</Button> },
};

const sizes = ['md', 'sm'] as const;
const contents = ['title only', 'with text', 'with action'] as const;

/** Sizes × contents. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="EmptyState sizes × contents"
      rows={sizes}
      columns={contents}
      render={(size, content) => (
        <Card padding="none">
          <EmptyState
            size={size}
            icon={Bell}
            headingLevel={3}
            title="You are all caught up."
            description={content === 'title only' ? undefined : 'New notifications show up here.'}
            action={
              content === 'with action' ? (
                <Button variant="secondary" size="sm">
                  Notification settings
                </Button>
              ) : undefined
            }
          />
        </Card>
      )}
    />
  ),
};

const onClearFilters = fn();

/** The action is a real button: pressing it (mouse or keyboard) calls the screen back. */
export const WithAction: Story = {
  args: {
    icon: SearchX,
    title: 'No jobs match your search',
    description: 'Try fewer filters or a broader location.',
  },
  render: (args) => (
    <EmptyState
      {...args}
      action={
        <Button variant="secondary" onPress={onClearFilters}>
          Clear filters
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No jobs match your search' }),
    ).toBeVisible();
    onClearFilters.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClearFilters).toHaveBeenCalledTimes(1);
  },
};
