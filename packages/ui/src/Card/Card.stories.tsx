import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Data display/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    as: 'section',
    'aria-labelledby': 'card-title',
    children: (
      <>
        <Box as="h2" id="card-title" fontSize="lg">
          Profile completeness
        </Box>
        <Box as="p" color="textMuted" fontSize="sm">
          Add a resume and a photo so businesses can get to know you.
        </Box>
      </>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'li', 'aside'] },
    variant: { control: 'inline-radio', options: ['outlined', 'elevated', 'muted'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    interactive: { control: 'boolean' },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'elevated', padding: 'lg', interactive: false },
};

const variants = ['outlined', 'elevated', 'muted'] as const;
const paddings = ['sm', 'md', 'lg'] as const;

/** Every variant × padding. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Card variants × paddings"
      rows={variants}
      columns={paddings}
      render={(variant, padding) => (
        <Card variant={variant} padding={padding}>
          <Box as="strong">Saved jobs</Box>
          <Box as="span" color="textMuted" fontSize="sm">
            12 jobs, 3 closing soon
          </Box>
        </Card>
      )}
    />
  ),
};

/** An article card with an action: the button inside is reachable by keyboard. */
export const WithAction: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'resume-title',
    interactive: true,
    children: (
      <>
        <Box as="h2" id="resume-title" fontSize="lg">
          Your resume
        </Box>
        <Box as="p" color="textMuted" fontSize="sm">
          maya-okafor-resume.pdf · 180 kB
        </Box>
        <Box display="flex" gap="xs">
          <Button variant="secondary" size="sm">
            Replace
          </Button>
        </Box>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Your resume' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeEnabled();
  },
};
