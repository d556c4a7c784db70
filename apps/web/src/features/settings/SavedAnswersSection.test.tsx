/**
 * Settings → Profile, "Saved answers" (issue 29): listing, editing and deleting the customer's
 * answers to reusable screening questions, against the canned mocks of `@hireloop/api/msw` (Maya
 * has two: authorised to work in the United States, yes; 3 years of C++).
 */
import { demo } from '@hireloop/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderScreen } from '../../test/renderApp.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { SavedAnswersSection } from './SavedAnswersSection.tsx';

const AUTHORISED = 'Are you legally authorised to work in the United States?';
const CPP_YEARS = 'How many years of experience do you have with C++?';

const toastsOf = (app: ReturnType<typeof renderScreen>) =>
  app.services.toasts.shell.getSnapshot().context.toasts.map((toast) => toast.message);

/** The saved-answer calls that change something (PUT, DELETE). */
const writesOf = (app: ReturnType<typeof renderScreen>) =>
  app.calls.filter(
    (call) => call.method !== 'GET' && call.path.startsWith('/api/v1/c/settings/saved-answers'),
  );

/** Renders the section signed in as Maya and waits for her answers. */
async function renderSection(handlers: RequestHandler[] = []) {
  const user = userEvent.setup({ delay: null });
  const app = renderScreen(<SavedAnswersSection />, { signedIn: 'customer', handlers });
  const list = await screen.findByRole('list', { name: 'Saved answers' });
  return { user, app, list };
}

/** The list item of the answer to `question`. */
const itemOf = (list: HTMLElement, question: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(question) || within(item).queryByLabelText(question))!;

describe('saved answers (Settings → Profile, issue 29)', () => {
  it('lists Maya’s saved answers with their question, answer and when they were saved', async () => {
    const { list } = await renderSection();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(demo.savedAnswers.length);
    const authorised = itemOf(list, AUTHORISED);
    expect(within(authorised).getByText('Your answer: Yes')).toBeTruthy();
    const years = itemOf(list, CPP_YEARS);
    expect(within(years).getByText('Your answer: 3')).toBeTruthy();
    const saved = within(years).getByText('Saved 6 days ago');
    expect(saved.tagName).toBe('TIME');
    expect(saved.getAttribute('dateTime')).toBe(demo.savedAnswers[1]!.updated_at);
    // Every action names its question.
    for (const question of [AUTHORISED, CPP_YEARS]) {
      expect(screen.getByRole('button', { name: `Edit answer to: ${question}` })).toBeTruthy();
      expect(screen.getByRole('button', { name: `Delete answer to: ${question}` })).toBeTruthy();
    }
  });

  it('edits a number answer in place: sent, shown first, toasted, and the focus back on Edit', async () => {
    const bodies: unknown[] = [];
    const { user, app, list } = await renderSection([
      http.put(api('/c/settings/saved-answers/:id'), async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    ]);
    await user.click(screen.getByRole('button', { name: `Edit answer to: ${CPP_YEARS}` }));
    const field = screen.getByRole('textbox', { name: /C\+\+/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(toastsOf(app)).toEqual(['Answer updated']));
    expect(bodies).toEqual([{ value: 5 }]);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText(CPP_YEARS)).toBeTruthy();
    expect(within(first).getByText('Your answer: 5')).toBeTruthy();
    expect(within(first).getByText('Saved now')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `Edit answer to: ${CPP_YEARS}` }),
      ),
    );
  });

  it('edits a yes/no answer with radios', async () => {
    const { user, list } = await renderSection();
    await user.click(screen.getByRole('button', { name: `Edit answer to: ${AUTHORISED}` }));
    const group = screen.getByRole('radiogroup', { name: AUTHORISED });
    const yes = within(group).getByRole('radio', { name: 'Yes' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    // Arrow keys move the choice, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await waitFor(() =>
      expect(within(itemOf(list, AUTHORISED)).getByText('Your answer: No')).toBeTruthy(),
    );
  });

  it('shows what is wrong with a value and sends nothing', async () => {
    const { user, app } = await renderSection();
    await user.click(screen.getByRole('button', { name: `Edit answer to: ${CPP_YEARS}` }));
    const field = screen.getByRole('textbox', { name: /C\+\+/ });
    await user.clear(field);
    await user.type(field, '2000000000');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a number from 0 to 1,000,000,000.')).toBeTruthy();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Enter an answer.')).toBeTruthy();
    expect(writesOf(app)).toEqual([]);
    // Cancel (or Escape) leaves the answer as it was.
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Your answer: 3')).toBeTruthy();
    expect(writesOf(app)).toEqual([]);
  });

  it('shows the server’s 422 on the field', async () => {
    const { user } = await renderSection([
      http.put(api('/c/settings/saved-answers/:id'), () =>
        HttpResponse.json(
          {
            message: 'This answer is not of the kind the question asks for.',
            errors: { value: ['This answer is not of the kind the question asks for.'] },
          },
          { status: 422 },
        ),
      ),
    ]);
    await user.click(screen.getByRole('button', { name: `Edit answer to: ${CPP_YEARS}` }));
    const field = screen.getByRole('textbox', { name: /C\+\+/ });
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This answer is not of the kind the question asks for.')).toBeTruthy();
  });

  it('deletes an answer only after confirming, with a toast', async () => {
    const { user, app, list } = await renderSection();
    const deleteButton = screen.getByRole('button', { name: `Delete answer to: ${AUTHORISED}` });
    await user.click(deleteButton);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this saved answer?' });
    expect(within(dialog).getByText(new RegExp(AUTHORISED.replace('?', '\\?')))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writesOf(app)).toEqual([]);

    await user.click(deleteButton);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this saved answer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete answer' }));
    await waitFor(() => expect(toastsOf(app)).toEqual(['Answer deleted']));
    expect(writesOf(app)).toEqual([
      { method: 'DELETE', path: `/api/v1/c/settings/saved-answers/${demo.savedAnswers[0]!.id}` },
    ]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText(AUTHORISED)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved answers' })),
    );
  });

  it('explains that answers are saved when applying when there are none', async () => {
    renderScreen(<SavedAnswersSection />, {
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/settings/saved-answers'), () =>
          HttpResponse.json({ status: 'success', message: 'OK', data: [] }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'No saved answers yet' })).toBeTruthy();
    expect(screen.getByText(/your answer is saved here and offered the next time/)).toBeTruthy();
  });

  it('says "Failed to load your saved answers" with a retry when the list does not load', async () => {
    renderScreen(<SavedAnswersSection />, {
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/settings/saved-answers'), () =>
          HttpResponse.json({ status: 'error', message: '', data: [] }),
        ),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load your saved answers')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is part of a customer’s profile tab only', async () => {
    const customer = renderScreen(<ProfileTab />, { signedIn: 'customer' });
    expect(await screen.findByRole('heading', { name: 'Saved answers' })).toBeTruthy();
    customer.unmount();
    renderScreen(<ProfileTab />, { signedIn: 'business' });
    expect(await screen.findByRole('heading', { name: 'Company profile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Saved answers' })).toBeNull();
  });
});
