import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Inline } from './Inline.tsx';

const facts = ['Full-time', 'Remote', 'Berlin', '€70k–€85k', 'Senior', 'Posted 3 days ago'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    space: 'xs',
    children: facts.map((fact) => <Badge key={fact}>{fact}</Badge>),
  },
  argTypes: {
    as: { control: 'select', options: ['div', 'span', 'ul', 'p', 'footer'] },
    space: { control: 'inline-radio', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    alignY: {
      control: 'inline-radio',
      options: ['top', 'center', 'bottom', 'baseline', 'stretch'],
    },
    noWrap: { control: 'boolean' },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job's facts side by side, 8 px apart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Full-time');
    const row = first.parentElement as HTMLElement;
    await expect(getComputedStyle(row).columnGap).toBe('8px');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
  },
};

/** In a narrow column the badges wrap onto more lines, keeping the space between lines. */
export const Wrapping: Story = {
  render: (args) => (
    <div style={{ width: '12rem' }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Full-time').getBoundingClientRect();
    const last = canvas.getByText('Posted 3 days ago').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};

/** `align="between"`: a title at the start, its actions at the end. */
export const TitleAndActions: Story = {
  args: {
    align: 'between',
    children: (
      <>
        <Heading level={2}>Applicants</Heading>
        <Inline space="xs">
          <Button variant="secondary" size="sm">
            Export
          </Button>
          <Button size="sm">Invite</Button>
        </Inline>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Applicants' }).getBoundingClientRect();
    const invite = canvas.getByRole('button', { name: 'Invite' }).getBoundingClientRect();
    const row = canvasElement.getBoundingClientRect();
    await expect(Math.round(heading.left - row.left)).toBeLessThan(40);
    await expect(Math.round(row.right - invite.right)).toBeLessThan(40);
  },
};

const aligns = ['start', 'center', 'end', 'between'] as const;
const alignYs = ['top', 'center', 'baseline'] as const;

/** Every horizontal × vertical alignment. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Inline alignments"
      rows={alignYs}
      columns={aligns}
      render={(alignY, align) => (
        <div style={{ width: '14rem' }}>
          <Inline align={align} alignY={alignY}>
            <Badge>Remote</Badge>
            <Button size="sm" variant="secondary">
              Save
            </Button>
          </Inline>
        </div>
      )}
    />
  ),
};
