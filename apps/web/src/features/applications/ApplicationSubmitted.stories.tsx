import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  APP_READY,
  demoCustomerApplicationId,
  resetStoryState,
  UNKNOWN_ID,
} from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** Application Submitted (route `c.applications.success`): the confirmation after applying. */
const meta = {
  title: 'Screens/Customer/Application Submitted',
  component: AppStory,
  args: {
    path: `/c/applications/success/${demoCustomerApplicationId('submitted')}`,
    signedIn: 'customer',
  },
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

/** What was sent, what happens next, and the way to the application. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Application Submitted' }, APP_READY);
    await expect(
      await canvas.findByRole('heading', { name: 'What happens next' }, APP_READY),
    ).toBeInTheDocument();
    // Just sent: the employer has not opened it yet.
    await expect(canvas.getByText('Viewed by the employer').nextElementSibling).toHaveTextContent(
      'Not yet',
    );
    await expect(canvas.getByRole('link', { name: 'View my application' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/c\/applications#application-/),
    );
    // Issue 29: the resume sent (not the profile's) can be kept on the profile in one click.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Keep this resume on my profile' }, APP_READY),
    );
    await expect(await screen.findByText(/The resume is now on your profile/)).toBeVisible();
  },
};

/** Someone else's or an unknown application. */
export const NotFound: Story = {
  args: { path: `/c/applications/success/${UNKNOWN_ID}` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: 'This application does not exist' },
      APP_READY,
    );
  },
};

/** The application cannot be loaded. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { applications: scenarios.applications.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
