import { handlerGroups, scenarios } from '@hireloop/api/msw';
import { POSTING_DRAFT_STORAGE_KEY } from '@hireloop/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, demoPostingId, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';
import { emptyPostingForm } from './postingForm.ts';

/**
 * The job posting editor (routes `b.postings.new` and `b.postings.edit`, one screen): the local
 * draft, the rules shared with the server, skills as tags. Stories override `postings`.
 */
const meta = {
  title: 'Screens/Business/Posting Editor',
  component: AppStory,
  // The play functions read and seed the local draft in the browser's storage.
  args: { path: '/b/postings/new', signedIn: 'business', storage: 'browser' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: handlerGroups },
  },
  beforeEach: () => {
    resetStoryState();
    localStorage.removeItem(POSTING_DRAFT_STORAGE_KEY);
    return () => localStorage.removeItem(POSTING_DRAFT_STORAGE_KEY);
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Publishing needs the pay range; a draft needs only a title and is kept on the device meanwhile. */
export const New: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'New job posting' }, APP_READY);

    await step('publishing an empty form names every missing field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('The title field is required.');
      await expect(alert).toHaveTextContent('The minimum pay is required to publish.');
      await expect(alert).toHaveTextContent('The pay period is required to publish.');
    });

    await step('typing keeps a local draft', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Job title/ }), 'Head Baker');
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Add a skill' }),
        'Sourdough, Pastry{Enter}',
      );
      await expect(canvas.getByRole('row', { name: 'Sourdough' })).toBeInTheDocument();
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem(POSTING_DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
          postingId: null,
          values: { title: 'Head Baker', skills: ['Sourdough', 'Pastry'] },
        }),
      );
    });

    await step('"Save draft" stores it on the server and clears the local draft', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
      await canvas.findByRole('heading', { level: 1, name: 'Edit job posting' });
      await waitFor(() => expect(localStorage.getItem(POSTING_DRAFT_STORAGE_KEY)).toBeNull());
    });
  },
};

/** Coming back to "New job posting" restores what was typed and not saved. */
export const RestoredDraft: Story = {
  beforeEach: () => {
    localStorage.setItem(
      POSTING_DRAFT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        postingId: null,
        values: { ...emptyPostingForm, title: 'Night Shift Baker', skills: ['Bread'] },
        savedAt: Date.now() - 5 * 60_000,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/We restored the changes you had not saved/, {}, APP_READY);
    await expect(canvas.getByRole('textbox', { name: /Job title/ })).toHaveValue(
      'Night Shift Baker',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Discard them' }));
    await expect(canvas.getByRole('textbox', { name: /Job title/ })).toHaveValue('');
  },
};

/** Editing a draft. */
export const EditDraft: Story = {
  args: { path: `/b/postings/edit/${demoPostingId('draft')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: /Job title/ }, APP_READY),
    ).not.toHaveValue('');
  },
};

/** The server refuses to publish (422): its field errors land on the fields. */
export const PublishRefused: Story = {
  args: { path: `/b/postings/edit/${demoPostingId('draft')}` },
  parameters: { msw: { handlers: { postings: scenarios.postings.publishIncomplete } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Job title/ }, APP_READY);
    const field = (name: RegExp) => canvas.getByRole('textbox', { name });
    await userEvent.clear(field(/Minimum pay/));
    await userEvent.type(field(/Minimum pay/), '50000');
    await userEvent.clear(field(/Maximum pay/));
    await userEvent.type(field(/Maximum pay/), '60000');
    await userEvent.clear(canvas.getByRole('combobox', { name: /Currency/ }));
    await userEvent.type(canvas.getByRole('combobox', { name: /Currency/ }), 'EUR');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /Per$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Year' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'A complete pay range is required to publish.',
      ),
    );
  },
};

/** The posting cannot be loaded. */
export const ServerError: Story = {
  args: { path: `/b/postings/edit/${demoPostingId('draft')}` },
  parameters: { msw: { handlers: { postings: scenarios.postings.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
