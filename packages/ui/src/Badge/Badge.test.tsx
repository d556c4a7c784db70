import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { Badge } from './Badge.tsx';

const renderBadge = (ui: ReactElement) => render(<UiProvider>{ui}</UiProvider>);

describe('Badge', () => {
  it('shows counts up to 99 as they are (R-LIMIT-11 cap)', () => {
    renderBadge(<Badge count={99} />);
    expect(screen.getByText('99')).toBeDefined();
  });

  it('shows "99+" from 100 on', () => {
    renderBadge(<Badge count={100} />);
    expect(screen.getByText('99+')).toBeDefined();
    expect(screen.queryByText('100')).toBeNull();
  });

  it('caps at a custom maximum', () => {
    renderBadge(<Badge count={10} max={9} />);
    expect(screen.getByText('9+')).toBeDefined();
  });

  it('shows 0 and text labels', () => {
    renderBadge(
      <>
        <Badge count={0} />
        <Badge tone="danger">Closed</Badge>
      </>,
    );
    expect(screen.getByText('0')).toBeDefined();
    expect(screen.getByText('Closed')).toBeDefined();
  });

  it('gives screen readers the full label instead of the capped text', () => {
    renderBadge(<Badge count={120} label="120 unread notifications" />);
    expect(screen.getByText('120 unread notifications')).toBeDefined();
    expect(screen.getByText('99+').getAttribute('aria-hidden')).toBe('true');
  });

  it('rejects negative and fractional counts', () => {
    expect(() => renderBadge(<Badge count={-1} />)).toThrow(/whole number of 0 or more, got -1/);
    expect(() => renderBadge(<Badge count={1.5} />)).toThrow(RangeError);
  });
});
