import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../../shared/storyData.ts';
import { AppStory } from '../../../storybook/AppStory.tsx';

/** "Save this search" on Find Jobs: names the search on screen (keywords and every filter). */
const meta = {
  title: 'Screens/Customer/Find Jobs/Save this search',
  component: AppStory,
  args: { path: '/c/jobs?q=rust&location=Berlin&workplace=remote', signedIn: 'customer' },
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

/** The name starts as the keywords and place; saving confirms with a link to Saved Searches. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Save this search' }, APP_READY),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('rust, Berlin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await screen.findByText(/Search saved as “rust, Berlin”/, {}, APP_READY);
    await expect(screen.getByRole('button', { name: 'Saved Searches' })).toBeInTheDocument();
  },
};

/** A name over 100 characters is refused in the form, before any request. */
export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Save this search' }, APP_READY),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await expect(
      within(dialog).getByText('The name may have at most 100 characters.'),
    ).toBeInTheDocument();
  },
};

/** The server refuses (e.g. down): the dialog stays open with the message, the name kept. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, savedSearches: scenarios.savedSearches.serverError } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Save this search' }, APP_READY),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    // The server's own message for an unexpected failure (500).
    await within(dialog).findByText('Server Error', {}, APP_READY);
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('rust, Berlin');
  },
};
