import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, demoBoardPostingId, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

const boardPath = (extra = '') =>
  `/b/applications?posting=${demoBoardPostingId()}&view=board${extra}`;

/**
 * The pipeline board of a job posting (business Applications, Board tab): one column per stage
 * with its count; cards move by drag and drop, by keyboard, or with their "Move to" menu; several
 * move or are rejected at once with one note, all or none.
 */
const meta = {
  title: 'Screens/Business/Pipeline board',
  component: AppStory,
  args: { path: boardPath(), signedIn: 'business' },
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

/** The column of a stage, found by its heading. */
async function column(canvasElement: HTMLElement, stage: string) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole(
    'heading',
    { level: 2, name: new RegExp(`^${stage}`) },
    APP_READY,
  );
  return within(heading.closest('section')!);
}

/** Every column with its count; a card moves with its "Move to" menu after a confirmation. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const submitted = await column(canvasElement, 'Submitted');
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 2,
        name: 'Submitted 2 applicants',
      }),
    ).toBeInTheDocument();
    const reviewing = await column(canvasElement, 'In review');
    await expect(reviewing.getAllByRole('row')).toHaveLength(1);

    const [first] = await submitted.findAllByRole('button', { name: /^Move to: / });
    await userEvent.click(first!);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'In review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 1 applicant to In review' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Thanks, we are reading it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('heading', { level: 2, name: 'In review 2 applicants' }),
      ).toBeInTheDocument(),
    );
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Submitted 1 applicant' }),
    ).toBeInTheDocument();
  },
};

/**
 * Issue 29: each card shows its must-have mark, and everyone open who misses a must-have (Tomás,
 * Hana) is marked Not selected in one action, written when its Undo toast leaves.
 */
export const RejectMissedMustHaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submitted = await column(canvasElement, 'Submitted');
    await expect(submitted.getByText('Misses 1 must-have')).toBeVisible();
    await expect(submitted.getByText('Meets all must-haves')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark all 2 who miss a must-have as Not selected' }),
    );
    await expect(
      await screen.findByText('2 applicants who miss a must-have will be moved to Not selected.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 2, name: 'Not selected 3 applicants' }),
      ).toBeInTheDocument(),
    );
    await expect(
      canvas.queryByRole('button', { name: /who miss(es)? a must-have/ }),
    ).not.toBeInTheDocument();
  },
};

/** Two applicants selected with their checkboxes and moved together with one note. */
export const MoveSelected: Story = {
  play: async ({ canvasElement }) => {
    const submitted = await column(canvasElement, 'Submitted');
    const boxes = await submitted.findAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 applicants selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Move selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applicants' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Move to/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Interviewing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 2, name: 'Interviewing 3 applicants' }),
      ).toBeInTheDocument(),
    );
    await expect(
      canvas.getByText('Select applicants to move or reject several at once.'),
    ).toBeInTheDocument();
  },
};

/** A bulk move the status rules refuse: the reason per applicant, nothing moved, dialog open. */
export const RefusedBulkMove: Story = {
  parameters: {
    msw: { handlers: { applications: scenarios.applications.bulkMoveRefused } },
  },
  play: async ({ canvasElement }) => {
    const submitted = await column(canvasElement, 'Submitted');
    const boxes = await submitted.findAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 applicants' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Maya Okafor: This application is already hired and can no longer change status.',
    );
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Submitted 2 applicants' }),
    ).toBeInTheDocument();
  },
};

/** Only one stage, applicants of the last 30 days with a resume. */
export const Filtered: Story = {
  args: { path: boardPath('&status=submitted&applied=30&resume=yes') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: /^Submitted/ }, APP_READY);
    await expect(canvas.queryByRole('heading', { level: 2, name: /^In review/ })).toBeNull();
  },
};

/** No posting chosen yet: the board asks for one. */
export const ChoosePosting: Story = {
  args: { path: '/b/applications?view=board' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { name: 'Choose a job posting to see its board' },
      APP_READY,
    );
  },
};

/** A posting without applicants. */
export const Empty: Story = {
  parameters: { msw: { handlers: { applications: scenarios.applications.empty } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { name: 'No applicants on this board' },
      APP_READY,
    );
  },
};

/** The columns cannot be loaded. */
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

/** On a phone (390 px): the columns scroll sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await column(canvasElement, 'Submitted');
  },
};
