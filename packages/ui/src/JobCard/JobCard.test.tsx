import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { JobCard, type JobCardJob } from './JobCard.tsx';

const now = new Date('2026-11-21T12:00:00Z');
const job: JobCardJob = {
  id: 'j1',
  title: 'Senior Frontend Engineer',
  company: { id: 'c1', name: 'Northwind', logoThumbUrl: null },
  location: 'Berlin',
  workplaceType: 'hybrid',
  employmentType: 'full_time',
  experienceLevel: 'senior',
  salaryMin: 80_000,
  salaryMax: 95_000,
  salaryCurrency: 'EUR',
  salaryPeriod: 'year',
  skills: ['TypeScript', 'React', 'CSS', 'Accessibility', 'Testing', 'GraphQL', 'Vite'],
  excerpt: 'Build the design system.',
  publishedAt: '2026-11-18T12:00:00Z',
  isClosed: false,
  isBookmarked: false,
  applicationId: null,
};

const renderCard = (props: Partial<Parameters<typeof JobCard>[0]> = {}) =>
  render(
    <UiProvider>
      <JobCard job={job} href="/c/jobs/j1" now={now} {...props} />
    </UiProvider>,
  );

describe('JobCard', () => {
  it('shows the title as a link to the job, with company, place, kind, pay and posted time', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Senior Frontend Engineer' });
    expect(link.getAttribute('href')).toBe('/c/jobs/j1');
    const card = screen.getByRole('article', { name: 'Senior Frontend Engineer' });
    expect(card.textContent).toContain('Northwind');
    expect(card.textContent).toContain('Berlin · Hybrid');
    expect(card.textContent).toContain('Full-time · Senior');
    expect(card.textContent).toContain('€80k–€95k a year');
    expect(card.textContent).toContain('Posted 3 days ago');
  });

  it('says a stale imported listing was listed long ago and may no longer be open', () => {
    renderCard({
      job: {
        ...job,
        publishedAt: '2024-06-01T12:00:00Z',
        isStale: true,
        sourceUpdatedAt: '2024-10-24T12:00:00Z',
      },
    });
    const card = screen.getByRole('article', { name: 'Senior Frontend Engineer' });
    expect(card.textContent).toContain('Listed 2 years ago — may no longer be open');
    expect(card.textContent).not.toContain('Posted');
    expect(card.querySelector('time')!.getAttribute('dateTime')).toBe('2024-10-24T12:00:00Z');
  });

  it('names the kind once when the employment type and level read the same (internship)', () => {
    renderCard({ job: { ...job, employmentType: 'internship', experienceLevel: 'internship' } });
    const card = screen.getByRole('article', { name: 'Senior Frontend Engineer' });
    expect(card.textContent).toContain('Internship');
    expect(card.textContent).not.toContain('Internship · Internship');
  });

  it('says "Pay not stated" without amounts', () => {
    renderCard({ job: { ...job, salaryMin: null, salaryMax: null } });
    expect(screen.getByText('Pay not stated')).toBeDefined();
  });

  it('shows five skills and sums up the rest', () => {
    renderCard();
    const skills = screen.getByRole('list', { name: 'Skills' });
    expect(Array.from(skills.children).map((chip) => chip.textContent)).toEqual([
      'TypeScript',
      'React',
      'CSS',
      'Accessibility',
      'Testing',
      '+2 more',
    ]);
  });

  it('toggles the bookmark with aria-pressed', async () => {
    const user = userEvent.setup();
    const onBookmarkChange = vi.fn();
    renderCard({ onBookmarkChange });
    const bookmark = screen.getByRole('button', { name: 'Save job: Senior Frontend Engineer' });
    expect(bookmark.getAttribute('aria-pressed')).toBe('false');
    await user.click(bookmark);
    expect(onBookmarkChange).toHaveBeenCalledWith(true);
  });

  it('has no bookmark button without a handler, and badges for applied and closed', () => {
    renderCard({ job: { ...job, isClosed: true, applicationId: 'a1' } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Closed')).toBeDefined();
    expect(screen.getByText('Applied')).toBeDefined();
  });

  it('says "Applied" for an imported listing marked "I applied", and not without either', () => {
    const { unmount } = renderCard({ job: { ...job, trackedApplicationId: 't1' } });
    expect(screen.getByText('Applied')).toBeDefined();
    unmount();
    renderCard({ job: { ...job, trackedApplicationId: null } });
    expect(screen.queryByText('Applied')).toBeNull();
  });
});
