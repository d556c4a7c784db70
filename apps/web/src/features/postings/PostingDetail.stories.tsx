import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  APP_READY,
  demoBoardPostingId,
  demoPostingId,
  resetStoryState,
  UNKNOWN_ID,
} from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** A job posting's page (route `b.posting`): figures, status actions, applications to it. */
const meta = {
  title: 'Screens/Business/Job Posting',
  component: AppStory,
  args: { path: `/b/posting/${demoPostingId('published')}`, signedIn: 'business' },
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

/** Close the posting: the confirmation says applicants are told, the toast how many were. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 2, name: 'Applications to this posting' },
      APP_READY,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Close posting' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close this job posting?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close posting' }));
    await waitFor(() =>
      expect(canvas.getByText('Closed', { selector: 'span' })).toBeInTheDocument(),
    );
  },
};

/** A draft without pay: publishing shows the server's 422 field errors. */
export const PublishRefused: Story = {
  args: { path: `/b/posting/${demoPostingId('draft')}` },
  parameters: { msw: { handlers: { postings: scenarios.postings.publishIncomplete } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }, APP_READY));
    const alert = await canvas.findByText('A complete pay range is required to publish.', {
      selector: 'strong',
    });
    await expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'The maximum pay is required to publish.',
    );
  },
};

/** A closed posting: no edit; "Reopen posting" publishes it again and a toast confirms it. */
export const Closed: Story = {
  args: { path: `/b/posting/${demoPostingId('closed')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Closed on/, {}, APP_READY);
    await expect(canvas.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen posting' }));
    await screen.findByText(/is open again\. Job seekers can find it and apply\.$/);
    await waitFor(() =>
      expect(canvas.getByText('Published', { selector: 'span' })).toBeInTheDocument(),
    );
  },
};

/** Unknown or another business's posting. */
export const NotFound: Story = {
  args: { path: `/b/posting/${UNKNOWN_ID}` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      {
        level: 1,
        name: 'This job posting does not exist',
      },
      APP_READY,
    );
  },
};

/** The posting cannot be loaded. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { postings: scenarios.postings.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('alert', {}, APP_READY);
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/**
 * The robotics posting's hiring team (issue 36): its recruiter and interviewer and the four default
 * scorecard criteria; "Edit hiring team" adds Daniel Osei, who is then listed.
 */
export const HiringTeam: Story = {
  args: { path: `/b/posting/${demoBoardPostingId()}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Hiring team' }, APP_READY);
    await expect(await within(card).findByText('Elena Marsh')).toBeVisible();
    await expect(within(card).getByText('Kenji Watanabe')).toBeVisible();
    await expect(
      within(card).getByText('Skills, Experience, Communication, Motivation'),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit hiring team' }));
    await userEvent.click(await within(card).findByRole('checkbox', { name: /Daniel Osei/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save hiring team' }));
    await expect(await within(card).findByText('Daniel Osei')).toBeVisible();
  },
};

/** An interviewer reads the posting (issue 36): no edit, publish or close; no team editing. */
export const AsInterviewer: Story = {
  args: { path: `/b/posting/${demoBoardPostingId()}` },
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        auth: scenarios.auth.interviewer,
        team: scenarios.team.interviewer,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Hiring team' }, APP_READY);
    await expect(await within(card).findByText('Kenji Watanabe')).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Edit hiring team' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Close posting' })).toBeNull();
  },
};
