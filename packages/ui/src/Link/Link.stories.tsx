import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#jobs', children: 'Browse all jobs' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
    tone: { control: 'inline-radio', options: ['accent', 'neutral'] },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { variant: 'standalone', tone: 'accent' } };

/** Inline links sit in running text and stay underlined. */
export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: '36rem' }}>
      Employers on Hireloop answer most applications within a week. <Link {...args} /> or read how
      we <Link href="#privacy">protect your data</Link>.
    </p>
  ),
};

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Link variants × states"
      rows={['inline accent', 'inline neutral', 'standalone accent', 'standalone neutral'] as const}
      columns={['default', 'disabled', 'with icon'] as const}
      render={(row, state) => {
        const [variant, tone] = row.split(' ') as ['inline' | 'standalone', 'accent' | 'neutral'];
        return (
          <Link href="#jobs" variant={variant} tone={tone} isDisabled={state === 'disabled'}>
            View all jobs
            {state === 'with icon' ? <ArrowRight size={16} aria-hidden="true" /> : null}
          </Link>
        );
      }}
    />
  ),
};

/** Keyboard: Tab reaches the link and Enter follows it. */
export const KeyboardFollow: Story = {
  args: { href: undefined, onPress: fn(), variant: 'standalone' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse all jobs' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
