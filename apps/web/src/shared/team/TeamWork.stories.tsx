import { handlerGroups, scenarios, teamApplicationIds } from '@hireloop/api/msw';
import { TEAM_MESSAGES } from '@hireloop/api/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/**
 * The company's work on an application (issue 36) on the business application page: private
 * notes with @mentions, scorecards hidden until one's own is in, their summary, and the activity
 * log. Luca Bianchi's application has two notes and two hidden scorecards; Maya Okafor's three
 * visible scorecards.
 */
const meta = {
  title: 'Screens/Business/Application team work',
  component: AppStory,
  args: {
    path: `/b/applications/${teamApplicationIds.hiddenScorecards}`,
    signedIn: 'business',
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

/** The section named `name`, once the page and its lazy sections are in. */
async function region(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('region', { name }, APP_READY));
}

/** The notes oldest first, with Elena's @mention of Kenji; the applicant never sees them. */
export const Notes: Story = {
  play: async ({ canvasElement }) => {
    const notes = await region(canvasElement, 'Private notes');
    const list = within(await notes.findByRole('list', { name: 'Notes' }, APP_READY));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByText('Elena Marsh')).toBeVisible();
    await expect(within(items[0]!).getByText('Mentioned: Kenji Watanabe')).toBeVisible();
    await expect(within(items[1]!).getByText('Kenji Watanabe')).toBeVisible();
    await expect(notes.getByText(/the applicant never does/)).toBeVisible();
  },
};

/** Typing `@Kenji Watanabe` names who the note will notify. */
export const NoteMention: Story = {
  play: async ({ canvasElement }) => {
    const notes = await region(canvasElement, 'Private notes');
    const field = await notes.findByRole('textbox', { name: 'New note' }, APP_READY);
    await userEvent.type(field, 'Can you take the on-site, @Kenji Watanabe');
    await expect(await notes.findByText('Kenji Watanabe will be notified')).toBeVisible();
  },
};

/** An empty note is refused under the field. */
export const NoteRequired: Story = {
  play: async ({ canvasElement }) => {
    const notes = await region(canvasElement, 'Private notes');
    await userEvent.click(await notes.findByRole('button', { name: 'Add note' }, APP_READY));
    await expect(await notes.findByText(TEAM_MESSAGES.noteRequired)).toBeVisible();
    await expect(notes.getByRole('textbox', { name: 'New note' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Two scorecards are in, hidden until the owner submits theirs: the count and the form. */
export const ScorecardsHidden: Story = {
  play: async ({ canvasElement }) => {
    const cards = await region(canvasElement, 'Scorecards');
    await expect(
      await cards.findByText(
        '2 scorecards submitted: they stay hidden until you submit yours.',
        {},
        APP_READY,
      ),
    ).toBeVisible();
    await expect(cards.getByRole('radiogroup', { name: 'Skills' })).toBeVisible();
    await expect(cards.getByRole('button', { name: 'Submit scorecard' })).toBeVisible();
    await expect(cards.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
  },
};

/** Rate, recommend and submit: the summary and the others' scorecards appear. */
export const ScorecardSubmit: Story = {
  play: async ({ canvasElement, step }) => {
    const cards = await region(canvasElement, 'Scorecards');
    const rate = async (group: string, option: string) =>
      userEvent.click(
        within(await cards.findByRole('radiogroup', { name: group }, APP_READY)).getByRole(
          'radio',
          { name: option },
        ),
      );
    await step('fill in the scorecard', async () => {
      await rate('Skills', '4 Excellent');
      await rate('Experience', '3 Good');
      await rate('Communication', '3 Good');
      await rate('Overall recommendation', 'Strong yes');
      await userEvent.type(
        cards.getByRole('textbox', { name: 'Comment (optional)' }),
        'Solid planner work.',
      );
      await userEvent.click(cards.getByRole('button', { name: 'Submit scorecard' }));
    });
    await step('the summary and the three scorecards show', async () => {
      const summary = within(await cards.findByRole('region', { name: 'Summary' }, APP_READY));
      await expect(summary.getByText('3 scorecards')).toBeVisible();
      const list = within(cards.getByRole('list', { name: 'Submitted scorecards' }));
      await expect(list.getAllByRole('listitem')).toHaveLength(3);
      await expect(list.getByText('Elena Marsh')).toBeVisible();
      await expect(cards.getByRole('button', { name: 'Edit your scorecard' })).toBeVisible();
    });
  },
};

/** Maya Okafor's three scorecards, the owner's first, with the summary. */
export const ScorecardsVisible: Story = {
  args: { path: `/b/applications/${teamApplicationIds.visibleScorecards}` },
  play: async ({ canvasElement }) => {
    const cards = await region(canvasElement, 'Scorecards');
    const summary = within(await cards.findByRole('region', { name: 'Summary' }, APP_READY));
    await expect(summary.getByText('3 scorecards')).toBeVisible();
    await expect(summary.getByText('Average per criterion')).toBeVisible();
    const items = within(cards.getByRole('list', { name: 'Submitted scorecards' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText(/\(you\)/)).toBeVisible();
    await expect(
      within(items[0]!).getByRole('button', { name: 'Edit your scorecard' }),
    ).toBeVisible();
  },
};

/** The activity log, newest first: messages, the interview, notes, scorecards, stage moves. */
export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const activity = await region(canvasElement, 'Activity');
    const list = within(
      await activity.findByRole('list', { name: 'Activity, newest first' }, APP_READY),
    );
    await expect(list.getByText('Luca Bianchi sent a message')).toBeVisible();
    await expect(list.getByText('Daniel Osei submitted a scorecard: Strong yes')).toBeVisible();
    await expect(
      list.getByText('Northwind Robotics moved the application to Interviewing'),
    ).toBeVisible();
    await expect(list.getByText('Luca Bianchi applied')).toBeVisible();
  },
};

/** The signed-in member as the demo company's interviewer, Kenji Watanabe (issue 36's role table). */

/** An interviewer reads the application and writes notes and scorecards, but moves no stage. */
export const Interviewer: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: scenarios.auth.interviewer,
        team: scenarios.team.interviewer,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const move = await region(canvasElement, 'Move to a stage');
    await expect(move.getByText(/Your role may not move applications/)).toBeVisible();
    await expect(move.queryByRole('radio')).not.toBeInTheDocument();
    const notes = await region(canvasElement, 'Private notes');
    await waitFor(() => expect(notes.getByRole('button', { name: 'Add note' })).toBeVisible());
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Update status' }),
    ).not.toBeInTheDocument();
  },
};
