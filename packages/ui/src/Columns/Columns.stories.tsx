import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Text } from '../Text/Text.tsx';
import { Column, Columns } from './Columns.tsx';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  subcomponents: { Column },
  tags: ['autodocs'],
  args: {
    space: 'lg',
    collapseBelow: 'desktop',
    children: (
      <>
        <Column as="aside" width="rail" aria-label="Filters">
          <Card variant="muted">Filters</Card>
        </Column>
        <Column as="section" aria-label="Results">
          <Card>1,204 jobs</Card>
        </Column>
      </>
    ),
  },
  argTypes: {
    space: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl'] },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'tablet', 'desktop'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'stretch'] },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A 16 rem filter rail beside the results, 24 px apart on a desktop; under 1024 px the rail sits
 * above the results (switch the viewport to Mobile).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rail = canvas.getByRole('complementary', { name: 'Filters' }).getBoundingClientRect();
    const results = canvas.getByRole('region', { name: 'Results' }).getBoundingClientRect();
    if (window.innerWidth >= 1024) {
      await expect(Math.round(rail.width)).toBe(256);
      await expect(Math.round(results.left - rail.right)).toBe(24);
      await expect(Math.round(results.top)).toBe(Math.round(rail.top));
    } else {
      await expect(Math.round(results.top - rail.bottom)).toBe(24);
    }
  },
};

/** Under 1024 px the columns stack, first on top, each the full width. */
export const Collapsed: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Fractions keep their ratio with the gap taken out: `2/5` beside `3/5` is 2 : 3. */
export const Fractions: Story = {
  args: {
    collapseBelow: undefined,
    children: (
      <>
        <Column width="2/5">
          <Card variant="muted">Two fifths</Card>
        </Column>
        <Column width="3/5">
          <Card variant="muted">Three fifths</Card>
        </Column>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const two = canvas.getByText('Two fifths').parentElement!.getBoundingClientRect();
    const three = canvas.getByText('Three fifths').parentElement!.getBoundingClientRect();
    await expect(three.width / two.width).toBeCloseTo(1.5, 1);
  },
};

/** A `content` column takes its own width; the fluid one takes the rest. */
export const ContentWidth: Story = {
  args: {
    collapseBelow: undefined,
    alignY: 'center',
    children: (
      <>
        <Column>
          <Text truncate>Senior Frontend Engineer, Design Systems and Accessibility</Text>
        </Column>
        <Column width="content">
          <Text tone="muted" size="sm">
            3 days ago
          </Text>
        </Column>
      </>
    ),
  },
};

const widths = ['fluid', 'content', '1/2', '1/3', '2/3', '1/4', '3/4', 'rail', 'aside'] as const;
const spaces = ['sm', 'lg'] as const;

/** Each column width beside a fluid column, at two spaces. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Column widths × spaces"
      rows={widths}
      columns={spaces}
      render={(width, space) => (
        <div style={{ width: '36rem' }}>
          <Columns space={space}>
            <Column width={width}>
              <Card padding="sm" variant="muted">
                {width}
              </Card>
            </Column>
            <Column>
              <Card padding="sm">fluid</Card>
            </Column>
          </Columns>
        </div>
      )}
    />
  ),
};
