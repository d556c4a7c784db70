import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_HASH_DELAY_MS, scrollForLocation } from './scroll.ts';

describe('scroll on navigation (spec §2, §9)', () => {
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
