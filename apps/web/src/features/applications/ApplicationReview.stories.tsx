import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  APP_READY,
  demoReceivedApplicationId,
  resetStoryState,
  UNKNOWN_ID,
} from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/**
 * A received application (route `b.application`): applicant, cover letter, resume, timeline and
 * the move to a pipeline stage with a note to the applicant.
 */
const meta = {
  title: 'Screens/Business/Application',
  component: AppStory,
  args: { path: `/b/applications/${demoReceivedApplicationId('submitted')}`, signedIn: 'business' },
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

/** Move the application to Interviewing with a note: the timeline grows. */
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Cover letter' }, APP_READY);
    await step('the screening answers come first, with the must-have mark', async () => {
      const answers = within(canvas.getByRole('region', { name: 'Screening answers' }));
      await expect(answers.getByText('Meets all must-haves')).toBeVisible();
      await expect(
        answers.getByText(
          'I led the navigation stack of a hospital delivery robot from prototype to 40 units.',
        ),
      ).toBeVisible();
      await expect(answers.queryByText('Misses the must-have')).not.toBeInTheDocument();
    });
    await step('a stage is needed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Update status' }));
      await expect(
        await canvas.findByText('Choose the stage to move the application to.'),
      ).toBeInTheDocument();
    });
    await step('move to Interviewing with a note', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Interviewing' }));
      await userEvent.type(
        canvas.getByRole('textbox', { name: /Note to the applicant/ }),
        'Let us talk on Monday.',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Update status' }));
      await waitFor(() =>
        expect(canvas.getByRole('radio', { name: /Interviewing \(current\)/ })).toBeDisabled(),
      );
    });
  },
};

/** A final application (rejected) cannot move. */
export const Final: Story = {
  args: { path: `/b/applications/${demoReceivedApplicationId('rejected')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/can no longer change/, {}, APP_READY);
    await expect(canvas.queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
  },
};

/** An unknown application. */
export const NotFound: Story = {
  args: { path: `/b/applications/${UNKNOWN_ID}` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      {
        level: 1,
        name: 'This application does not exist',
      },
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
