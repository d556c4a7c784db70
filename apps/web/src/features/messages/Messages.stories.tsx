import { conversationIds, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * Issue 28: Lumen Health's proposal in the conversation; the applicant books the second time by
 * keyboard and the card turns to "Booked" with the calendar file.
 */
export const InterviewBookedByKeyboard: Story = {
  args: { path: `/c/messages/${conversationIds.customer}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const interviews = await canvas.findByRole('region', { name: 'Interviews' }, APP_READY);
    const times = await within(interviews).findAllByRole('button', { name: /^Book / });
    await expect(times).toHaveLength(3);
    times[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(interviews).findByRole('button', { name: 'Add to calendar (.ics)' }),
    ).toBeVisible();
    await expect(within(interviews).getByText(/^Booked for /)).toBeVisible();
  },
};

/** Issue 28: a booking that lost the race (409) says the time is gone. */
export const InterviewTimeTaken: Story = {
  args: { path: `/c/messages/${conversationIds.customer}` },
  parameters: { msw: { handlers: { interviews: scenarios.interviews.bookTaken } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const interviews = await canvas.findByRole('region', { name: 'Interviews' }, APP_READY);
    await userEvent.click(
      (await within(interviews).findAllByRole('button', { name: /^Book / }))[0]!,
    );
    await expect(await within(interviews).findByRole('alert')).toHaveTextContent(
      'This time is no longer available.',
    );
  },
};

/** Issue 28: the business's conversation with Luca shows his booked on-site interview. */
export const InterviewBookedForBusiness: Story = {
  args: { path: `/b/messages/${conversationIds.business}`, signedIn: 'business' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const interviews = await canvas.findByRole('region', { name: 'Interviews' }, APP_READY);
    await expect(within(interviews).getByText('On-site interview')).toBeVisible();
    await expect(within(interviews).getByRole('button', { name: 'Offer new times' })).toBeVisible();
    await expect(
      within(interviews).queryByRole('button', { name: 'Propose an interview' }),
    ).toBeNull();
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

/**
 * Writing closed while the page was open (409): the server's words show, the text stays in the
 * box so it can be copied elsewhere.
 */
export const SendClosed: Story = {
  args: { path: `/c/messages/${conversationIds.customer}` },
  parameters: { msw: { handlers: { conversations: scenarios.conversations.sendClosed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Message' }, APP_READY);
    await userEvent.type(box, 'One more question');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/This conversation is closed/)).toBeVisible();
    await expect(box).toHaveValue('One more question');
  },
};

/**
 * The event stream cannot be opened (503): the conversation still reads and sends, and falls
 * back to polling on its own with nothing for the reader to do.
 */
export const StreamDown: Story = {
  args: { path: `/c/messages/${conversationIds.customer}` },
  parameters: { msw: { handlers: { conversations: scenarios.conversations.streamDown } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Message' }, APP_READY);
    await userEvent.type(box, 'See you on Thursday');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('See you on Thursday', {}, APP_READY)).toBeVisible();
    await waitFor(() => expect(box).toHaveValue(''), APP_READY);
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
    const canvas = within(canvasElement);
    await canvas.findAllByText('Thursday at 2 pm works.', { exact: false }, APP_READY);
    // The conversation stands alone below the desktop breakpoint (the Storybook viewport
    // "mobile"); a desktop window (the test runner's) shows the inbox beside it instead.
    const back = canvas.queryByRole('link', { name: 'Back to messages' });
    const search = canvas.queryByRole('searchbox');
    if (window.innerWidth >= 1024) {
      await expect(back).toBeNull();
      await expect(search).toBeVisible();
      return;
    }
    await expect(back).toBeVisible();
    await expect(search).toBeNull();
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

/** The business area's sidebar: its Messages badge counts the company's unread messages. */
export const BusinessBadgeCapped: Story = {
  args: { path: '/b/messages', signedIn: 'business' },
  parameters: { msw: { handlers: { conversations: scenarios.conversations.manyUnread } } },
  play: async ({ canvasElement }) => {
    const [badge] = await within(canvasElement).findAllByText('99+', {}, APP_READY);
    await expect(badge).toBeVisible();
  },
};

export const BusinessConversation: Story = {
  args: { path: `/b/messages/${conversationIds.business}`, signedIn: 'business' },
  play: async ({ canvasElement }) => {
    // The last message shows in the inbox's row and in the conversation beside it (the two can
    // render a moment apart: wait for both, not for the first).
    await waitFor(
      () =>
        expect(
          within(canvasElement).getAllByText('Great! Which building should I go to?'),
        ).toHaveLength(2),
      APP_READY,
    );
    for (const text of within(canvasElement).getAllByText('Great! Which building should I go to?'))
      await expect(text).toBeVisible();
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
