/**
 * A screen's state kept in the URL's query string (R-ROUTE-3: Find Jobs and Browse Companies keep
 * their search in the URL), safe against quick successive changes.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's query string as a typed value, with `change` building on the latest value.
 *
 * The router renders a navigation in a React transition, a moment (≈100–200 ms on a slow machine)
 * after the URL changed. A second change in that moment (a filter ticked right after Enter) must
 * build on the value just navigated to, not the one still on screen, or it would drop the first.
 *
 * @param parse reads the value from the query string (must not throw; unknown keys are ignored).
 * @param serialize writes the value back as query parameters.
 * @returns `[value, go, change]`: the value on screen; `go(next)` navigates to `next`;
 *   `change(update)` navigates to `update(latest)`, where `latest` is the value last navigated to.
 */
export function useSearchParamsState<T>(
  parse: (params: URLSearchParams) => T,
  serialize: (value: T) => URLSearchParams,
): [value: T, go: (next: T) => void, change: (update: (latest: T) => T) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => parse(params), [parse, params]);
  const pending = useRef<T | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const go = (next: T) => {
    pending.current = next;
    setParams(serialize(next));
  };
  const change = (update: (latest: T) => T) => go(update(pending.current ?? value));
  return [value, go, change];
}
