import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { logos, mayaPhoto } from '../private/fixtures.ts';
import { Avatar } from './Avatar.tsx';

/** A URL that cannot be decoded: the browser fires `error` without a network request. */
const brokenImage = 'data:image/png;base64,broken';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { src: mayaPhoto, name: 'Maya Okafor' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
    showInitials: { control: 'boolean' },
    decorative: { control: 'boolean' },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { size: 'xl', shape: 'circle', showInitials: true },
};

const sizes = ['sm', 'md', 'lg', 'xl'] as const;
const states = ['image', 'logo', 'no URL', 'initials', 'failed to load'] as const;

/** Every size × state: image, square logo, default icon, initials and a broken image. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Avatar sizes × states"
      rows={sizes}
      columns={states}
      render={(size, state) => {
        switch (state) {
          case 'image':
            return <Avatar size={size} src={mayaPhoto} name="Maya Okafor" />;
          case 'logo':
            return <Avatar size={size} src={logos.northwind} name="Northwind" shape="square" />;
          case 'no URL':
            return <Avatar size={size} name="Maya Okafor" />;
          case 'initials':
            return <Avatar size={size} name="Maya Okafor" showInitials />;
          case 'failed to load':
            return <Avatar size={size} src={brokenImage} name="Daniel Kim" />;
        }
      }}
    />
  ),
};

/** No URL: the default user icon, named "User" when the name is unknown (R-DATA-2). */
export const DefaultIcon: Story = {
  args: { src: null, name: null, size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'User' });
    await expect(avatar).toHaveAttribute('data-fallback', 'icon');
  },
};

/** An image that fails to load is replaced by the default user icon (R-DATA-2). */
export const FailedImage: Story = {
  args: { src: brokenImage, name: 'Daniel Kim', size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Daniel Kim' })).toHaveAttribute(
        'data-fallback',
        'icon',
      ),
    );
  },
};
