/**
 * Issue 35 S5: common and breached passwords are refused on registration and password change
 * (the password reset calls the same `passwordProblems`), with a message naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './harness.ts';
import {
  COMMON_PASSWORD_MIN_GUESSES_LOG10,
  isTooCommon,
  PASSWORD_TOO_COMMON,
  passwordGuessesLog10,
  PASSWORD_DICTIONARIES,
  passwordProblems,
} from '../src/services/passwords.ts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { DEMO_ACCOUNTS } from '../src/demoAccounts.ts';

const COMMON = ['Password1!', 'P@ssw0rd', 'Passw0rd!', 'Welcome1!', 'Qwerty123!'];

describe('the common password check', () => {
  it('uses the library list of common and breached passwords', () => {
    const list = dictionary['passwords-common'];
    expect(list.length).toBeGreaterThanOrEqual(49_000);
    expect(list).toContain('p@ssw0rd');
  });

  it('checks against at least 100,000 entries shipped by zxcvbn-ts (passwords, words, names)', () => {
    const entries = Object.values(PASSWORD_DICTIONARIES).reduce((n, list) => n + list.length, 0);
    expect(entries).toBeGreaterThanOrEqual(100_000);
    expect(PASSWORD_DICTIONARIES['commonWords-en']).toContain('government');
    expect(PASSWORD_DICTIONARIES['lastnames-en']).toContain('williamson');
  });

  it.each(['Williamson1!', 'Government1!', 'Hospital1!'])(
    'refuses %s, a word the passwords list alone lets through',
    (password) => {
      const passwordsOnly = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
      expect(isTooCommon(passwordsOnly.check(password).guessesLog10)).toBe(false);
      expect(passwordProblems(password)).toEqual([PASSWORD_TOO_COMMON]);
    },
  );

  it.each(COMMON)('refuses %s as too common', (password) => {
    expect(passwordProblems(password)).toEqual([PASSWORD_TOO_COMMON]);
  });

  it('refuses below 10^6 guesses and accepts from 10^6 on', () => {
    expect(COMMON_PASSWORD_MIN_GUESSES_LOG10).toBe(6);
    expect(isTooCommon(5.999)).toBe(true);
    expect(isTooCommon(6)).toBe(false);
    // Two real passwords on either side of the boundary.
    expect(passwordGuessesLog10('Abcdef1!')).toBeLessThan(6);
    expect(passwordProblems('Abcdef1!')).toEqual([PASSWORD_TOO_COMMON]);
    expect(passwordGuessesLog10('Abcdef12!')).toBeGreaterThanOrEqual(6);
    expect(passwordProblems('Abcdef12!')).toEqual([]);
  });

  it('keeps the seed rules first and only checks a password that passes them', () => {
    expect(passwordProblems('password')).toEqual([
      'Must contain uppercase letter',
      'Must contain number',
      'Must contain special character',
    ]);
  });

  it('accepts the passwords of the tests and of the demo accounts', () => {
    for (const password of [STRONG_PASSWORD, 'N3w-Passw0rd!', 'Tr4il-runner!'])
      expect(passwordProblems(password)).toEqual([]);
    for (const account of Object.values(DEMO_ACCOUNTS))
      expect(passwordProblems(account.password)).toEqual([]);
  });

  it('answers quickly for a long password (only up to 256 characters are analysed)', () => {
    const started = performance.now();
    expect(passwordProblems(`Aa1!${'x'.repeat(253)}`)).toEqual([]);
    expect(passwordProblems(`Aa1!${'xy'.repeat(2000)}`)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the calls refuse a common password with 422 on `password`', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('on registration', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        role: 'customer',
        email: uniqueEmail(),
        password: 'Password1!',
        password_confirmation: 'Password1!',
        agreed_to_terms: true,
        first_name: 'Maya',
        last_name: 'Okafor',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.password).toEqual([PASSWORD_TOO_COMMON]);
  });

  it('on a password change', async () => {
    const maya = await t.registerCustomer();
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/security/password',
      token: maya.token,
      body: {
        current_password: maya.password,
        password: 'Welcome1!',
        password_confirmation: 'Welcome1!',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.password).toEqual([PASSWORD_TOO_COMMON]);
  });
});
