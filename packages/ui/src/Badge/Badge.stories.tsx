import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Remote' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'accent', 'success', 'warning', 'danger', 'info'],
    },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    count: { control: 'number' },
    max: { control: 'number' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { count: 12, tone: 'danger', variant: 'solid', size: 'md', max: 99, children: undefined },
};

const tones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;
const states = [
  'subtle label',
  'solid label',
  'count 7',
  'count 99',
  'count 100',
  'small',
] as const;

/** Every tone in every variant, with counts at the "99+" cap. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Badge tones × states"
      rows={tones}
      columns={states}
      render={(tone, state) => {
        switch (state) {
          case 'subtle label':
            return <Badge tone={tone}>Hybrid</Badge>;
          case 'solid label':
            return (
              <Badge tone={tone} variant="solid">
                Closed
              </Badge>
            );
          case 'count 7':
            return <Badge tone={tone} variant="solid" count={7} />;
          case 'count 99':
            return <Badge tone={tone} variant="solid" count={99} />;
          case 'count 100':
            return <Badge tone={tone} variant="solid" count={100} />;
          case 'small':
            return (
              <Badge tone={tone} size="sm">
                New
              </Badge>
            );
        }
      }}
    />
  ),
};

/** The unread count caps at "99+" (R-SHELL-3) and tells screen readers the real number. */
export const UnreadCap: Story = {
  args: {
    count: 128,
    tone: 'danger',
    variant: 'solid',
    label: '128 unread notifications',
    children: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('128 unread notifications')).toBeInTheDocument();
    await expect(canvas.queryByText('128')).toBeNull();
  },
};

/** 99 is still shown as is. */
export const AtCap: Story = {
  args: { count: 99, tone: 'accent', variant: 'solid', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99')).toBeVisible();
  },
};
