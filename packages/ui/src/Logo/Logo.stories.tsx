import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Navigation/Logo',
  component: Logo,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    showWordmark: { control: 'boolean' },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { size: 'lg', showWordmark: true } };

const sizes = ['sm', 'md', 'lg'] as const;
const forms = ['mark and wordmark', 'mark only'] as const;

/** Sizes × forms (switch the theme in the toolbar for the dark variant). */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Logo sizes × forms"
      rows={sizes}
      columns={forms}
      render={(size, form) => <Logo size={size} showWordmark={form === 'mark and wordmark'} />}
    />
  ),
};

/** With the wordmark hidden, the mark is an image named after the product. */
export const MarkOnly: Story = {
  args: { showWordmark: false, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Hireloop' })).toBeVisible();
  },
};
