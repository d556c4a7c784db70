import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { ExternalLinkLabel } from './ExternalLinkLabel.tsx';
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

/**
 * A link leaving the app: the external-link icon is glued to the last word, so in a narrow column
 * it wraps with that word instead of onto a line of its own.
 */
export const External: Story = {
  render: () => (
    <p style={{ width: '9.5rem' }}>
      <Link href="https://example.com/careers" target="_blank" variant="standalone">
        <ExternalLinkLabel note="(opens in a new tab)">Apply on company site</ExternalLinkLabel>
      </Link>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Apply on company site (opens in a new tab)',
    });
    const icon = link.querySelector('svg')!.getBoundingClientRect();
    const word = [...link.querySelectorAll('span')].find((span) => span.textContent === 'e')!;
    const wordBox = word.getBoundingClientRect();
    await expect(
      Math.abs(icon.top + icon.height / 2 - (wordBox.top + wordBox.height / 2)),
    ).toBeLessThan(wordBox.height / 2);
  },
};
