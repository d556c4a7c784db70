import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../../shared/storyData.ts';
import { AppStory } from '../../../storybook/AppStory.tsx';

/** Saved Searches (route `c.savedSearches`): new-match counts, run, rename, pause, delete. */
const meta = {
  title: 'Screens/Customer/Saved Searches',
  component: AppStory,
  args: { path: '/c/saved-searches', signedIn: 'customer' },
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

/** Three saved searches (one paused); rename one, pause another, delete one with confirmation. */
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Saved Searches' }, APP_READY);
    await canvas.findByText('3 of 20 saved searches', {}, APP_READY);
    await expect(canvas.getByText('3 new jobs')).toBeInTheDocument();
    await expect(canvas.getByText('Paused')).toBeInTheDocument();

    await step('rename', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Rename “Rust in Berlin”' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
      const field = within(dialog).getByRole('textbox', { name: 'Name' });
      await userEvent.clear(field);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
      await expect(within(dialog).getByText('Give the search a name.')).toBeInTheDocument();
      await userEvent.type(field, 'Rust, Berlin');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
      await canvas.findByRole('heading', { level: 2, name: 'Rust, Berlin' }, APP_READY);
    });

    await step('pause', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Pause alerts for “Remote ML roles”' }),
      );
      await canvas.findByRole('button', { name: 'Resume alerts for “Remote ML roles”' }, APP_READY);
    });

    await step('delete after confirming', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete “Design internships”' }));
      const confirm = await screen.findByRole('alertdialog', {
        name: 'Delete “Design internships”?',
      });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(
        () => expect(canvas.getByText('2 of 20 saved searches')).toBeInTheDocument(),
        APP_READY,
      );
      await screen.findByRole('button', { name: 'Undo' }, APP_READY);
    });
  },
};

/** Nothing saved yet: the way to Find Jobs. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, savedSearches: scenarios.savedSearches.empty } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No saved searches yet' }, APP_READY);
    await expect(canvas.getByRole('link', { name: 'Find jobs' })).toBeInTheDocument();
  },
};

/** The list cannot be loaded. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, savedSearches: scenarios.savedSearches.serverError } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, savedSearches: scenarios.savedSearches.loading } },
  },
};
