import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Card } from '../Card/Card.tsx';
import { visuallyHidden } from '../private/a11y.css.ts';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'circle', 'rect'] },
    lines: { control: { type: 'number', min: 1 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <Box maxWidth="form">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { shape: 'rect', width: '100%', height: '8rem', lines: 1 },
};

const shapes = ['text', 'circle', 'rect'] as const;
const sizes = ['small', 'medium', 'large'] as const;
const dims = {
  text: { small: { width: '40%' }, medium: { width: '70%' }, large: { lines: 3 } },
  circle: { small: { height: '2rem' }, medium: { height: '2.5rem' }, large: { height: '4rem' } },
  rect: {
    small: { width: '6rem', height: '3rem' },
    medium: { width: '10rem', height: '5rem' },
    large: { width: '14rem', height: '7rem' },
  },
} as const;

/** Every shape × size. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Skeleton shapes × sizes"
      rows={shapes}
      columns={sizes}
      render={(shape, size) => (
        <Box display="flex" alignItems="center" style={{ width: '14rem' }}>
          <Skeleton shape={shape} {...dims[shape][size]} />
        </Box>
      )}
    />
  ),
};

/** A job card loading: the region is busy and says "Loading…" once; the shapes are hidden. */
export const LoadingCard: Story = {
  render: () => (
    <Card aria-busy="true" aria-labelledby="loading-label" as="section">
      <span id="loading-label" className={visuallyHidden} role="status">
        Loading…
      </span>
      <Box display="flex" gap="sm" alignItems="center">
        <Skeleton shape="circle" height="3rem" />
        <Box display="flex" flexDirection="column" gap="xxs" style={{ flex: 1 }}>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
        </Box>
      </Box>
      <Skeleton lines={3} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    const shapes = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(shapes.length).toBeGreaterThan(0);
  },
};

/** Under `prefers-reduced-motion: reduce` (the Storybook tests set it) the pulse stops. */
export const ReducedMotion: Story = {
  args: { lines: 1, width: '60%' },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(shape).not.toBeNull();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animation = getComputedStyle(shape as Element).animationName;
    await expect(reduced ? animation === 'none' : animation !== 'none').toBe(true);
  },
};
