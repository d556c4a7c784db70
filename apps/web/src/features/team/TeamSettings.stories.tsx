import { demoAccounts, scenarios } from '@hireloop/api/msw';
import { TEAM_MESSAGES } from '@hireloop/api/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/**
 * Settings → Team of a business (issue 36): the members and their roles, the invitation form and
 * the pending invitations; signed in as the demo company's owner unless a story says otherwise.
 */
const meta = {
  title: 'Screens/Signed in/Team settings',
  component: AppStory,
  args: { path: '/b/settings/team', signedIn: 'business' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: four members with role pickers and "Remove", Rosa Delgado's pending invitation. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Team', selected: true })).toBeVisible();
    const members = await canvas.findByRole('list', { name: 'Members of the company' });
    await expect(within(members).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(members).getByText('You')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Role of Daniel Osei/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Elena Marsh' })).toBeVisible();
    const invitations = await canvas.findByRole('list', { name: 'Pending invitations' });
    await expect(within(invitations).getByText('rosa.delgado@northwind.example')).toBeVisible();
  },
};

/** Inviting an address that already has an account: the server's refusal under the field. */
export const InviteAlreadyHasAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /E-mail address/ });
    await userEvent.type(email, demoAccounts.customer.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(TEAM_MESSAGES.emailHasAccount));
  },
};

/** The owner picks "Owner" for the admin: the confirmation says they become an admin. */
export const HandOverOwnership: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Role of Daniel Osei/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Owner' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Hand ownership to Daniel Osei?',
    });
    await expect(within(dialog).getByText(/You become an admin/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Hand over ownership' })).toBeVisible();
  },
};

/** "Remove" asks first: the member loses access, what they wrote stays. */
export const RemoveMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Elena Marsh' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Elena Marsh?' });
    await expect(
      within(dialog).getByText(
        'Elena Marsh loses access at once; what they wrote stays under their name.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Remove member' })).toBeVisible();
  },
};

/** Signed in as the recruiter: the members read-only, "Leave the company", no invitations. */
export const Recruiter: Story = {
  parameters: { msw: { handlers: { team: scenarios.team.recruiter } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = await canvas.findByRole('list', { name: 'Members of the company' });
    await expect(within(members).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(/Only the owner and admins manage the team/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Role of / })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Invite a member' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave the company' })).toBeVisible();
  },
};

/** A company of one: the owner alone, no pending invitation. */
export const Empty: Story = {
  parameters: { msw: { handlers: { team: scenarios.team.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = await canvas.findByRole('list', { name: 'Members of the company' });
    await expect(within(members).getAllByRole('listitem')).toHaveLength(1);
    await expect(await canvas.findByText('No pending invitations.')).toBeVisible();
  },
};

/** The team cannot be loaded (500): the failure with "Try again". */
export const ServerError: Story = {
  parameters: { msw: { handlers: { team: scenarios.team.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The team's first answer is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { team: scenarios.team.loading } } },
};
