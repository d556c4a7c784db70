import { scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/** Route `home` (/): the landing page with live counts of open jobs and companies. */
const meta = {
  title: 'Screens/Public/Landing',
  component: AppStory,
  args: { path: '/' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both audiences, the calls to action and the live counts. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(await canvas.findByText(/^open jobs?$/i)).toBeVisible();
    await expect(canvas.getByText(/^open jobs? with pay stated$/i)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a job' })).toHaveAttribute(
      'href',
      '/register/customer',
    );
  },
};

/** The counts are on their way: skeletons. */
export const StatsLoading: Story = {
  parameters: { msw: { handlers: { public: scenarios.public.loading } } },
};

/** The counts failed: the page still works and says the numbers are unavailable. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { public: scenarios.public.serverError } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Live numbers are unavailable right now.'),
    ).toBeVisible();
  },
};
