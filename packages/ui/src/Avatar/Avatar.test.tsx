import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { Avatar, initialsOf } from './Avatar.tsx';
import { withCacheBuster } from './cacheBuster.ts';

describe('Avatar', () => {
  it('shows the image named after its owner', () => {
    render(
      <UiProvider>
        <Avatar src="/media/maya.webp" name="Maya Okafor" />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Maya Okafor' }).getAttribute('src')).toBe(
      '/media/maya.webp',
    );
  });

  it('shows the default user icon, named "User", without a URL (R-SHELL-2, R-DATA-2)', () => {
    render(
      <UiProvider>
        <Avatar src={null} />
      </UiProvider>,
    );
    const fallback = screen.getByRole('img', { name: 'User' });
    expect(fallback.dataset.fallback).toBe('icon');
    expect(fallback.querySelector('svg')).not.toBeNull();
  });

  it('falls back to the default icon when the image fails, and retries a new URL', () => {
    const { rerender } = render(
      <UiProvider>
        <Avatar src="/media/broken.webp" name="Maya Okafor" />
      </UiProvider>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Maya Okafor' }));
    expect(screen.getByRole('img', { name: 'Maya Okafor' }).dataset.fallback).toBe('icon');

    rerender(
      <UiProvider>
        <Avatar src="/media/broken.webp" cacheKey={2} name="Maya Okafor" />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Maya Okafor' }).getAttribute('src')).toBe(
      '/media/broken.webp?v=2',
    );
  });

  it('shows initials instead of the icon when asked', () => {
    render(
      <UiProvider>
        <Avatar name="Maya Okafor" showInitials />
      </UiProvider>,
    );
    const fallback = screen.getByRole('img', { name: 'Maya Okafor' });
    expect(fallback.textContent).toBe('MO');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(
      <UiProvider>
        <Avatar src="/media/maya.webp" name="Maya Okafor" decorative />
      </UiProvider>,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('maya ada okafor')).toBe('MO');
    expect(initialsOf('  Hugging  ')).toBe('H');
    expect(initialsOf('')).toBe('');
  });

  it('keeps two characters of a one-word name that starts with a digit', () => {
    expect(initialsOf('10up')).toBe('10');
    expect(initialsOf('3m')).toBe('3M');
    expect(initialsOf('7')).toBe('7');
    expect(initialsOf('10 Downing Street')).toBe('1S');
  });
});

describe('withCacheBuster', () => {
  it('adds the update timestamp as ?v= (R-DATA-1)', () => {
    expect(withCacheBuster('/api/v1/media/a-96.webp', 1763700000000)).toBe(
      '/api/v1/media/a-96.webp?v=1763700000000',
    );
  });

  it('keeps other parameters and the hash, and replaces an older version', () => {
    expect(withCacheBuster('https://cdn.example/a.png?w=96&v=1#x', 2)).toBe(
      'https://cdn.example/a.png?w=96&v=2#x',
    );
  });

  it('leaves the URL alone without a version', () => {
    expect(withCacheBuster('/a.png', null)).toBe('/a.png');
  });
});
