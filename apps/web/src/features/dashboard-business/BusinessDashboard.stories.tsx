import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** The business's dashboard (route `b.dashboard`). Stories override the `dashboard` group. */
const meta = {
  title: 'Screens/Business/Dashboard',
  component: AppStory,
  args: { path: '/b/dashboard', signedIn: 'business' },
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

/** Postings by status, new applications, views and applications per posting. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Your job postings' }, APP_READY);
    // react-aria's table fills its rows in the commit after the grid itself appears.
    await expect(
      await within(table).findByRole('columnheader', { name: 'Views' }, APP_READY),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Newest applications' })).toBeInTheDocument();
    // Issue 28: Luca's booked on-site interview first, then the proposal to Priya.
    const upcoming = await canvas.findByRole('region', { name: 'Upcoming interviews' });
    const items = within(upcoming).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Luca');
    await expect(items[1]).toHaveTextContent('Times offered');
  },
};

/** A new business: write the first posting. */
export const NewBusiness: Story = {
  parameters: { msw: { handlers: { dashboard: scenarios.dashboard.newBusiness } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Write your first job posting' }, APP_READY);
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
