import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import type { ThemeName } from '../theme/theme.css.ts';
import { ThemeSwitch, type ThemeSwitchProps } from './ThemeSwitch.tsx';

const meta = {
  title: 'Forms/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
  args: { theme: 'light', onThemeChange: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    variant: { control: 'inline-radio', options: ['switch', 'icon'] },
    showLabel: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the theme in state like the app does (without touching the page's own theme). */
function Stateful(props: ThemeSwitchProps) {
  const [theme, setTheme] = useState<ThemeName>(props.theme);
  return (
    <ThemeSwitch
      {...props}
      theme={theme}
      onThemeChange={(next) => {
        setTheme(next);
        props.onThemeChange(next);
      }}
    />
  );
}

export const Default: Story = { render: (args) => <Stateful {...args} /> };

export const Playground: Story = {
  args: { variant: 'switch', showLabel: true, isDisabled: false },
};

const variants = ['switch', 'icon'] as const;
const states = ['light', 'dark', 'disabled', 'no visible label'] as const;

/** Variants × states. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="ThemeSwitch variants × states"
      rows={variants}
      columns={states}
      render={(variant, state) => (
        <ThemeSwitch
          variant={variant}
          theme={state === 'dark' ? 'dark' : 'light'}
          isDisabled={state === 'disabled'}
          showLabel={state !== 'no visible label'}
          onThemeChange={() => undefined}
        />
      )}
    />
  ),
};

/** Clicking the labelled switch turns the dark theme on, and again off. */
export const Toggle: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Dark theme' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Dark theme'));
    await expect(toggle).toBeChecked();
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('dark');
    await userEvent.click(canvas.getByText('Dark theme'));
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('light');
  },
};

/** Keyboard: Tab focuses the switch and Space toggles it. */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark theme' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('dark');
  },
};

/** The icon variant is a toggle button named "Dark theme" with aria-pressed. */
export const IconButton: Story = {
  args: { variant: 'icon', theme: 'dark' },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Dark theme' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('light');
  },
};
