import { describe, expect, it } from 'vitest';
import { suggestionOptions } from './KeywordField.tsx';

const job = (id: string, title: string) => ({ id, title, company: { name: 'Acme' } });

describe('keyword suggestions', () => {
  it('offers to search for what was typed first, then each suggested title once', () => {
    const options = suggestionOptions(' front ', [
      job('1', 'Frontend Engineer'),
      job('2', 'frontend engineer'),
      job('3', 'Front'),
      job('4', 'Senior Frontend Engineer'),
    ]);
    expect(options.map((option) => option.title)).toEqual([
      'front',
      'Frontend Engineer',
      'Senior Frontend Engineer',
    ]);
    expect(options[0]?.company).toBeNull();
    expect(options[1]?.company).toBe('Acme');
  });

  it('offers nothing for blank input', () => {
    expect(suggestionOptions('   ', [job('1', 'Anything')])).toEqual([]);
  });
});
