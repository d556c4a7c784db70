import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Text, textTones } from './Text.tsx';

const meta = {
  title: 'Layout/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Build the tools our customers use every day.' },
  argTypes: {
    as: { control: 'select', options: ['p', 'span', 'div', 'strong', 'small', 'time'] },
    size: { control: 'inline-radio', options: [undefined, 'xs', 'sm', 'md', 'lg', 'xl'] },
    tone: {
      control: 'select',
      options: [undefined, ...textTones],
    },
    weight: { control: 'inline-radio', options: [undefined, 'regular', 'medium', 'semibold'] },
    align: { control: 'inline-radio', options: [undefined, 'left', 'center', 'right'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph in the parent's size and colour, without margins. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(/Build the tools/);
    await expect(paragraph.tagName).toBe('P');
    await expect(getComputedStyle(paragraph).marginBottom).toBe('0px');
  },
};

/** Metadata: 14 px in the muted tone. */
export const Muted: Story = {
  args: { as: 'span', size: 'sm', tone: 'muted', children: 'Posted 3 days ago · 41 applicants' },
  play: async ({ canvasElement }) => {
    const meta = within(canvasElement).getByText(/Posted 3 days ago/);
    await expect(getComputedStyle(meta).fontSize).toBe('14px');
  },
};

const longTitle = 'Senior Frontend Engineer, Design Systems and Accessibility';

/** One line cut with "…"; the whole title stays in the page for screen readers. */
export const Truncated: Story = {
  render: (args) => (
    <div style={{ width: '14rem' }}>
      <Text {...args} truncate title={longTitle} />
    </div>
  ),
  args: { children: longTitle },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText(/Senior Frontend Engineer/);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
  },
};

/** A note keeps the line breaks it was written with. */
export const PreservedLines: Story = {
  args: {
    preserveLines: true,
    children: 'Thanks for applying!\nCould you send two times that suit you next week?',
  },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText(/Thanks for applying/);
    const lineHeight = parseFloat(getComputedStyle(note).lineHeight);
    await expect(note.getBoundingClientRect().height).toBeGreaterThanOrEqual(lineHeight * 2 - 1);
  },
};

const sizes = ['xs', 'sm', 'md', 'lg'] as const;

/** Every tone × size (each tone passes AA contrast on the page background in both themes). */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Text tones × sizes"
      rows={textTones}
      columns={sizes}
      render={(tone, size) => (
        <Text tone={tone} size={size}>
          Application sent
        </Text>
      )}
    />
  ),
};
