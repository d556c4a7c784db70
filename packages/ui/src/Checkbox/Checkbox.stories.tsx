import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Remember me', onChange: fn() },
  argTypes: {
    isSelected: { control: 'boolean' },
    isIndeterminate: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    children: 'Email me new jobs that match my profile',
    description: 'At most one email a day. Unsubscribe any time.',
  },
};

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Checkbox values × states"
      rows={['unchecked', 'checked', 'indeterminate'] as const}
      columns={['default', 'invalid', 'disabled'] as const}
      render={(row, state) => (
        <Checkbox
          defaultSelected={row === 'checked'}
          isIndeterminate={row === 'indeterminate'}
          isInvalid={state === 'invalid'}
          isDisabled={state === 'disabled'}
        >
          Remote only
        </Checkbox>
      )}
    />
  ),
};

/** Click and Space both toggle it. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
  },
};

/** Terms of service: required, with the error under it after an attempt to submit. */
export const RequiredTerms: Story = {
  render: () => (
    <form onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: '1rem' }}>
      <Checkbox name="agreedToTerms" isRequired errorMessage="Please accept the terms to continue">
        I agree to the Terms of Service and Privacy Policy
      </Checkbox>
      <button type="submit" style={{ justifySelf: 'start', minHeight: 32 }}>
        Create account
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Please accept the terms to continue')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.queryByText('Please accept the terms to continue')).toBeNull();
  },
};
