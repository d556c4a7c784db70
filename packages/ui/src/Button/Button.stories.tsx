import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Bookmark } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Button } from './Button.tsx';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Apply now', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'lg', isDisabled: false, isPending: false },
};

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
const states = ['default', 'disabled', 'pending', 'with icon', 'small', 'large'] as const;

/** Every variant in every state and size. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Button variants × states"
      rows={variants}
      columns={states}
      render={(variant, state) => (
        <Button
          variant={variant}
          isDisabled={state === 'disabled'}
          isPending={state === 'pending'}
          size={state === 'small' ? 'sm' : state === 'large' ? 'lg' : 'md'}
        >
          {state === 'with icon' ? (
            <>
              Continue <ArrowRight size={16} aria-hidden="true" />
            </>
          ) : (
            'Apply now'
          )}
        </Button>
      )}
    />
  ),
};

/** A square icon button needs an accessible name. */
export const IconOnly: Story = {
  args: {
    variant: 'ghost',
    iconOnly: true,
    'aria-label': 'Save job',
    children: <Bookmark size={18} aria-hidden="true" />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab focuses the button, Enter and Space both press it. */
export const KeyboardPress: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Apply now' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A pending button keeps its name, shows a spinner and ignores presses. */
export const Pending: Story = {
  args: { isPending: true, children: 'Submitting application' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Submitting application/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A disabled button cannot be pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Apply now' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** `LinkButton`: a navigation link with the button look; it keeps the link role. */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <LinkButton href="#post-a-job">Post a job</LinkButton>
      <LinkButton href="#applications" variant="secondary">
        View application
      </LinkButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Post a job' });
    await expect(link).toHaveAttribute('href', '#post-a-job');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
