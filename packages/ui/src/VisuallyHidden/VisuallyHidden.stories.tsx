import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: ' (3 unread)' },
  argTypes: { as: { control: 'inline-radio', options: ['span', 'div'] } },
  render: (args) => (
    <Button variant="secondary">
      Messages
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows "Messages"; a screen reader reads "Messages (3 unread)". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Messages (3 unread)' });
    const hidden = within(button).getByText('(3 unread)');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

/** A live region of its own: announces a result count that the page does not print. */
export const LiveRegion: Story = {
  args: { as: 'div', role: 'status', children: '24 jobs found' },
  render: (args) => <VisuallyHidden {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('24 jobs found');
  },
};
