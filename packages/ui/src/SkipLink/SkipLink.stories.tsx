import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  args: { targetId: 'story-main', children: 'Skip to main content' },
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <nav aria-label="Story navigation">
        <a href="#one">Find Jobs</a> · <a href="#two">Saved Jobs</a> ·{' '}
        <a href="#three">My Applications</a>
      </nav>
      <main id="story-main" tabIndex={-1} style={{ marginTop: '2rem' }}>
        <h1>Find Jobs</h1>
        <p>
          The skip link stays out of sight until it takes keyboard focus. <a href="#x">A link</a>
        </p>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first Tab shows the link; Enter moves focus to the target, and the next Tab goes on from there. */
export const SkipsToTheTarget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'A link' })).toHaveFocus();
  },
};
