import { demo, handlerGroups } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { APP_READY, resetStoryState } from '../../../shared/storyData.ts';
import { AppStory } from '../../../storybook/AppStory.tsx';

const first = demo.savedSearches[0]!;

/** The unsubscribe link of job-alert e-mails (signed out). */
const meta = {
  title: 'Screens/Public/Unsubscribe from job alerts',
  component: AppStory,
  args: { path: `/alerts/unsubscribe?token=${first.id}.signature`, signedIn: null },
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

/** A valid link: the alerts stop and the page names the search. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Done' }, APP_READY);
    await expect(
      canvas.getByText(`You will get no more alerts for “${first.name}”.`),
    ).toBeInTheDocument();
  },
};

/** An altered link is refused with the reason. */
export const ServerError: Story = {
  args: { path: '/alerts/unsubscribe?token=altered.token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'This link does not work' }, APP_READY);
    await expect(canvas.getByText('This unsubscribe link is not valid.')).toBeInTheDocument();
  },
};

/** No token in the link. */
export const Empty: Story = {
  args: { path: '/alerts/unsubscribe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'This link does not work' }, APP_READY);
  },
};
