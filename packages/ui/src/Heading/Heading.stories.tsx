import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';

const levels = ['1', '2', '3', '4'] as const;
const sizes = ['md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'Overview' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section title: `h2` at 18 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Overview' });
    await expect(getComputedStyle(heading).fontSize).toBe('18px');
    await expect(getComputedStyle(heading).marginBottom).toBe('0px');
  },
};

/** The outline of a page: each level at its default size. */
export const Levels: Story = {
  render: () => (
    <div>
      <Heading level={1}>Senior Frontend Engineer</Heading>
      <Heading level={2}>Description</Heading>
      <Heading level={3}>What you will do</Heading>
      <Heading level={4}>In your first month</Heading>
    </div>
  ),
};

/** A section card named by its heading, as the screens draw them. */
export const InASectionCard: Story = {
  render: () => (
    <Card as="section" aria-labelledby="dash-activity">
      <Heading level={2} id="dash-activity">
        Recent activity
      </Heading>
      <p>Two applications moved to Interviewing this week.</p>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Recent activity' }),
    ).toBeVisible();
  },
};

/** Every level × size. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Heading levels × sizes"
      rows={levels}
      columns={sizes}
      render={(level, size) => (
        <Heading level={Number(level) as HeadingLevel} size={size}>
          Job
        </Heading>
      )}
    />
  ),
};
