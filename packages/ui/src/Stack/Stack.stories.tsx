import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Text } from '../Text/Text.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    space: 'md',
    children: (
      <>
        <Heading level={2}>Senior Frontend Engineer</Heading>
        <Text tone="muted">Northwind Labs · Berlin · Hybrid</Text>
        <Text>
          Build the tools our customers use every day, with a small team that ships weekly.
        </Text>
      </>
    ),
  },
  argTypes: {
    as: { control: 'select', options: ['div', 'section', 'ul', 'ol', 'form', 'fieldset'] },
    space: { control: 'inline-radio', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl'] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    maxWidth: { control: 'inline-radio', options: [undefined, 'prose', 'form', 'content'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading, its facts and a paragraph, 16 px apart and without margins of their own. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    const stack = heading.parentElement as HTMLElement;
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
    const [first, second] = [...stack.children];
    const between = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    await expect(Math.round(between)).toBe(16);
  },
};

/** `as="ul"`: a list of cards without bullets or indent; still a list to screen readers. */
export const List: Story = {
  args: {
    as: 'ul',
    space: 'sm',
    'aria-label': 'Saved jobs',
    children: ['Product Designer', 'Data Engineer', 'Support Lead'].map((title) => (
      <Card as="li" key={title} padding="sm">
        <Text weight="semibold">{title}</Text>
      </Card>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Saved jobs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

/** `align="start"`: children keep their own width (a button does not stretch). */
export const AlignStart: Story = {
  args: {
    align: 'start',
    children: (
      <>
        <Text>Your application was sent.</Text>
        <Button variant="secondary">View application</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View application' });
    const stack = button.parentElement as HTMLElement;
    await expect(button.getBoundingClientRect().width).toBeLessThan(
      stack.getBoundingClientRect().width / 2,
    );
  },
};

const spaces = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
const aligns = ['stretch', 'start', 'center', 'end'] as const;

/** Every space × alignment. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Stack spaces × alignments"
      rows={spaces}
      columns={aligns}
      render={(space, align) => (
        <Stack space={space} align={align}>
          <Card padding="sm" variant="muted">
            Résumé
          </Card>
          <Card padding="sm" variant="muted">
            Cover letter
          </Card>
        </Stack>
      )}
    />
  ),
};
