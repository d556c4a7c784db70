import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/**
 * Find Jobs (route `c.jobs`): keyword search with suggestions, filters with facet counts, sort and
 * pagination, all in the URL. Each story overrides the `jobs` handler group.
 */
const meta = {
  title: 'Screens/Customer/Find Jobs',
  component: AppStory,
  args: { path: '/c/jobs', signedIn: 'customer' },
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

const resultsHeading = (root: HTMLElement) =>
  within(root).findByRole('heading', { level: 2, name: /\d+ jobs?$|No jobs/ }, APP_READY);

/** Search as you type, pick a suggestion, then narrow down to remote jobs. */
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Find Jobs' }, APP_READY);
    await resultsHeading(canvasElement);

    await step("typing shows suggestions from the jobs' titles and skills", async () => {
      await userEvent.type(canvas.getByRole('combobox', { name: 'Keywords' }), 'frontend');
      const listbox = await screen.findByRole('listbox', {}, APP_READY);
      await expect(
        within(listbox).getByRole('option', { name: 'Search for “frontend”' }),
      ).toBeInTheDocument();
      await userEvent.click(
        await within(listbox).findByRole('option', { name: /Senior Frontend Engineer/ }, APP_READY),
      );
    });

    await step('the search runs and is announced', async () => {
      await waitFor(
        () =>
          expect(canvas.getByRole('heading', { level: 2, name: /jobs?$/ })).toHaveTextContent(
            '1 job',
          ),
        APP_READY,
      );
      await expect(
        canvas.getByRole('article', { name: 'Senior Frontend Engineer' }),
      ).toBeInTheDocument();
    });

    await step('a filter narrows the results, with its count', async () => {
      const remote = canvas.getByRole('checkbox', { name: /^Remote/ });
      await expect(remote).toHaveAccessibleName('Remote 1 job');
      await userEvent.click(remote);
      await waitFor(() => expect(remote).toBeChecked(), APP_READY);
      await expect(canvas.getByRole('checkbox', { name: /^On-site/ })).toHaveAccessibleName(
        'On-site 0 jobs',
      );
    });
  },
};

/**
 * On a phone the filters open in a full-height sheet from the "Filters" button: choosing one
 * updates the live count of "Show N jobs", which closes the sheet on the results; the button then
 * says how many filters are on.
 */
export const PhoneFilterSheet: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await resultsHeading(canvasElement);
    // The button shows below the desktop breakpoint (the Storybook viewport "mobile"); a desktop
    // window (the test runner's) has the sidebar instead.
    if (window.innerWidth >= 1024) {
      await expect(canvas.getByRole('complementary', { name: 'Filters' })).toBeVisible();
      return;
    }
    const open = canvas.getByRole('button', { name: /^Filters/ });
    await step('the sheet opens with the filters and the sort', async () => {
      await userEvent.click(open);
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      await expect(within(sheet).getByRole('button', { name: /Sort/ })).toBeInTheDocument();
      await userEvent.click(within(sheet).getByRole('checkbox', { name: /^Remote/ }));
      await waitFor(
        () =>
          expect(
            within(sheet).getByRole('button', { name: /^Show \d+ jobs?$/ }),
          ).toBeInTheDocument(),
        APP_READY,
      );
      await userEvent.click(within(sheet).getByRole('button', { name: /^Show \d+ jobs?$/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
    await step('the button counts the filters on', async () => {
      await waitFor(
        () =>
          expect(canvas.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName(
            'Filters (1 on)',
          ),
        APP_READY,
      );
    });
  },
};

/** The location box suggests places from the suggestions endpoint as the user types. */
export const LocationSuggestions: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await resultsHeading(canvasElement);
    await step('typing part of a place lists the matching places', async () => {
      await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'pitt');
      const listbox = await screen.findByRole('listbox', {}, APP_READY);
      await userEvent.click(
        await within(listbox).findByRole('option', { name: 'Pittsburgh, PA' }, APP_READY),
      );
    });
    await step('choosing one searches there', async () => {
      await waitFor(
        () =>
          expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveValue('Pittsburgh, PA'),
        APP_READY,
      );
      // The heading of the previous results stays until the new ones arrive: wait for the cards.
      await waitFor(async () => {
        const cards = canvas.getAllByRole('article');
        await expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) await expect(card).toHaveTextContent('Pittsburgh, PA');
      }, APP_READY);
    });
  },
};

/** A shared link restores every filter: remote, full-time, pay from 100,000, sorted by pay. */
export const RestoredFromUrl: Story = {
  args: { path: '/c/jobs?q=engineer&workplace=remote&type=full_time&pay=100000&sort=salary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsHeading(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Keywords' })).toHaveValue('engineer');
    await expect(canvas.getByRole('checkbox', { name: /^Remote/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Full-time/ })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Include jobs with pay not stated' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Highest pay');
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  args: { path: '/c/jobs?q=underwater+basket&workplace=onsite' },
  parameters: { msw: { handlers: { jobs: scenarios.jobs.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No jobs match your search' }, APP_READY);
    await expect(
      canvas.getAllByRole('button', { name: 'Clear all filters' }).length,
    ).toBeGreaterThan(0);
  },
};

/** The search fails: the server's message and "Try again". */
export const ServerError: Story = {
  parameters: { msw: { handlers: { jobs: scenarios.jobs.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The first answer has not arrived: skeleton cards. */
export const Loading: Story = {
  parameters: { msw: { handlers: { jobs: scenarios.jobs.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Searching…', {}, APP_READY)).toBeInTheDocument();
  },
};

/**
 * The keywords had a typo: "Showing results for software engineer — Search instead for sofware
 * enginer", both links, and a total beyond the count shown as "10,000+".
 */
export const Corrected: Story = {
  args: { path: '/c/jobs?q=sofware+enginer' },
  parameters: { msw: { handlers: { jobs: scenarios.jobs.corrected } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing results for', { exact: false }, APP_READY);
    await expect(canvas.getByRole('link', { name: 'software engineer' })).toHaveAttribute(
      'href',
      '/c/jobs?q=software+engineer',
    );
    await expect(canvas.getByRole('link', { name: 'sofware enginer' })).toHaveAttribute(
      'href',
      '/c/jobs?q=sofware+enginer&exact=1',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: /jobs$/ })).toHaveTextContent(
      '10,000+ jobs',
    );
  },
};
