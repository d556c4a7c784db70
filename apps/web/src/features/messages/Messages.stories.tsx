import { conversationIds, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { APP_READY } from '../../shared/storyData.ts';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/** Routes `c.messages`, `c.message`, `b.messages` and `b.message` (issue 28). */
const meta = {
  title: 'Screens/Signed in/Messages',
  component: AppStory,
  args: { path: '/c/messages', signedIn: 'customer' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox with an unread conversation; the right side asks to pick one. */
export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Senior Frontend Engineer' }, APP_READY),
    ).toBeVisible();
    await expect(canvas.getByText('Pick a conversation')).toBeVisible();
  },
};

export const InboxEmpty: Story = {
  parameters: { msw: { handlers: { conversations: scenarios.conversations.empty } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No conversations yet', {}, APP_READY),
    ).toBeVisible();
  },
};

export const SearchWithoutResult: Story = {
  args: { path: '/c/messages?q=astronaut' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No conversation matches “astronaut”.', {}, APP_READY),
    ).toBeVisible();
  },
};

export const InboxError: Story = {
  parameters: { msw: { handlers: { conversations: scenarios.conversations.serverError } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }, APP_READY),
    ).toBeVisible();
  },
};

/** The split view: links, line breaks, a stage note and "Seen". */
export const ConversationLoaded: Story = {
  args: { path: `/c/messages/${conversationIds.customer}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'link',
        { name: 'https://meet.example.com/lumen-frontend' },
        APP_READY,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Moved to Interviewing')).toBeVisible();
    await expect(canvas.getByText('Seen')).toBeVisible();
  },
};

export const ConversationEmpty: Story = {
  args: { path: `/c/messages/${conversationIds.customerEmpty}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No messages yet. Write the first one.',
        {},
        APP_READY,
      ),
    ).toBeVisible();
  },
};

export const ClosedForWriting: Story = {
  args: { path: `/c/messages/${conversationIds.customerClosed}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/This conversation is closed/, {}, APP_READY),
    ).toBeVisible();
  },
};

/** The server refuses the message (422): its words on the field, the text kept. */
export const SendRefused: Story = {
  args: { path: `/c/messages/${conversationIds.customer}` },
  parameters: { msw: { handlers: { conversations: scenarios.conversations.sendInvalid } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Message' }, APP_READY);
    await userEvent.type(box, 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByText('A message cannot contain control characters.'),
    ).toBeVisible();
    await expect(box).toHaveValue('Hello');
  },
};

export const SendRateLimited: Story = {
  args: { path: `/c/messages/${conversationIds.customer}` },
  parameters: { msw: { handlers: { conversations: scenarios.conversations.sendRateLimited } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }, APP_READY), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/Try again in 60 seconds/)).toBeVisible();
  },
};

export const LoadEarlier: Story = {
  args: { path: `/c/messages/${conversationIds.customer}` },
  parameters: { msw: { handlers: { conversations: scenarios.conversations.longHistory } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Load earlier messages' }, APP_READY),
    );
    await expect(await canvas.findByText('Earlier message 1')).toBeVisible();
  },
};

/** On a 390 px phone: the conversation alone, with "Back to messages". */
export const Phone: Story = {
  args: { path: `/c/messages/${conversationIds.customer}` },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Back to messages' }, APP_READY),
    ).toBeVisible();
  },
};

/** 120 unread: the sidebar's Messages badge reads "99+". */
export const BadgeCapped: Story = {
  parameters: { msw: { handlers: { conversations: scenarios.conversations.manyUnread } } },
  play: async ({ canvasElement }) => {
    const [badge] = await within(canvasElement).findAllByText('99+', {}, APP_READY);
    await expect(badge).toBeVisible();
  },
};

export const BusinessConversation: Story = {
  args: { path: `/b/messages/${conversationIds.business}`, signedIn: 'business' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Great! Which building should I go to?',
        {},
        APP_READY,
      ),
    ).toBeVisible();
  },
};

export const BusinessClosed: Story = {
  args: { path: `/b/messages/${conversationIds.businessClosed}`, signedIn: 'business' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/This conversation is closed/, {}, APP_READY),
    ).toBeVisible();
  },
};
