import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Cover letter', placeholder: 'Tell the employer why you are a great fit…' },
  argTypes: {
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    maxLength: { control: 'number' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { description: 'Plain text, up to 500 characters.', maxLength: 500, rows: 6 },
};

export const Matrix: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <StoryMatrix
      caption="TextArea states"
      rows={['empty', 'filled'] as const}
      columns={['default', 'with counter', 'invalid', 'disabled'] as const}
      render={(row, state) => (
        <TextArea
          label="About the role"
          rows={3}
          defaultValue={row === 'filled' ? 'We are looking for a curious engineer.' : undefined}
          maxLength={state === 'with counter' ? 200 : undefined}
          isInvalid={state === 'invalid'}
          errorMessage="Describe the role in a few sentences"
          isDisabled={state === 'disabled'}
        />
      )}
    />
  ),
};

/** The counter follows what the user types. */
export const CharacterCounter: Story = {
  args: { maxLength: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Cover letter' });
    await userEvent.type(area, 'Hello there');
    await expect(canvas.getByText('11/120')).toBeVisible();
  },
};
