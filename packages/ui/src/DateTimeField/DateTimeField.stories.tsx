import { parseZonedDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { DateTimeField } from './DateTimeField.tsx';

const start = parseZonedDateTime('2026-12-03T15:00[Europe/Berlin]');

const meta = {
  title: 'Forms/DateTimeField',
  component: DateTimeField,
  tags: ['autodocs'],
  args: {
    label: 'Start time',
    defaultValue: start,
    zoneLabel: 'Europe/Berlin',
    onChange: fn(),
  },
  argTypes: { isDisabled: { control: 'boolean' }, isRequired: { control: 'boolean' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No value yet: the segments show their placeholders. */
export const Empty: Story = { args: { defaultValue: undefined, isRequired: true } };

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="DateTimeField states"
      rows={['set', 'empty'] as const}
      columns={['default', 'invalid', 'disabled'] as const}
      render={(row, state) => (
        <DateTimeField
          label="Start time"
          zoneLabel="Europe/Berlin"
          defaultValue={row === 'set' ? start : undefined}
          description={state === 'default' ? 'In your time zone' : undefined}
          isInvalid={state === 'invalid'}
          errorMessage="Every offered time must be in the future."
          isDisabled={state === 'disabled'}
        />
      )}
    />
  ),
};

/** Arrow keys step the focused segment (3 pm → 4 pm); the new value is reported with its zone. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hour = canvas.getByRole('spinbutton', { name: /hour/i });
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ hour: 16, minute: 0, timeZone: 'Europe/Berlin' }),
    );
  },
};
