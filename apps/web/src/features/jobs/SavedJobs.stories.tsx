import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** Saved Jobs (route `c.jobs.bookmarked`): closed jobs stay, marked closed; unsave. */
const meta = {
  title: 'Screens/Customer/Saved Jobs',
  component: AppStory,
  args: { path: '/c/jobs/bookmarked', signedIn: 'customer' },
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

/** Five saved jobs, one closed; unsaving takes one off the list. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Saved Jobs' }, APP_READY);
    const count = await canvas.findByText(/^\d+ saved jobs?$/, {}, APP_READY);
    const before = Number(count.textContent?.split(' ')[0]);
    await expect(canvas.getAllByText('Closed').length).toBeGreaterThan(0);
    const saved = canvas.getAllByRole('button', { name: /^Save job:/ });
    await userEvent.click(saved[0] as HTMLElement);
    await waitFor(() =>
      expect(canvas.getByText(/^\d+ saved jobs?$/)).toHaveTextContent(`${before - 1} saved job`),
    );
  },
};

/** Nothing saved yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { bookmarks: scenarios.bookmarks.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No saved jobs yet' }, APP_READY);
    await expect(canvas.getByRole('link', { name: 'Find jobs' })).toBeInTheDocument();
  },
};

/** Saved Jobs cannot be loaded. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { bookmarks: scenarios.bookmarks.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { bookmarks: scenarios.bookmarks.loading } } },
};
