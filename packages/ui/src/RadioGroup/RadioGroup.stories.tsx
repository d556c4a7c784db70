import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Work arrangement',
    onChange: fn(),
    children: [
      <Radio key="onsite" value="onsite">
        On-site
      </Radio>,
      <Radio key="hybrid" value="hybrid" description="Two or three days in the office">
        Hybrid
      </Radio>,
      <Radio key="remote" value="remote">
        Remote
      </Radio>,
    ],
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    isDisabled: { control: 'boolean' },
    isRequired: { control: 'boolean' },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { orientation: 'horizontal', description: 'Shown on the job posting.' },
};

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="RadioGroup states"
      rows={['vertical', 'horizontal'] as const}
      columns={['default', 'selected', 'invalid', 'disabled'] as const}
      render={(orientation, state) => (
        <RadioGroup
          aria-label={`Frequency ${orientation} ${state}`}
          orientation={orientation}
          defaultValue={state === 'selected' ? 'weekly' : undefined}
          isInvalid={state === 'invalid'}
          errorMessage="Choose how often"
          isDisabled={state === 'disabled'}
        >
          <Radio value="daily">Daily</Radio>
          <Radio value="weekly">Weekly</Radio>
        </RadioGroup>
      )}
    />
  ),
};

/** Arrow keys move the selection inside the group. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'On-site' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Hybrid' })).toHaveAccessibleDescription(
      'Two or three days in the office',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Remote' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('remote');
  },
};
