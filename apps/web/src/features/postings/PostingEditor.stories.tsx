import { handlerGroups, scenarios } from '@hireloop/api/msw';
import { POSTING_DRAFT_STORAGE_KEY } from '@hireloop/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, demoPostingId, resetStoryState } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';
import { emptyPostingForm, type PostingFormValues } from './postingForm.ts';
import { newQuestion, type QuestionDraft } from './screeningForm.ts';

/**
 * The job posting editor (routes `b.postings.new` and `b.postings.edit`, one screen): the local
 * draft, the rules shared with the server, skills as tags, screening questions (issue 29).
 * Stories override `postings`.
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

/** A screening question of the seeded drafts: required, not a must-have unless `fields` say. */
const question = (key: string, fields: Partial<QuestionDraft>): QuestionDraft => ({
  ...newQuestion(false),
  key,
  ...fields,
});

/** Seeds the local draft of a new posting with `values`, as if typed and not saved. */
const seedNewDraft = (values: Partial<PostingFormValues>) => () => {
  localStorage.setItem(
    POSTING_DRAFT_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      postingId: null,
      values: { ...emptyPostingForm, title: 'Forklift Operator', ...values },
      savedAt: Date.now() - 60_000,
    }),
  );
};

/** One question of each kind, three of them must-haves, as the editor shows them. */
const everyKind: QuestionDraft[] = [
  question('yes-no', {
    prompt: 'Do you hold a forklift licence?',
    kind: 'yes_no',
    mustHave: true,
    acceptedAnswers: [true],
  }),
  question('single', {
    prompt: 'Which shift suits you best?',
    kind: 'single_choice',
    options: ['Early', 'Late', 'Night'],
  }),
  question('multiple', {
    prompt: 'Which trucks have you driven?',
    kind: 'multiple_choice',
    mustHave: true,
    options: ['Counterbalance', 'Reach truck', 'Order picker'],
    acceptedAnswers: ['Counterbalance', 'Reach truck'],
  }),
  question('number', {
    prompt: 'How many years have you worked in a warehouse?',
    kind: 'number',
    mustHave: true,
    minimum: 2,
  }),
  question('short', {
    prompt: 'What is the earliest date you could start?',
    kind: 'short_text',
    reuseKey: 'start_date',
  }),
  question('long', {
    prompt: 'Tell us about a time you kept a warehouse safe.',
    kind: 'long_text',
    required: false,
  }),
];

/**
 * Screening questions of every kind: yes/no, single and multiple choice with their options, a
 * number with its minimum, short and long text; must-haves say what they accept. Move up / Move
 * down reorder them, and the library offers ready-made questions for the posting's place.
 */
export const QuestionsOfEachKind: Story = {
  beforeEach: seedNewDraft({ location: 'Rotterdam, Netherlands', screeningQuestions: everyKind }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/We restored the changes you had not saved/, {}, APP_READY);
    const group = (position: number) => canvas.getByRole('group', { name: `Question ${position}` });

    await step('each question shows its kind and what a must-have accepts', async () => {
      const kinds = [
        'Yes or no',
        'Single choice',
        'Multiple choice',
        'Number',
        'Short text',
        'Long text',
      ];
      for (const [index, kind] of kinds.entries())
        await expect(
          within(group(index + 1)).getByRole('button', { name: /Answer type/ }),
        ).toHaveTextContent(kind);
      await expect(within(group(1)).getByRole('radio', { name: 'Yes' })).toBeChecked();
      await expect(within(group(2)).getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(
        3,
      );
      await expect(within(group(3)).getByRole('checkbox', { name: 'Reach truck' })).toBeChecked();
      await expect(
        within(group(4)).getByRole('textbox', { name: /Lowest accepted answer/ }),
      ).toHaveValue('2');
      // A ready-made question keeps its kind.
      await expect(within(group(5)).getByRole('button', { name: /Answer type/ })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: /Add question/ })).toBeEnabled();
    });

    await step('Move down reorders the questions and keeps the focus on the button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move down: question 1' }));
      await expect(within(group(2)).getByRole('textbox', { name: /^Question/ })).toHaveValue(
        'Do you hold a forklift licence?',
      );
      await waitFor(() =>
        expect(within(group(2)).getByRole('button', { name: /^Move down/ })).toHaveFocus(),
      );
    });

    await step('the library offers questions for the posting', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Add from library/ }));
      const menu = await screen.findByRole('menu', { name: 'Add from library' });
      await expect(
        within(menu).getByRole('menuitem', {
          name: 'Are you legally authorised to work in Netherlands?',
        }),
      ).toBeInTheDocument();
      await expect(
        within(menu).getByRole('menuitem', { name: 'What is the earliest date you could start?' }),
      ).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{Escape}');
    });
  },
};

/**
 * Saving questions that break the shared rules: each message lands on its question's field and in
 * the summary, and the first invalid field takes the focus.
 */
export const QuestionValidationErrors: Story = {
  beforeEach: seedNewDraft({
    screeningQuestions: [
      question('choice', {
        prompt: 'Which shift suits you best?',
        kind: 'single_choice',
        options: ['', ''],
      }),
      question('years', {
        prompt: 'How many years have you worked in a warehouse?',
        kind: 'number',
        mustHave: true,
      }),
      question('licence', {
        prompt: 'Do you hold a forklift licence?',
        kind: 'yes_no',
        mustHave: true,
      }),
      question('blank', { kind: 'long_text' }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/We restored the changes you had not saved/, {}, APP_READY);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Question 1: A choice question needs 2 to 10 options.');
    await expect(alert).toHaveTextContent(
      'Question 2: Enter the lowest number this must-have accepts.',
    );
    await expect(alert).toHaveTextContent('Question 3: Choose the answers this must-have accepts.');
    await expect(alert).toHaveTextContent('Question 4: The question field is required.');
    const first = within(canvas.getByRole('group', { name: 'Question 1' })).getByRole('textbox', {
      name: 'Option 1',
    });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleDescription(/A choice question needs 2 to 10 options\./);
    await expect(
      within(canvas.getByRole('group', { name: 'Question 3' })).getByRole('radiogroup', {
        name: /Accepted answer/,
      }),
    ).toHaveAccessibleDescription(/Choose the answers this must-have accepts\./);
  },
};

/**
 * A published posting: the questions applicants answered keep their kind; changing what a
 * must-have accepts asks to confirm that the applications received are re-evaluated (the
 * server's 409), then saves.
 */
export const PublishedMustHaveChange: Story = {
  args: { path: `/b/postings/edit/${demoPostingId('published')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const years = await canvas.findByRole('group', { name: 'Question 2' }, APP_READY);
    await expect(within(years).getByRole('button', { name: /Answer type/ })).toBeDisabled();
    const minimum = within(years).getByRole('textbox', { name: /Lowest accepted answer/ });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '5');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Re-evaluate the applications?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and re-evaluate' }));
    await expect(
      await screen.findByText('Changes saved. Job seekers see them now.'),
    ).toBeInTheDocument();
  },
};
