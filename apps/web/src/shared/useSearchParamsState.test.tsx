import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsState } from './useSearchParamsState.ts';

interface Search {
  q: string;
  types: string[];
}
const parse = (params: URLSearchParams): Search => ({
  q: params.get('q') ?? '',
  types: params.getAll('type'),
});
const serialize = (value: Search) => {
  const params = new URLSearchParams();
  if (value.q) params.set('q', value.q);
  for (const type of value.types) params.append('type', type);
  return params;
};

function renderState(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ state: useSearchParamsState(parse, serialize), location: useLocation() }),
    { wrapper },
  );
}

describe('useSearchParamsState', () => {
  it('reads the value from the query string', () => {
    const { result } = renderState('/c/jobs?q=nurse&type=internship');
    expect(result.current.state[0]).toEqual({ q: 'nurse', types: ['internship'] });
  });

  it('keeps the keywords when a filter changes before the search has rendered', () => {
    const { result } = renderState('/c/jobs');
    act(() => {
      const [, , change] = result.current.state;
      // Both in one event loop turn: the second runs before React renders the first.
      change((latest) => ({ ...latest, q: 'quantitative analyst' }));
      change((latest) => ({ ...latest, types: [...latest.types, 'internship'] }));
    });
    expect(result.current.location.search).toBe('?q=quantitative+analyst&type=internship');
    expect(result.current.state[0]).toEqual({ q: 'quantitative analyst', types: ['internship'] });
  });

  it('builds on the URL again after a navigation it did not make (back button)', () => {
    const { result } = renderState('/c/jobs?q=a');
    act(() => result.current.state[1]({ q: 'b', types: [] }));
    expect(result.current.location.search).toBe('?q=b');
    act(() => result.current.state[2]((latest) => ({ ...latest, types: ['contract'] })));
    expect(result.current.location.search).toBe('?q=b&type=contract');
  });
});
