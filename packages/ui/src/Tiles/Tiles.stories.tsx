import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Text } from '../Text/Text.tsx';
import { Tiles } from './Tiles.tsx';

const figures = [
  ['Applications', '12'],
  ['Interviews', '3'],
  ['Saved jobs', '27'],
  ['Profile views', '48'],
] as const;

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  tags: ['autodocs'],
  args: {
    as: 'ul',
    'aria-label': 'Your activity',
    columns: { mobile: 2, desktop: 4 },
    space: 'md',
    children: figures.map(([label, value]) => (
      <Card as="li" key={label} padding="sm">
        <Text size="sm" tone="muted">
          {label}
        </Text>
        <Text size="xl" weight="semibold">
          {value}
        </Text>
      </Card>
    )),
  },
  argTypes: {
    as: { control: 'select', options: ['div', 'ul', 'ol', 'section'] },
    space: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl'] },
    minWidth: { control: 'inline-radio', options: [undefined, '10rem', '16rem', '20rem'] },
  },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's figures: two per row on a phone, four on a desktop, in a list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your activity' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const tracks = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(tracks).toBe(window.innerWidth >= 1024 ? 4 : 2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};

/** `minWidth="16rem"`: as many columns as 16 rem tiles fit in the row (company cards). */
export const MinimumWidth: Story = {
  render: (args) => (
    <div style={{ width: '40rem' }}>
      <Tiles {...args} minWidth="16rem" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your activity' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

const counts = ['1', '2', '3', '4'] as const;
const spaces = ['xs', 'md', 'xl'] as const;

/** Every column count × space. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Tiles columns × spaces"
      rows={counts}
      columns={spaces}
      render={(count, space) => (
        <div style={{ width: '18rem' }}>
          <Tiles columns={Number(count) as 1 | 2 | 3 | 4} space={space}>
            {['A', 'B', 'C', 'D'].map((tile) => (
              <Card key={tile} padding="sm" variant="muted">
                {tile}
              </Card>
            ))}
          </Tiles>
        </div>
      )}
    />
  ),
};
