import { scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/** Routes `c.dashboard` and `b.dashboard` in the signed-in shell. */
const meta = {
  title: 'Screens/Signed in/Dashboard',
  component: AppStory,
  args: { path: '/c/dashboard', signedIn: 'customer' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Saved jobs' }),
    ).toBeVisible();
  },
};

export const CustomerEmpty: Story = {
  parameters: { msw: { handlers: { dashboard: scenarios.dashboard.newCustomer } } },
};

export const CustomerLoading: Story = {
  parameters: { msw: { handlers: { dashboard: scenarios.dashboard.loading } } },
};

export const CustomerServerError: Story = {
  parameters: { msw: { handlers: { dashboard: scenarios.dashboard.serverError } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

export const BusinessLoaded: Story = { args: { path: '/b/dashboard', signedIn: 'business' } };

export const BusinessEmpty: Story = {
  args: { path: '/b/dashboard', signedIn: 'business' },
  parameters: { msw: { handlers: { dashboard: scenarios.dashboard.newBusiness } } },
};
