import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { APP_READY, demoCompanyId, resetStoryState, UNKNOWN_ID } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** A company's page (route `c.company`): profile, technologies, links and open jobs. */
const meta = {
  title: 'Screens/Customer/Company',
  component: AppStory,
  args: { path: `/c/company/${demoCompanyId()}`, signedIn: 'customer' },
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

/** The profile with its open jobs. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Northwind/ }, APP_READY);
    await expect(canvas.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: /open jobs?$/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0);
  },
};

/** An unknown company. */
export const NotFound: Story = {
  args: { path: `/c/company/${UNKNOWN_ID}` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      {
        level: 1,
        name: 'This company does not exist',
      },
      APP_READY,
    );
  },
};

/** The profile cannot be loaded. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { companies: scenarios.companies.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/**
 * Loading: the route reads the company before its screen renders, so a first load shows the app's
 * loading state (announced, no screen yet) until the company arrives.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: { companies: scenarios.companies.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, APP_READY)).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
