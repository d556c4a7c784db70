import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** The customer's dashboard (route `c.dashboard`). Stories override the `dashboard` group. */
const meta = {
  title: 'Screens/Customer/Dashboard',
  component: AppStory,
  args: { path: '/c/dashboard', signedIn: 'customer' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: handlerGroups },
  },
  beforeEach: () => {
    resetStoryState();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures, applications by status, recent activity, saved and recommended jobs. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Recent activity' }, APP_READY);
    await expect(
      canvas.getByRole('heading', { name: 'Applications by status' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Interviewing' })).toHaveAttribute(
      'href',
      '/c/applications?status=interviewing',
    );
    await expect(canvas.getByRole('heading', { name: 'Saved jobs' })).toBeInTheDocument();
    // Issue 28: the proposal waiting for her answer, linked to its conversation.
    const upcoming = await canvas.findByRole('region', { name: 'Upcoming interviews' });
    await expect(
      within(upcoming).getByRole('link', { name: /Senior Frontend Engineer · Lumen Health/ }),
    ).toBeVisible();
    await expect(within(upcoming).getByText(/3 times are offered/)).toBeVisible();
  },
};

/** A new customer: where to start. */
export const NewCustomer: Story = {
  parameters: { msw: { handlers: { dashboard: scenarios.dashboard.newCustomer } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Start your job search' }, APP_READY);
  },
};

/** The dashboard cannot be loaded. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { dashboard: scenarios.dashboard.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { dashboard: scenarios.dashboard.loading } } },
};
