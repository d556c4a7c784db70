import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { PASSWORD_MIN_LENGTH, checkPassword, passwordRules } from './checkPassword.ts';

describe('checkPassword (R-VALID-1)', () => {
  it('requires 8 characters: 7 fail, 8 pass', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkPassword('Abcde1!').rules.minLength).toBe(false);
    expect(checkPassword('Abcde1!x').rules.minLength).toBe(true);
    expect(checkPassword('Abcde1!').isValid).toBe(false);
    expect(checkPassword('Abcde1!x').isValid).toBe(true);
  });

  it('counts characters, not UTF-16 units: 7 characters with an emoji still fail', () => {
    expect('Abcd1!😀'.length).toBe(8);
    expect(checkPassword('Abcd1!😀').rules.minLength).toBe(false);
  });

  it('reports each missing rule on its own, in checklist order', () => {
    expect(checkPassword('').failed).toEqual([...passwordRules]);
    expect(checkPassword('abcdefgh').failed).toEqual(['uppercase', 'number', 'special']);
    expect(checkPassword('ABCDEFGH1!').failed).toEqual(['lowercase']);
    expect(checkPassword('Abcdefgh!').failed).toEqual(['number']);
    expect(checkPassword('Abcdefgh1').failed).toEqual(['special']);
  });

  it('treats any non-alphanumeric character as special, including a space', () => {
    expect(checkPassword('Abcdefg1 ').rules.special).toBe(true);
    expect(checkPassword('Abcdefg1_').rules.special).toBe(true);
  });

  it('understands non-ASCII letters and digits', () => {
    expect(checkPassword('ÉCOLE').rules.uppercase).toBe(true);
    expect(checkPassword('été').rules.lowercase).toBe(true);
    expect(checkPassword('٣').rules.number).toBe(true);
    expect(checkPassword('é').rules.special).toBe(false);
  });

  it('has a catalog message for every rule, word for word from the spec', () => {
    const { t } = createI18n();
    expect(passwordRules.map((rule) => t(`validation:password.${rule}`))).toEqual([
      'Must be at least 8 characters',
      'Must contain uppercase letter',
      'Must contain lowercase letter',
      'Must contain number',
      'Must contain special character',
    ]);
  });
});
