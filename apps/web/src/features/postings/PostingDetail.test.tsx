import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@hireloop/api/schema';
import { api, renderApp } from '../../test/renderApp.tsx';

type Posting = components['schemas']['Posting'];
type ScreeningQuestion = components['schemas']['ScreeningQuestion'];

const ID = '1f6b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d';
const closed: Posting = {
  id: ID,
  title: 'Welding Robot Programmer',
  description: 'Program welding robots.',
  location: 'Berlin, Germany',
  workplace_type: 'onsite',
  employment_type: 'full_time',
  experience_level: 'mid',
  salary_min: 60000,
  salary_max: 80000,
  salary_currency: 'EUR',
  salary_period: 'year',
  skills: ['Robotics'],
  screening_questions: [],
  scorecard_criteria: ['skills', 'experience', 'communication', 'motivation'],
  status: 'closed',
  company: { id: 'c3e1a9f2-7b4d-4e8a-a6c5-1f2d3b4c5e60', name: 'Acme', logo_thumb_url: null },
  source_url: null,
  views_count: 10,
  applications_count: 2,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-10T10:00:00Z',
  published_at: '2026-11-02T10:00:00Z',
  closed_at: '2026-11-10T10:00:00Z',
};
const noApplications = () =>
  HttpResponse.json({ data: [], meta: { current_page: 1, per_page: 1, total: 0, last_page: 1 } });

describe('a closed job posting', () => {
  it('reopens from its page: one call, the page shows it published, a toast confirms', async () => {
    const user = userEvent.setup({ delay: null });
    let current = closed;
    let reopens = 0;
    renderApp({
      path: `/b/posting/${ID}`,
      signedIn: 'business',
      handlers: [
        http.get(api(`/b/postings/${ID}`), () => HttpResponse.json({ data: current })),
        http.get(api('/b/applications'), noApplications),
        http.post(api(`/b/postings/${ID}/reopen`), () => {
          reopens++;
          current = {
            ...closed,
            status: 'published',
            closed_at: null,
            published_at: '2026-11-20T10:00:00Z',
          };
          return HttpResponse.json({ data: current });
        }),
      ],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Reopen posting' }, { timeout: 8000 }),
    );
    expect(
      await screen.findByText(
        '“Welding Robot Programmer” is open again. Job seekers can find it and apply.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close posting' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Reopen posting' })).toBeNull();
    expect(reopens).toBe(1);
  });

  it("shows the server's refusal in a toast and stays closed", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp({
      path: `/b/posting/${ID}`,
      signedIn: 'business',
      handlers: [
        http.get(api(`/b/postings/${ID}`), () => HttpResponse.json({ data: closed })),
        http.get(api('/b/applications'), noApplications),
        http.post(api(`/b/postings/${ID}/reopen`), () =>
          HttpResponse.json({ message: 'Only closed postings can be reopened.' }, { status: 409 }),
        ),
      ],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Reopen posting' }, { timeout: 8000 }),
    );
    expect(await screen.findByText('Only closed postings can be reopened.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen posting' })).toBeTruthy();
  });
});

describe("a job posting's screening questions (issue 29)", () => {
  it('lists each question with its answer type, whether it is required and what a must-have accepts', async () => {
    const question = (n: number, fields: Partial<ScreeningQuestion>): ScreeningQuestion => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      prompt: `Question ${n}?`,
      kind: 'short_text',
      required: false,
      must_have: false,
      options: [],
      accepted_answers: [],
      minimum: null,
      reuse_key: null,
      ...fields,
    });
    const withQuestions: Posting = {
      ...closed,
      screening_questions: [
        question(1, {
          prompt: 'Are you authorised to work in Germany?',
          kind: 'yes_no',
          required: true,
          must_have: true,
          accepted_answers: [true],
        }),
        question(2, {
          prompt: 'Which PLC platforms have you programmed?',
          kind: 'multiple_choice',
          required: true,
          must_have: true,
          options: ['Siemens', 'Rockwell', 'Beckhoff'],
          accepted_answers: ['Siemens', 'Beckhoff'],
        }),
        question(3, {
          prompt: 'Years with C++?',
          kind: 'number',
          required: true,
          must_have: true,
          minimum: 2.5,
        }),
        question(4, { prompt: 'Anything else?', kind: 'long_text' }),
      ],
    };
    renderApp({
      path: `/b/posting/${ID}`,
      signedIn: 'business',
      handlers: [
        http.get(api(`/b/postings/${ID}`), () => HttpResponse.json({ data: withQuestions })),
        http.get(api('/b/applications'), noApplications),
      ],
    });
    const section = await screen.findByRole(
      'region',
      { name: 'Screening questions' },
      { timeout: 8000 },
    );
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Are you authorised to work in Germany?Yes or noRequiredMust-haveAccepts: Yes',
      'Which PLC platforms have you programmed?Multiple choiceRequiredMust-haveOptions: Siemens, Rockwell, BeckhoffAccepts: Siemens or Beckhoff',
      'Years with C++?NumberRequiredMust-haveAccepts 2.5 or more',
      'Anything else?Long textOptional',
    ]);
  });
});
