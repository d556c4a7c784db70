import { ApiError } from '@hireloop/api';
import { describe, expect, it } from 'vitest';
import {
  BOARD_COLUMNS,
  BOARD_PAGE_SIZE,
  columnQuery,
  isDropColumn,
  lastNote,
  moveTargets,
  refusalReasons,
  visibleColumns,
} from './board.ts';

const posting = '1f6b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d';
const entry = (note: string | null) => ({
  status: 'reviewing' as const,
  note,
  createdAt: '2026-11-20T10:00:00Z',
});

describe('the pipeline board', () => {
  it('has a column per status in pipeline order, and takes drops only on the stages a business moves to', () => {
    expect(BOARD_COLUMNS).toEqual([
      'submitted',
      'reviewing',
      'interviewing',
      'offered',
      'hired',
      'rejected',
      'withdrawn',
    ]);
    expect(BOARD_COLUMNS.filter(isDropColumn)).toEqual([
      'reviewing',
      'interviewing',
      'offered',
      'hired',
      'rejected',
    ]);
    expect(visibleColumns('offered')).toEqual(['offered']);
    expect(visibleColumns(null)).toBe(BOARD_COLUMNS);
  });

  it('offers every other stage to an open card and none to a final or closed one', () => {
    expect(moveTargets({ status: 'submitted', closedAt: null })).toEqual([
      'reviewing',
      'interviewing',
      'offered',
      'hired',
      'rejected',
    ]);
    expect(moveTargets({ status: 'interviewing', closedAt: null })).not.toContain('interviewing');
    expect(moveTargets({ status: 'hired', closedAt: null })).toEqual([]);
    expect(moveTargets({ status: 'withdrawn', closedAt: null })).toEqual([]);
    expect(moveTargets({ status: 'reviewing', closedAt: '2026-11-21T00:00:00Z' })).toEqual([]);
  });

  it('shows the newest note, skipping entries without one', () => {
    expect(
      lastNote({ timeline: [entry('First'), entry('Second'), entry(null), entry('  ')] }),
    ).toBe('Second');
    expect(lastNote({ timeline: [entry(null)] })).toBeNull();
  });

  it('asks for one column: its status, the first page of 50, and the list filters', () => {
    const query = columnQuery(
      {
        postingId: posting,
        status: null,
        page: 4,
        appliedWithinDays: 7,
        hasResume: false,
      },
      'interviewing',
    );
    expect(query).toEqual({
      postingId: posting,
      status: ['interviewing'],
      page: 1,
      perPage: BOARD_PAGE_SIZE,
      appliedWithinDays: 7,
      hasResume: false,
    });
    expect(BOARD_PAGE_SIZE).toBe(50);
  });

  it("lists the server's reason per refused applicant, or its message", () => {
    const refused = new ApiError('Nothing was moved.', {
      status: 422,
      errors: {
        'applicationIds.0': ['Ada Byron: This application is already hired.'],
        'applicationIds.2': ['Cleo Park: This application was withdrawn.'],
      },
    });
    expect(refusalReasons(refused)).toEqual([
      'Ada Byron: This application is already hired.',
      'Cleo Park: This application was withdrawn.',
    ]);
    expect(refusalReasons(new ApiError('Failed to update the application', { status: 0 }))).toEqual(
      ['Failed to update the application'],
    );
  });
});
