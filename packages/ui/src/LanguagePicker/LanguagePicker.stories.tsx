import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

const meta = {
  title: 'Forms/LanguagePicker',
  component: LanguagePicker,
  tags: ['autodocs'],
  args: { onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: ['en'] },
    showLabel: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { value: 'en', showLabel: true, isDisabled: false } };

const labels = ['visible label', 'hidden label'] as const;
const states = ['enabled', 'disabled'] as const;

/** Label × state. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="LanguagePicker labels × states"
      rows={labels}
      columns={states}
      render={(label, state) => (
        <LanguagePicker showLabel={label === 'visible label'} isDisabled={state === 'disabled'} />
      )}
    />
  ),
};

/** English is the only language, selected by default (R-UI-2). */
export const EnglishOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Language/ });
    await expect(trigger).toHaveTextContent('English');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['English']);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(options[0] as HTMLElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('English');
  },
};

/** Keyboard: Tab to the picker, Enter opens it, Escape closes it and focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Language/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // react-aria gives focus back to the trigger in the frame after the popover closes.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
