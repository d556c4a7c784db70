import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/** Routes `unauthorized` and `not-found` (R-ROUTE-1, R-ROLE-3). */
const meta = {
  title: 'Screens/Public/Errors',
  component: AppStory,
  args: { path: '/unauthorized' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer opening a business page lands on /unauthorized, with a way to their dashboard. */
export const Unauthorized: Story = {
  args: { path: '/b/postings', signedIn: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You do not have access to this page')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/c/dashboard',
    );
  },
};

/** Any other path. */
export const NotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page not found')).toBeVisible();
  },
};
