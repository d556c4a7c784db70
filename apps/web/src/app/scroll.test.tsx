import { act, render } from '@testing-library/react';
import { createContext, use } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RESTORE_SCROLL_STATE,
  restoreScrollOf,
  SCROLL_TO_HASH_DELAY_MS,
  scrollForLocation,
  useRestoreScroll,
  useScrollOnNavigation,
} from './scroll.ts';

describe('scroll on navigation (R-UI-5, R-LIMIT-16)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls to the top at once, smoothly', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollForLocation('');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls to the hash target after 100 ms, not before', () => {
    const target = document.createElement('section');
    target.id = 'resume';
    document.body.append(target);
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    scrollForLocation('#resume');
    vi.advanceTimersByTime(SCROLL_TO_HASH_DELAY_MS - 1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(SCROLL_TO_HASH_DELAY_MS).toBe(100);
  });

  it('respects reduced motion', () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList,
      );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollForLocation('');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    matchMedia.mockRestore();
  });

  it('cancels a pending hash scroll when the user moves on', () => {
    const target = document.createElement('div');
    target.id = 'x';
    document.body.append(target);
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    const cancel = scrollForLocation('#x');
    cancel();
    vi.advanceTimersByTime(SCROLL_TO_HASH_DELAY_MS);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('useScrollOnNavigation', () => {
  afterEach(() => vi.restoreAllMocks());

  function Probe() {
    useScrollOnNavigation();
    return null;
  }

  async function navigateFrom(from: string, to: string, state?: unknown) {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
      initialEntries: [from],
    });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate(to, { state }));
    return scrollTo;
  }

  it('scrolls to the top when the next page of results is chosen (?page=2)', async () => {
    const scrollTo = await navigateFrom('/c/jobs?q=rust', '/c/jobs?q=rust&page=2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls to the top when going back to page 1', async () => {
    const scrollTo = await navigateFrom('/c/jobs?page=3', '/c/jobs');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not scroll when only a filter changes', async () => {
    const scrollTo = await navigateFrom('/c/jobs?q=rust', '/c/jobs?q=rust&remote=1');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the scroll to the screen when the navigation asks to restore a position', async () => {
    const scrollTo = await navigateFrom('/c/jobs/1', '/c/jobs?page=2', {
      [RESTORE_SCROLL_STATE]: 640,
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('restoring a scroll position', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a position of 0 px or more, nothing else', () => {
    expect(restoreScrollOf({ [RESTORE_SCROLL_STATE]: 0 })).toBe(0);
    expect(restoreScrollOf({ [RESTORE_SCROLL_STATE]: 640 })).toBe(640);
    expect(restoreScrollOf({ [RESTORE_SCROLL_STATE]: -1 })).toBeNull();
    expect(restoreScrollOf({ [RESTORE_SCROLL_STATE]: '640' })).toBeNull();
    expect(restoreScrollOf({ [RESTORE_SCROLL_STATE]: Number.NaN })).toBeNull();
    expect(restoreScrollOf(null)).toBeNull();
    expect(restoreScrollOf('state')).toBeNull();
  });

  const Ready = createContext(false);
  function Restorer() {
    useRestoreScroll(use(Ready));
    return null;
  }

  it('scrolls there at once when the content is ready, once per history entry', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const state = { [RESTORE_SCROLL_STATE]: 640 };
    const router = createMemoryRouter([{ path: '*', element: <Restorer /> }], {
      initialEntries: [{ pathname: '/c/jobs', state }],
    });
    const app = (ready: boolean) => (
      <Ready value={ready}>
        <RouterProvider router={router} />
      </Ready>
    );
    const view = render(app(false));
    expect(scrollTo).not.toHaveBeenCalled();
    view.rerender(app(true));
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, behavior: 'auto' });
    view.rerender(app(true));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/c/jobs?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
