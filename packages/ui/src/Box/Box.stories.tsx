import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Box } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: 'md',
    background: 'surfaceMuted',
    borderRadius: 'md',
    children: 'Applications close on 30 June.',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One-off theme properties as props: a 16 px padding on the muted surface. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Applications close on 30 June.');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
    await expect(box.tagName).toBe('DIV');
  },
};

/** Responsive values: 8 px of padding on a phone, 32 px from 1024 px up. */
export const Responsive: Story = {
  args: { padding: { mobile: 'xs', desktop: 'xl' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Applications close on 30 June.');
    const expected = window.innerWidth >= 1024 ? '32px' : '8px';
    await expect(getComputedStyle(box).paddingTop).toBe(expected);
  },
};

/** `as` renders another element; props that are not theme properties go to it. */
export const AsElement: Story = {
  args: { as: 'aside', 'aria-label': 'Deadline', children: 'Applications close on 30 June.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('complementary', { name: 'Deadline' }),
    ).toBeVisible();
  },
};

const backgrounds = ['surface', 'surfaceMuted', 'accentSubtle', 'warningSubtle'] as const;
const paddings = ['xs', 'md', 'xl'] as const;

/** Background roles × paddings. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Box backgrounds × paddings"
      rows={backgrounds}
      columns={paddings}
      render={(background, padding) => (
        <Box background={background} padding={padding} borderRadius="md" color="text">
          Deadline
        </Box>
      )}
    />
  ),
};
