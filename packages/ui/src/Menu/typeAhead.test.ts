import { describe, expect, it } from 'vitest';
import { MENU_TYPEAHEAD_RESET_MS, createTypeAheadBuffer, findTypeAheadMatch } from './typeAhead.ts';

describe('createTypeAheadBuffer (R-UI-4: reset after 350 ms)', () => {
  it('keeps building the search while keys are less than 350 ms apart', () => {
    expect(MENU_TYPEAHEAD_RESET_MS).toBe(350);
    const buffer = createTypeAheadBuffer();
    expect(buffer.push('s', 1000)).toBe('s');
    expect(buffer.push('e', 1349)).toBe('se');
  });

  it('starts a new search when the next key comes 350 ms later', () => {
    const buffer = createTypeAheadBuffer();
    buffer.push('s', 1000);
    expect(buffer.push('e', 1350)).toBe('e');
  });

  it('measures the pause from the last key, not the first', () => {
    const buffer = createTypeAheadBuffer();
    buffer.push('a', 0);
    buffer.push('b', 300);
    expect(buffer.push('c', 600)).toBe('abc');
  });

  it('forgets everything on reset', () => {
    const buffer = createTypeAheadBuffer();
    buffer.push('a', 0);
    buffer.reset();
    expect(buffer.push('b', 10)).toBe('b');
  });
});

describe('findTypeAheadMatch', () => {
  const labels = ['Profile', 'Settings', 'Saved jobs', 'Security', 'Logout'];

  it('finds the first item starting with the search, ignoring case and accents', () => {
    expect(findTypeAheadMatch(labels, -1, 'l')).toBe(4);
    expect(findTypeAheadMatch(labels, -1, 'SEC')).toBe(3);
    expect(findTypeAheadMatch(['Éditions'], -1, 'ed')).toBe(0);
  });

  it('refines in place as letters are added', () => {
    expect(findTypeAheadMatch(labels, 1, 'se')).toBe(1);
    expect(findTypeAheadMatch(labels, 1, 'sec')).toBe(3);
  });

  it('cycles through items with the same first letter when that letter repeats', () => {
    expect(findTypeAheadMatch(labels, -1, 's')).toBe(1);
    expect(findTypeAheadMatch(labels, 1, 'ss')).toBe(2);
    expect(findTypeAheadMatch(labels, 3, 'sss')).toBe(1);
  });

  it('returns -1 when nothing matches', () => {
    expect(findTypeAheadMatch(labels, 0, 'x')).toBe(-1);
    expect(findTypeAheadMatch([], -1, 'a')).toBe(-1);
  });
});
