import { describe, expect, it } from 'vitest';
import { splitServerErrors } from './serverErrors.ts';

describe('splitServerErrors', () => {
  it('keeps errors of rendered fields by field, as arrays', () => {
    const out = splitServerErrors(
      { email: 'The email has already been taken.', password: ['Too short', 'Too common'] },
      new Set(['email', 'password']),
    );
    expect(out.byField).toEqual({
      email: ['The email has already been taken.'],
      password: ['Too short', 'Too common'],
    });
    expect(out.unmatched).toEqual([]);
  });

  it('moves errors of fields the form does not render to form level instead of losing them', () => {
    const out = splitServerErrors(
      { email: 'Taken', business_name: 'Required' },
      new Set(['email', 'businessName']),
    );
    expect(out.byField).toEqual({ email: ['Taken'] });
    expect(out.unmatched).toEqual(['Required']);
  });

  it('drops empty messages and accepts no errors at all', () => {
    expect(splitServerErrors({ email: ['', '  '] }, new Set(['email']))).toEqual({
      byField: {},
      unmatched: [],
    });
    expect(splitServerErrors(undefined, new Set())).toEqual({ byField: {}, unmatched: [] });
  });
});
