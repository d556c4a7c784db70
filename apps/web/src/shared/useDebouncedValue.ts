import { useEffect, useState } from 'react';

/**
 * The value, once it has not changed for `delayMs` (as-you-type suggestions wait for a pause).
 * @param delayMs quiet time before the new value is returned, in ms. @default 250
 */
export function useDebouncedValue<T>(value: T, delayMs = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
