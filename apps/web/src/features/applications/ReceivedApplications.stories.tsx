import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** The business's Applications (route `b.applications`): a table filtered by posting and status. */
const meta = {
  title: 'Screens/Business/Applications',
  component: AppStory,
  args: { path: '/b/applications', signedIn: 'business' },
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

/** Filter by status; every row opens its application. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Applications' }, APP_READY);
    const table = await canvas.findByRole('grid', { name: 'Applications' }, APP_READY);
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Interviewing' }));
    await waitFor(() => {
      const statuses = within(canvas.getByRole('grid', { name: 'Applications' })).getAllByText(
        /Interviewing|In review|Submitted|Offer made|Hired|Not selected|Withdrawn/,
      );
      return expect(statuses.every((cell) => cell.textContent === 'Interviewing')).toBe(true);
    });
  },
};

/**
 * Issue 29: the must-have mark of each application, and the filter "Misses a must-have" with
 * those meeting them sorted first otherwise.
 */
export const MustHaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Applications' }, APP_READY);
    await expect(within(table).getAllByText('Meets all must-haves').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: /Must-haves/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Misses a must-have' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('grid', { name: 'Applications' })).queryByText(
          'Meets all must-haves',
        ),
      ).not.toBeInTheDocument(),
    );
    const names = within(canvas.getByRole('grid', { name: 'Applications' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(names.join()).toMatch(/Tomás/);
    await expect(names.join()).not.toMatch(/Priya/);
  },
};

/** No application received. */
export const Empty: Story = {
  parameters: { msw: { handlers: { applications: scenarios.applications.empty } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No applications yet' }, APP_READY);
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
