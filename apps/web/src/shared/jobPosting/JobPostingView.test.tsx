import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderApp.tsx';
import { JobPostingView, type JobPostingModel } from './JobPostingView.tsx';

const internship: JobPostingModel = {
  title: 'Software Engineering Intern',
  description: 'Build things.',
  location: 'Berlin, Germany',
  workplaceType: 'hybrid',
  employmentType: 'internship',
  experienceLevel: 'internship',
  salaryMin: 25,
  salaryMax: 30,
  salaryCurrency: 'EUR',
  salaryPeriod: 'hour',
  skills: [],
  sourceUrl: null,
  publishedAt: '2026-11-01T10:00:00Z',
  closedAt: null,
  isClosed: false,
  company: { id: 'c1', name: 'Acme Robotics', logoThumbUrl: null },
};

describe('job page facts', () => {
  it('names an internship once when it is both the employment type and the level', async () => {
    renderScreen(<JobPostingView job={internship} />, { path: '/' });
    const facts = await screen.findByRole('list', { name: 'Job type' });
    const items = within(facts)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Hybrid', 'Internship']);
  });

  it('keeps type and level when they differ', async () => {
    renderScreen(
      <JobPostingView
        job={{ ...internship, employmentType: 'full_time', experienceLevel: 'entry' }}
      />,
      { path: '/' },
    );
    const facts = await screen.findByRole('list', { name: 'Job type' });
    expect(within(facts).getAllByRole('listitem')).toHaveLength(3);
  });
});
