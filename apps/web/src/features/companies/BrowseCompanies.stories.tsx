import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/** Browse Companies (route `c.companies`): search, remote policy and size filters, pagination. */
const meta = {
  title: 'Screens/Customer/Browse Companies',
  component: AppStory,
  args: { path: '/c/companies', signedIn: 'customer' },
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

/** Search by name and filter to fully remote companies. */
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Browse Companies' }, APP_READY);
    await canvas.findByRole('heading', { level: 2, name: /^\d+ compan(y|ies)$/ }, APP_READY);

    await step('search by name', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search companies' });
      await userEvent.type(search, 'northwind{Enter}');
      await waitFor(() =>
        expect(canvas.getByRole('heading', { level: 2, name: /compan/ })).toHaveTextContent(
          '1 company',
        ),
      );
      await expect(
        canvas.getByRole('heading', { level: 3, name: /Northwind/ }),
      ).toBeInTheDocument();
    });

    await step('a filter with no match shows the empty state', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Fully remote' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Large company' }));
      await waitFor(() =>
        expect(canvas.getByRole('heading', { level: 2, name: /compan/ })).toHaveTextContent(
          /No companies|compan/,
        ),
      );
    });
  },
};

/** No company listed. */
export const Empty: Story = {
  parameters: { msw: { handlers: { companies: scenarios.companies.empty } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No companies found' }, APP_READY);
  },
};

/** The list cannot be loaded. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { companies: scenarios.companies.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { companies: scenarios.companies.loading } } },
};
