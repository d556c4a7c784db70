import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { label: 'Which clouds have you run production on?', onChange: fn() },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="AWS">AWS</Checkbox>
      <Checkbox value="GCP">GCP</Checkbox>
      <Checkbox value="Azure">Azure</Checkbox>
    </CheckboxGroup>
  ),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checking two options gives both values, in the order they were checked. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Which clouds have you run production on?' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'GCP' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'AWS' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['GCP', 'AWS']);
  },
};

/** Required, with help text and the error message announced with the group. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'Choose every one that applies.',
    errorMessage: 'This question is required.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This question is required.')).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      /This question is required/,
    );
  },
};
