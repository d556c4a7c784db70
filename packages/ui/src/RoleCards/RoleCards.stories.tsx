import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { RoleCards } from './RoleCards.tsx';

const meta = {
  title: 'Forms/RoleCards',
  component: RoleCards,
  tags: ['autodocs'],
  args: { onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: [null, 'customer', 'business'] },
    isDisabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RoleCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultValue: 'business' } };

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="RoleCards selection × states"
      rows={['none', 'customer', 'business'] as const}
      columns={['default', 'invalid'] as const}
      render={(row, state) => (
        <RoleCards
          label={`Account type (${row}, ${state})`}
          defaultValue={row === 'none' ? undefined : row}
          isInvalid={state === 'invalid'}
          errorMessage="Choose an account type"
        />
      )}
    />
  ),
};

/** Job seeker and Employer: a click anywhere on a card, or the arrow keys, choose the role. */
export const ChooseRole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const seeker = canvas.getByRole('radio', { name: 'Job seeker' });
    const employer = canvas.getByRole('radio', { name: 'Employer' });
    // The whole card is the hit area: the point over the description belongs to the label.
    const description = canvas.getByText(/Post jobs, review applications/);
    const box = description.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.x + 4, box.y + box.height / 2);
    await expect(hit?.closest('label')).toBe(employer.closest('label'));
    await userEvent.click(canvas.getByText('Employer'));
    await expect(employer).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('business');
    await userEvent.keyboard('{ArrowUp}');
    await expect(seeker).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('customer');
  },
};
