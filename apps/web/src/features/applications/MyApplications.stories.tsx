import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, demoCustomerApplicationId, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/**
 * My applications (route `c.applications`): a status filter in the URL, each application's
 * timeline, and withdrawing after a confirmation. Stories override the `applications` group.
 */
const meta = {
  title: 'Screens/Customer/My Applications',
  component: AppStory,
  args: { path: '/c/applications', signedIn: 'customer' },
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

/** Filter by status, open a timeline, withdraw an application. */
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Applications' }, APP_READY);
    await canvas.findByText(/^\d+ applications?$/, {}, APP_READY);

    await step('the applications the employer opened say so, with the date', async () => {
      await expect(canvas.getAllByText('Viewed by the employer').length).toBeGreaterThan(0);
    });

    await step('filter by status', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Submitted' }));
      await waitFor(() =>
        expect(canvas.getByText(/^\d+ applications?$/)).toHaveTextContent('1 application'),
      );
      // Still submitted: not opened by the employer yet.
      await expect(canvas.queryByText('Viewed by the employer')).not.toBeInTheDocument();
    });

    await step('the timeline opens', async () => {
      const toggle = canvas.getByRole('button', { name: 'Show progress' });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    await step('withdraw after confirming', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your application?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
      await waitFor(() =>
        expect(
          screen.queryByRole('alertdialog', { name: 'Withdraw your application?' }),
        ).not.toBeInTheDocument(),
      );
    });
  },
};

/** Opened from "View my application": that application's timeline is open. */
export const Targeted: Story = {
  args: { path: `/c/applications#application-${demoCustomerApplicationId('interviewing')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Hide progress' }, APP_READY),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Issue 29: an application that answered screening questions shows them under its progress. */
export const WithAnswers: Story = {
  args: { path: `/c/applications#application-${demoCustomerApplicationId('reviewing')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Hide progress and answers' }, APP_READY),
    ).toHaveAttribute('aria-expanded', 'true');
    const answers = within(
      canvas.getByRole('region', { name: 'Your answers to the employer’s questions' }),
    );
    await expect(
      answers.getByText('Are you legally authorised to work in the United States?')
        .nextElementSibling,
    ).toHaveTextContent('Yes');
  },
};

/**
 * "Applied on company sites": the imported job the demo customer tracks, with its timeline; a new
 * step (Offer, today) is added and becomes the status.
 */
export const Tracked: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const section = within(
      await canvas.findByRole('region', { name: 'Applied on company sites' }, APP_READY),
    );
    const item = within(section.getByRole('article', { name: 'Data Analyst, Network Planning' }));
    await expect(item.getByText('Phone screen, 30 minutes.')).toBeInTheDocument();
    await expect(item.getByRole('textbox', { name: 'Private note' })).toHaveValue(
      'Applied through their careers page; recruiter is Dana.',
    );
    await step('add an Offer step', async () => {
      const form = within(item.getByRole('form', { name: 'Add a step' }));
      await userEvent.click(form.getByRole('button', { name: /Step/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Offer' }));
      await userEvent.click(form.getByRole('button', { name: 'Add step' }));
      await waitFor(() => expect(item.getAllByText('Offer').length).toBeGreaterThanOrEqual(2));
    });
  },
};

/** No application yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { applications: scenarios.applications.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'You have not applied to any job yet' }, APP_READY);
    await expect(canvas.getByRole('link', { name: 'Find jobs' })).toBeInTheDocument();
  },
};

/** The list cannot be loaded. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { applications: scenarios.applications.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { applications: scenarios.applications.loading } } },
};
