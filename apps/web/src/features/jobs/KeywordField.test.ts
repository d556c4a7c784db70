import type { SearchSuggestion } from '@hireloop/api';
import { describe, expect, it } from 'vitest';
import { suggestionOptions } from './KeywordField.tsx';

const title = (value: string): SearchSuggestion => ({ kind: 'title', value });

describe('keyword suggestions', () => {
  it('offers to search for what was typed first, then each suggestion once', () => {
    const options = suggestionOptions(' front ', [
      title('Frontend Engineer'),
      title('frontend engineer'),
      title('Front'),
      { kind: 'company', value: 'Frontier Labs' },
    ]);
    expect(options.map((option) => option.title)).toEqual([
      'front',
      'Frontend Engineer',
      'Frontier Labs',
    ]);
    expect(options[0]?.kind).toBeNull();
    expect(options.map((option) => option.kind)).toEqual([null, 'title', 'company']);
  });

  it('offers nothing for blank input', () => {
    expect(suggestionOptions('   ', [title('Anything')])).toEqual([]);
  });
});
