import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { StatusTimeline, type TimelineEntry } from './StatusTimeline.tsx';

const now = new Date('2026-11-21T12:00:00Z');
const entries: TimelineEntry[] = [
  { status: 'submitted', note: null, createdAt: '2026-11-19T10:05:00Z' },
  { status: 'reviewing', note: null, createdAt: '2026-11-19T16:40:00Z' },
  {
    status: 'interviewing',
    note: 'Expect an invite for a 45-minute call.',
    createdAt: '2026-11-21T11:15:00Z',
  },
];

describe('StatusTimeline', () => {
  it('lists the history in order, then the stages ahead', () => {
    render(
      <UiProvider>
        <StatusTimeline entries={entries} upcoming={['offered', 'hired']} now={now} />
      </UiProvider>,
    );
    const list = screen.getByRole('list', { name: 'Application progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(/\d|yesterday|\(/)[0]?.trim())).toEqual([
      'Submitted',
      'In review',
      'Interviewing',
      'Offer made',
      'Hired',
    ]);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items[2]?.textContent).toContain('45 minutes ago');
    expect(items[2]?.textContent).toContain('Note: Expect an invite for a 45-minute call.');
    expect(items[3]?.textContent).toContain('(Upcoming)');
  });

  it('ends at a rejection without stages ahead', () => {
    render(
      <UiProvider>
        <StatusTimeline
          entries={[
            ...entries.slice(0, 2),
            { status: 'rejected', note: null, createdAt: '2026-11-20T09:00:00Z' },
          ]}
          now={now}
        />
      </UiProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]?.textContent).toContain('Not selected');
  });
});
