import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** Job postings (route `b.postings`): status tabs, actions, confirmations. Overrides `postings`. */
const meta = {
  title: 'Screens/Business/Job Postings',
  component: AppStory,
  args: { path: '/b/postings', signedIn: 'business' },
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

/** Switch to Drafts and delete one after confirming. */
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Job postings' }, APP_READY);
    await canvas.findByRole('grid', { name: 'Job postings' }, APP_READY);

    await step('the Drafts tab lists drafts only', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Drafts' }));
      await waitFor(() =>
        expect(canvas.getByRole('tab', { name: 'Drafts' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      );
      await waitFor(() => {
        const grid = canvas.getByRole('grid', { name: 'Job postings' });
        return expect(within(grid).queryAllByText('Published')).toHaveLength(0);
      });
    });

    await step('delete a draft after confirming', async () => {
      const grid = canvas.getByRole('grid', { name: 'Job postings' });
      const rows = within(grid).getAllByRole('row').length;
      await userEvent.click(
        within(grid).getAllByRole('button', { name: /^Actions for/ })[0] as HTMLElement,
      );
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete draft' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
      await waitFor(() =>
        expect(
          within(canvas.getByRole('grid', { name: 'Job postings' })).getAllByRole('row'),
        ).toHaveLength(rows - 1),
      );
    });
  },
};

/** Closing asks first and says applicants are told. */
export const CloseConfirmation: Story = {
  args: { path: '/b/postings?status=published' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Job postings' }, APP_READY);
    await userEvent.click(
      within(grid).getAllByRole('button', { name: /^Actions for/ })[0] as HTMLElement,
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close posting' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close this job posting?' });
    await expect(dialog).toHaveTextContent(/every applicant still waiting for an answer is told/);
  },
};

/** No posting yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { postings: scenarios.postings.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No job postings yet' }, APP_READY);
  },
};

/** The list cannot be loaded. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { postings: scenarios.postings.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { postings: scenarios.postings.loading } } },
};
