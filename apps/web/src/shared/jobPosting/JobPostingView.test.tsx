import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderApp.tsx';
import { JobPostingLead, JobPostingView, type JobPostingModel } from './JobPostingView.tsx';

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

describe('job page pay', () => {
  it('shows pay in another currency with the converted yearly amount search compares', async () => {
    renderScreen(<JobPostingView job={internship} />, { path: '/' });
    // €30 an hour × 2,080 × 1.0953 = US$68,346 (ECB rates of 4 January 2024).
    const pay = await screen.findAllByText(
      (_, element) => element?.textContent === '€25–€30 an hour (about $57k–$68.3k a year)',
    );
    expect(pay).not.toHaveLength(0);
  });

  it('shows US dollar pay without a conversion', async () => {
    renderScreen(<JobPostingView job={{ ...internship, salaryCurrency: 'USD' }} />, {
      path: '/',
    });
    expect(await screen.findByText('$25–$30 an hour')).toBeTruthy();
  });
});

describe('job page company block', () => {
  it('says the company has no details yet instead of showing an empty block', async () => {
    renderScreen(<JobPostingView job={internship} />, { path: '/' });
    const block = await screen.findByRole('complementary', { name: 'About Acme Robotics' });
    expect(block.textContent).toContain('Acme Robotics has not filled in its company details yet.');
    expect(within(block).queryByText('Industry')).toBeNull();
  });

  it('lists the details a company has filled in', async () => {
    renderScreen(
      <JobPostingView
        job={{ ...internship, company: { ...internship.company, industry: 'Robotics' } }}
      />,
      { path: '/' },
    );
    const block = await screen.findByRole('complementary', { name: 'About Acme Robotics' });
    expect(within(block).getByText('Industry').nextElementSibling?.textContent).toBe('Robotics');
    expect(block.textContent).not.toContain('has not filled in');
  });
});

describe('job page lead', () => {
  it('keeps each separator with the part before it, so a wrapped line never starts with "·"', async () => {
    renderScreen(<JobPostingLead job={internship} />, { path: '/' });
    const company = await screen.findByText(/^Acme Robotics/);
    const parts = [...(company.parentElement?.children ?? [])]
      .filter((part) => part.getAttribute('aria-hidden') !== 'true' && part.textContent)
      .map((part) => part.textContent);
    expect(parts).toEqual([
      'Acme Robotics\u00a0·',
      'Berlin, Germany\u00a0·',
      expect.stringMatching(/^Posted /),
    ]);
  });
});
