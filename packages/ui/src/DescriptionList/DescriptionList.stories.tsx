import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Text } from '../Text/Text.tsx';
import { DescriptionItem, DescriptionList } from './DescriptionList.tsx';

const facts = (
  <>
    <DescriptionItem term="Industry">Developer tools</DescriptionItem>
    <DescriptionItem term="Location">Berlin, Germany</DescriptionItem>
    <DescriptionItem term="Employment type">Full time</DescriptionItem>
  </>
);

const meta = {
  title: 'Layout/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: { space: 'xs', children: facts },
  argTypes: {
    size: { control: 'inline-radio', options: [undefined, 'xs', 'sm', 'md'] },
    space: { control: 'inline-radio', options: ['none', 'xxs', 'xs', 'sm', 'md'] },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A company's facts: the terms in one column as wide as the longest ("Employment type"), every
 * value starting at the same place, 16 px after it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Industry',
      'Location',
      'Employment type',
    ]);
    const starts = values.map((value) => Math.round(value.getBoundingClientRect().left));
    await expect(new Set(starts).size).toBe(1);
    const widest = Math.max(...terms.map((term) => term.getBoundingClientRect().right));
    await expect(Math.round(starts[0]! - widest)).toBe(16);
  },
};

/**
 * A long value (a URL without spaces) wraps inside its column instead of widening the list past
 * its container (here 18rem).
 */
export const LongValues: Story = {
  render: (args) => (
    <div style={{ width: '18rem' }}>
      <DescriptionList {...args}>
        <DescriptionItem term="Website">
          https://careers.northwind-labs.example.com/jobs/senior-frontend-engineer-berlin
        </DescriptionItem>
        <DescriptionItem term="Places">
          <Text as="span">Berlin, Munich, Hamburg or remote in Germany</Text>
        </DescriptionItem>
      </DescriptionList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** The term in the default tone, for a list whose terms are the content (recommendation counts). */
export const PlainTerms: Story = {
  args: {
    size: 'sm',
    children: (
      <>
        <DescriptionItem term="Strong yes" termTone="neutral">
          <Text as="span" weight="semibold">
            2
          </Text>
        </DescriptionItem>
        <DescriptionItem term="Yes" termTone="neutral">
          <Text as="span" weight="semibold">
            1
          </Text>
        </DescriptionItem>
      </>
    ),
  },
};

const sizes = ['xs', 'sm', 'md'] as const;
const spaces = ['xxs', 'xs', 'sm'] as const;

/** Every size × row space. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="DescriptionList sizes × row spaces"
      rows={sizes}
      columns={spaces}
      render={(size, space) => (
        <DescriptionList size={size} space={space}>
          <DescriptionItem term="Industry">Developer tools</DescriptionItem>
          <DescriptionItem term="Size">51–200</DescriptionItem>
        </DescriptionList>
      )}
    />
  ),
};
