/**
 * Event handlers with a fixed identity, so that memoised components (`React.memo`) skip a render
 * when only their parent's handlers were recreated.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and which calls the `callback` of the latest render.
 * For event handlers passed to memoised components; never call it during render.
 */
export function useStableCallback<A extends unknown[], R>(
  callback: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
