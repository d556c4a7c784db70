import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Application updates by email', onChange: fn() },
  argTypes: { isSelected: { control: 'boolean' }, isDisabled: { control: 'boolean' } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultSelected: true, description: 'When an employer moves your application.' },
};

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Switch values × states"
      rows={['off', 'on'] as const}
      columns={['default', 'disabled', 'with help'] as const}
      render={(row, state) => (
        <Switch
          defaultSelected={row === 'on'}
          isDisabled={state === 'disabled'}
          description={state === 'with help' ? 'Sent weekly.' : undefined}
        >
          Job alerts
        </Switch>
      )}
    />
  ),
};

/** Tab to the switch, Space toggles it; it exposes the switch role and its state. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: 'Application updates by email',
    });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
