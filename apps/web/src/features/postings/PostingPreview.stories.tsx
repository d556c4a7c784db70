import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { APP_READY, demoPostingId, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** The preview (route `b.posting.preview`): the posting exactly as job seekers will see it. */
const meta = {
  title: 'Screens/Business/Posting Preview',
  component: AppStory,
  args: { path: `/b/posting/${demoPostingId('draft')}/preview`, signedIn: 'business' },
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

/** A draft: the banner offers Edit and Publish; the job seeker's buttons cannot be used. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/this is how job seekers will see your posting/, {}, APP_READY);
    await expect(canvas.getByRole('heading', { name: 'About the job' })).toBeInTheDocument();
    for (const button of canvas.getAllByRole('button', { name: 'Apply now' }))
      await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeEnabled();
  },
};

/**
 * A published posting; under the frame, its screening questions (issue 29) with what each
 * must-have accepts.
 */
export const Published: Story = {
  args: { path: `/b/posting/${demoPostingId('published')}/preview` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Preview: this is how job seekers see your posting.', {}, APP_READY);
    const questions = canvas.getByRole('region', { name: 'Screening questions' });
    await expect(within(questions).getAllByRole('listitem')).toHaveLength(3);
    await expect(questions).toHaveTextContent('Accepts: Yes');
    await expect(questions).toHaveTextContent('Accepts 3 or more');
  },
};

/** The posting cannot be loaded. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { postings: scenarios.postings.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
