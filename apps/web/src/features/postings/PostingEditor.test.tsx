import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoPostingId } from '../../shared/storyData.ts';
import { api, renderApp, renderScreen } from '../../test/renderApp.tsx';
import { PostingEditor } from './PostingEditor.tsx';

function renderEditor() {
  return renderScreen(<PostingEditor />, { path: '/b/postings/new', signedIn: 'business' });
}

describe('posting editor pay fields', () => {
  it.each([
    ['40', '40'],
    ['85500', '85,500'],
    ['1', '1'],
    ['1000000000', '1,000,000,000'],
  ])('keeps the typed amount %s after leaving the field (shown %s)', async (typed, shown) => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const min = await screen.findByRole('textbox', { name: 'Minimum pay' });
    await user.type(min, typed);
    await user.tab();
    await waitFor(() => expect((min as HTMLInputElement).value).toBe(shown));
    const max = screen.getByRole('textbox', { name: 'Maximum pay' });
    await user.type(max, typed);
    await user.tab();
    await waitFor(() => expect((max as HTMLInputElement).value).toBe(shown));
  });
});

describe('posting editor pay with cents (issue 34)', () => {
  async function perHour(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /Per$/ }));
    await user.click(await screen.findByRole('option', { name: 'Hour' }));
  }

  it('keeps 55.50 typed per hour (it used to become 5,550)', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await perHour(user);
    const max = screen.getByRole('textbox', { name: 'Maximum pay' });
    await user.type(max, '55.50');
    await user.tab();
    await waitFor(() => expect((max as HTMLInputElement).value).toBe('55.50'));
  });

  it('reads a pasted 55.50 like a typed one (it used to empty the field)', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await perHour(user);
    const max = screen.getByRole('textbox', { name: 'Maximum pay' });
    await user.click(max);
    await user.paste('55.50');
    await user.tab();
    await waitFor(() => expect((max as HTMLInputElement).value).toBe('55.50'));
  });

  it('keeps cents typed for a yearly amount instead of multiplying it by 100', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const min = await screen.findByRole('textbox', { name: 'Minimum pay' });
    await user.type(min, '85000.50');
    await user.tab();
    await waitFor(() => expect((min as HTMLInputElement).value).toBe('85,000.5'));
  });

  it('says so when a pasted amount cannot be read', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const max = await screen.findByRole('textbox', { name: 'Maximum pay' });
    await user.click(max);
    await user.paste('about fifty');
    expect(await screen.findByText(/could not be read as an amount/)).toBeTruthy();
  });
});

describe('posting editor pay period', () => {
  it('offers every period of the contract: year, month, week, day and hour', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await user.click(await screen.findByRole('button', { name: /Per$/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Not stated',
      'Year',
      'Month',
      'Week',
      'Day',
      'Hour',
    ]);
  });
});

describe('posting editor currency picker', () => {
  it('stays closed when focus moves into it from the maximum pay', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const max = await screen.findByRole('textbox', { name: 'Maximum pay' });
    await user.type(max, '110000');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Currency/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on typing, and stays closed after a pick with the pointer', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const currency = await screen.findByRole('combobox', { name: /Currency/ });
    await user.type(currency, 'EU');
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    expect((currency as HTMLInputElement).value).toBe('EUR');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Still closed a moment later: nothing reopens it on the focused field.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps a fully typed code and closes when focus leaves', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const currency = await screen.findByRole('combobox', { name: /Currency/ });
    await user.type(currency, 'chf');
    await user.tab();
    expect((currency as HTMLInputElement).value).toBe('CHF');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('opens with Alt+ArrowDown and with its button', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const currency = await screen.findByRole('combobox', { name: /Currency/ });
    await user.click(currency);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.click(screen.getAllByRole('button', { name: /suggestions/i })[0]!);
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});

describe('posting editor screening questions (issue 29)', () => {
  /** The text of the elements that describe `element` (`aria-describedby`). */
  const description = (element: HTMLElement) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  /** Records the JSON bodies of the posting writes, then lets the canned handlers answer. */
  function recordWrites() {
    const bodies: Record<string, unknown>[] = [];
    const record = async ({ request }: { request: Request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    };
    return {
      bodies,
      handlers: [http.post(api('/b/postings'), record), http.put(api('/b/postings/:id'), record)],
    };
  }

  async function addQuestion(user: ReturnType<typeof userEvent.setup>, kind: string) {
    await user.click(await screen.findByRole('button', { name: /Add question/ }));
    const group = await screen.findByRole('group', { name: 'Question 1' });
    await user.type(within(group).getByRole('textbox', { name: /^Question/ }), 'A question?');
    await user.click(within(group).getByRole('button', { name: /Answer type/ }));
    await user.click(await screen.findByRole('option', { name: kind }));
    return group;
  }

  it('adds an editable copy of a ready-made question from the library, and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies, handlers } = recordWrites();
    renderScreen(<PostingEditor />, { path: '/b/postings/new', signedIn: 'business', handlers });
    await user.type(await screen.findByRole('textbox', { name: /Job title/ }), 'Welder');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Berlin, Germany');
    await user.click(screen.getByRole('button', { name: /Add from library/ }));
    await user.click(
      await screen.findByRole('menuitem', {
        name: 'Are you legally authorised to work in Germany?',
      }),
    );
    const group = await screen.findByRole('group', { name: 'Question 1' });
    const prompt = within(group).getByRole('textbox', { name: /^Question/ });
    expect((prompt as HTMLInputElement).value).toBe(
      'Are you legally authorised to work in Germany?',
    );
    expect(within(group).getByRole('button', { name: /Answer type/ }).textContent).toContain(
      'Yes or no',
    );
    expect(
      within(group).getByRole<HTMLInputElement>('checkbox', { name: /Required/ }).checked,
    ).toBe(true);
    await user.type(prompt, ' (EU citizens too)');
    // The library no longer offers the question already asked.
    await user.click(screen.getByRole('button', { name: /Add from library/ }));
    const asked = await screen.findByRole('menuitem', {
      name: 'Are you legally authorised to work in Germany?',
    });
    expect(asked.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.screening_questions).toEqual([
      {
        prompt: 'Are you legally authorised to work in Germany? (EU citizens too)',
        kind: 'yes_no',
        required: true,
        must_have: false,
        options: [],
        accepted_answers: [],
        minimum: null,
        reuse_key: 'work_authorization:Germany',
      },
    ]);
  });

  it('says a choice question needs options, on its options, and does not save', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies, handlers } = recordWrites();
    renderScreen(<PostingEditor />, { path: '/b/postings/new', signedIn: 'business', handlers });
    await user.type(await screen.findByRole('textbox', { name: /Job title/ }), 'Welder');
    const group = await addQuestion(user, 'Single choice');
    expect(within(group).getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const options = within(group).getByRole('group', { name: 'Options' });
    expect(options.textContent).toMatch('A choice question needs 2 to 10 options.');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      'Question 1: A choice question needs 2 to 10 options.',
    );
    // The first option takes the focus, and its description names the problem.
    const first = within(group).getByRole('textbox', { name: 'Option 1' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(description(first)).toMatch(/A choice question needs 2 to 10 options\./);
    expect(bodies).toHaveLength(0);

    // Enter goes on to the next option, and adds one after the last.
    await user.type(first, 'Early{Enter}');
    await user.keyboard('Late{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(group).getByRole('textbox', { name: 'Option 3' })),
    );
    await user.click(within(group).getByRole('button', { name: 'Remove option 3' }));
    expect(options.textContent).not.toContain('A choice question needs');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.screening_questions).toMatchObject([
      { kind: 'single_choice', options: ['Early', 'Late'] },
    ]);
  });

  it('makes a must-have required, and wants the minimum of a must-have number', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies, handlers } = recordWrites();
    renderScreen(<PostingEditor />, { path: '/b/postings/new', signedIn: 'business', handlers });
    await user.type(await screen.findByRole('textbox', { name: /Job title/ }), 'Welder');
    const group = await addQuestion(user, 'Number');
    const required = within(group).getByRole('checkbox', { name: /Required/ });
    await user.click(required);
    expect((required as HTMLInputElement).checked).toBe(false);
    await user.click(within(group).getByRole('checkbox', { name: /Must-have/ }));
    expect((required as HTMLInputElement).checked).toBe(true);
    expect((required as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const minimum = within(group).getByRole('textbox', { name: /Lowest accepted answer/ });
    await waitFor(() =>
      expect(description(minimum)).toMatch(/Enter the lowest number this must-have accepts\./),
    );
    await waitFor(() => expect(document.activeElement).toBe(minimum));
    expect(bodies).toHaveLength(0);

    await user.type(minimum, '3');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.screening_questions).toMatchObject([
      { kind: 'number', required: true, must_have: true, minimum: 3 },
    ]);
  });

  it('reorders with Move up and Move down and removes, keeping the focus near', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<PostingEditor />, { path: '/b/postings/new', signedIn: 'business' });
    const add = await screen.findByRole('button', { name: /Add question/ });
    for (const [index, prompt] of ['First?', 'Second?'].entries()) {
      await user.click(add);
      // The new question's prompt takes the focus.
      await waitFor(() =>
        expect(document.activeElement).toBe(
          within(screen.getByRole('group', { name: `Question ${index + 1}` })).getByRole(
            'textbox',
            { name: /^Question/ },
          ),
        ),
      );
      await user.keyboard(prompt);
    }
    const prompts = () =>
      screen
        .getAllByRole('group', { name: /^Question \d+$/ })
        .map(
          (group) =>
            within(group).getByRole<HTMLInputElement>('textbox', { name: /^Question/ }).value,
        );
    expect(prompts()).toEqual(['First?', 'Second?']);
    await user.click(screen.getByRole('button', { name: 'Move up: question 2' }));
    expect(prompts()).toEqual(['Second?', 'First?']);
    // At the top Move up is disabled: the focus goes to Move down of the same question.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move down: question 1' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove: question 1' }));
    expect(prompts()).toEqual(['First?']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Question 1' })),
    );
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Question 1 removed.');
  });

  it('adds an optional question to a published posting, which is kept once saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies, handlers } = recordWrites();
    renderApp({
      path: `/b/postings/edit/${demoPostingId('published')}`,
      signedIn: 'business',
      handlers,
    });
    await user.click(
      await screen.findByRole('button', { name: /Add question/ }, { timeout: 5000 }),
    );
    const added = await screen.findByRole('group', { name: 'Question 4' });
    const required = within(added).getByRole<HTMLInputElement>('checkbox', { name: /Required/ });
    expect(required.checked).toBe(false);
    expect(required.disabled).toBe(true);
    await user.type(within(added).getByRole('textbox', { name: /^Question/ }), 'Night shifts?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved. Job seekers see them now.')).toBeTruthy();
    expect(bodies[0]!.screening_questions).toMatchObject([
      { id: expect.any(String) as string },
      { id: expect.any(String) as string },
      { id: expect.any(String) as string },
      { prompt: 'Night shifts?', required: false },
    ]);
    // Saved, it has an id now: nothing is left unsaved, and it can no longer be removed.
    expect(await screen.findByText('All changes saved.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Question 4' })).getByRole<HTMLButtonElement>(
          'button',
          { name: /^Remove/ },
        ).disabled,
      ).toBe(true),
    );
  });

  it("puts the server's 422 on the field of the question it names", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<PostingEditor />, {
      path: '/b/postings/new',
      signedIn: 'business',
      handlers: [
        http.post(api('/b/postings'), () =>
          HttpResponse.json(
            {
              message: 'This question appears twice.',
              errors: { 'screening_questions.0.prompt': ['This question appears twice.'] },
            },
            { status: 422 },
          ),
        ),
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: /Job title/ }), 'Welder');
    const group = await addQuestion(user, 'Short text');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const prompt = within(group).getByRole('textbox', { name: /^Question/ });
    await waitFor(() => expect(description(prompt)).toMatch('This question appears twice.'));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      'Question 1: This question appears twice.',
    );
    await waitFor(() => expect(document.activeElement).toBe(prompt));
  });

  it('asks to confirm a change of a published posting’s must-haves, then re-sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies, handlers } = recordWrites();
    renderApp({
      path: `/b/postings/edit/${demoPostingId('published')}`,
      signedIn: 'business',
      handlers,
    });
    const years = await screen.findByRole('group', { name: 'Question 2' }, { timeout: 5000 });
    // Applicants answered it: its kind cannot change and it cannot be removed.
    expect(
      within(years).getByRole<HTMLButtonElement>('button', { name: /Answer type/ }).disabled,
    ).toBe(true);
    expect(within(years).getByRole<HTMLButtonElement>('button', { name: /^Remove/ }).disabled).toBe(
      true,
    );
    const minimum = within(years).getByRole('textbox', { name: /Lowest accepted answer/ });
    await user.clear(minimum);
    await user.type(minimum, '5');
    await user.tab();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Re-evaluate the applications?',
    });
    expect(dialog.textContent).toMatch(/applications received are checked again/);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.confirm_reevaluation).toBeUndefined();

    // Cancel: nothing is sent again, the change stays on screen.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodies).toHaveLength(1);
    expect((minimum as HTMLInputElement).value).toBe('5');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Save and re-evaluate',
      }),
    );
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ confirm_reevaluation: true });
    expect(bodies[2]!.screening_questions).toEqual(bodies[1]!.screening_questions);
    expect(await screen.findByText('Changes saved. Job seekers see them now.')).toBeTruthy();
  });
});
