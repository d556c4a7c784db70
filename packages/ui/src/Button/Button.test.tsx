import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

/**
 * Entries of react-aria's live announcer (an off-screen log read by screen readers) that name
 * their text by reference, and whether that reference still resolves to an element with text.
 */
function announcements() {
  return [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].map((node) => {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/);
    const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return text.trim();
  });
}

describe('Button', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces "pending" and "done" by its label, and leaves no nameless entry behind when it goes away', () => {
    const { rerender, unmount } = render(<Button>Sign in</Button>);
    act(() => screen.getByRole('button', { name: 'Sign in' }).focus());
    rerender(<Button isPending>Sign in</Button>);
    rerender(<Button>Sign in</Button>);
    // While the button is there, both announcements read its label.
    expect(announcements()).toEqual(['Sign in', 'Sign in']);

    // The screen it was on is replaced (a sign-in that navigates away): no entry of the log is
    // left pointing at nothing (axe: role-img-alt).
    unmount();
    expect(announcements()).toEqual([]);
  });

  /** Renders, presses into pending and unmounts a button; returns a way to add a late entry. */
  function unmountWhilePending() {
    const { rerender, unmount } = render(<Button>Close posting</Button>);
    const button = screen.getByRole('button', { name: 'Close posting' });
    act(() => button.focus());
    rerender(<Button isPending>Close posting</Button>);
    unmount();
    // Outside tests react-aria adds the page's very first announcement 100 ms after it is made
    // (so that Safari reads it): the pending button's entry lands after the button is gone.
    return async () => {
      const late = document.createElement('div');
      late.setAttribute('role', 'img');
      late.setAttribute('aria-labelledby', button.id);
      document.querySelector('[data-live-announcer] [aria-live="assertive"]')?.append(late);
      await Promise.resolve();
      return late;
    };
  }

  it('also takes out an announcement that reaches the log just after it went away, before anything reads it', async () => {
    vi.useFakeTimers();
    const addLateEntry = unmountWhilePending();
    vi.advanceTimersByTime(100);
    await addLateEntry();
    expect(announcements()).toEqual([]);
  });

  // The bug: the watch ended 1 s after the button went away; on a busy machine react-aria's
  // held-back entry came later and named nothing (axe: role-img-alt in the 2FA recovery codes).
  it('takes out a late announcement however long after the button went away it comes', async () => {
    vi.useFakeTimers();
    const addLateEntry = unmountWhilePending();
    vi.advanceTimersByTime(10_000);
    await addLateEntry();
    expect(announcements()).toEqual([]);
  });

  it('takes out the late announcements of two buttons that went away, and keeps those of a button still there', async () => {
    const addFirst = unmountWhilePending();
    const addSecond = unmountWhilePending();
    render(<Button>Save</Button>);
    const save = screen.getByRole('button', { name: 'Save' });
    const kept = document.createElement('div');
    kept.setAttribute('role', 'img');
    kept.setAttribute('aria-labelledby', save.id);
    document.querySelector('[data-live-announcer] [aria-live="assertive"]')?.append(kept);
    await addFirst();
    await addSecond();
    expect(announcements()).toEqual(['Save']);
    kept.remove();
  });
});
