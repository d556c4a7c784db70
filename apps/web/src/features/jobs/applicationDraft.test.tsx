/**
 * The apply dialog keeps what was typed for a job (issue 29, decision 235): in the tab's storage,
 * across closing the dialog and leaving the page, until the application is sent, "Start over" is
 * pressed or the seeker signs out. Storage is untrusted: anything unreadable is no draft.
 */
import { demo, scenarios } from '@hireloop/api/msw';
import { APPLICATION_DRAFTS_STORAGE_KEY, createMemoryStorage } from '@hireloop/machines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import {
  clearApplicationDraft,
  readApplicationDraft,
  writeApplicationDraft,
} from './applicationDraft.ts';

const JOB = 'job-1';

describe('application drafts in storage', () => {
  it('reads back the cover letter, the answers and the emptied saved answers of each job', () => {
    const storage = createMemoryStorage();
    writeApplicationDraft(storage, JOB, {
      coverLetter: 'Dear team',
      typed: { a: true, b: ['AWS', 'GCP'], c: 4, d: 'Soon', e: null },
    });
    writeApplicationDraft(storage, 'job-2', { coverLetter: '', typed: { a: false } });
    expect(readApplicationDraft(storage, JOB)).toEqual({
      coverLetter: 'Dear team',
      typed: { a: true, b: ['AWS', 'GCP'], c: 4, d: 'Soon', e: null },
    });
    expect(readApplicationDraft(storage, 'job-2')).toEqual({
      coverLetter: '',
      typed: { a: false },
    });
    expect(readApplicationDraft(storage, 'job-3')).toBeNull();
  });

  it('an emptied form and a sent application leave no draft; the last draft removes the key', () => {
    const storage = createMemoryStorage();
    writeApplicationDraft(storage, JOB, { coverLetter: 'Hi', typed: {} });
    writeApplicationDraft(storage, 'job-2', { coverLetter: 'Hello', typed: {} });
    writeApplicationDraft(storage, JOB, { coverLetter: '   ', typed: {} });
    expect(readApplicationDraft(storage, JOB)).toBeNull();
    expect(readApplicationDraft(storage, 'job-2')).not.toBeNull();
    clearApplicationDraft(storage, 'job-2');
    expect(storage.getItem(APPLICATION_DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('reads anything it did not write as no draft', () => {
    const storage = createMemoryStorage();
    const stored = (drafts: unknown, version: unknown = 1) =>
      storage.setItem(APPLICATION_DRAFTS_STORAGE_KEY, JSON.stringify({ version, drafts }));
    for (const broken of [
      () => storage.setItem(APPLICATION_DRAFTS_STORAGE_KEY, '{not json'),
      () => stored({ [JOB]: { coverLetter: 'Hi', answers: [], cleared: [] } }, 2),
      () => stored([]),
      () => stored({ [JOB]: { coverLetter: 7, answers: [], cleared: [] } }),
      () => stored({ [JOB]: { coverLetter: 'Hi', answers: [{ question_id: 'a' }], cleared: [] } }),
      () => stored({ [JOB]: { coverLetter: 'Hi', answers: 'yes', cleared: [] } }),
      () => stored({ [JOB]: { coverLetter: 'Hi', answers: [], cleared: [3] } }),
    ]) {
      broken();
      expect(readApplicationDraft(storage, JOB)).toBeNull();
    }
  });

  it('a storage that refuses writes loses the draft, never what is on screen', () => {
    const full = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => writeApplicationDraft(full, JOB, { coverLetter: 'Hi', typed: {} })).not.toThrow();
  });
});

describe('the apply dialog keeps its draft', () => {
  const robotics = demo.jobs.robotics;

  it('after closing it and leaving the page; "Start over" empties the form and the draft', async () => {
    const user = userEvent.setup();
    const { router, sessionStorage } = renderApp({
      path: `/c/jobs/${robotics.id}`,
      signedIn: 'customer',
    });
    const openDialog = async () => {
      await user.click(
        (await screen.findAllByRole('button', { name: 'Apply now' }, { timeout: 8000 }))[0]!,
      );
      return within(await screen.findByRole('dialog', { name: /Apply to/ }));
    };
    let dialog = await openDialog();
    await user.click(await dialog.findByRole('button', { name: 'Edit before sending' }));
    await user.type(dialog.getByRole('textbox', { name: /Cover letter/ }), 'I build robots.');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await router.navigate('/c/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Find Jobs' }, { timeout: 8000 });
    await router.navigate(`/c/jobs/${robotics.id}`);
    dialog = await openDialog();
    const letter = await dialog.findByRole('textbox', { name: /Cover letter/ });
    expect(letter).toHaveProperty('value', 'I build robots.');
    expect(dialog.getByText(/What you typed for this job earlier is back/)).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Start over' }));
    expect(letter).toHaveProperty('value', '');
    await waitFor(() => expect(readApplicationDraft(sessionStorage, robotics.id)).toBeNull());
  });

  it('stays a form when the last required answer is typed (it is not swapped for the summary)', async () => {
    const user = userEvent.setup();
    renderApp({
      path: `/c/jobs/${robotics.id}`,
      signedIn: 'customer',
      handlers: scenarios.jobs.everyQuestionKind,
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Apply now' }, { timeout: 8000 }))[0]!,
    );
    const dialog = within(await screen.findByRole('dialog', { name: /Apply to/ }));
    await user.click(await dialog.findByRole('radio', { name: 'Hybrid' }));
    await user.type(
      dialog.getByRole('textbox', { name: /What is the earliest date you could start\?/ }),
      'In May',
    );
    expect(dialog.getByRole('textbox', { name: /Cover letter/ })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Edit before sending' })).toBeNull();
  });
});
