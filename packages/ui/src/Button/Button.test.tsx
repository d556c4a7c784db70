import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
