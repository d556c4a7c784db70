import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { SessionWarningDialog } from './SessionWarningDialog.tsx';

function setup(secondsRemaining = 300) {
  const onStay = vi.fn();
  const onLogout = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <UiProvider>
      <SessionWarningDialog
        isOpen
        secondsRemaining={secondsRemaining}
        onStay={onStay}
        onLogout={onLogout}
      />
    </UiProvider>,
  );
  return { onStay, onLogout, user, view };
}

describe('SessionWarningDialog (R-SESSION-2)', () => {
  it('shows the countdown as mm:ss and marks it critical at 60 s, not at 61 s', () => {
    const { view } = setup(61);
    expect(screen.getByRole('timer').textContent).toBe('01:01');
    expect(screen.getByRole('timer').dataset.critical).toBeUndefined();
    view.rerender(
      <UiProvider>
        <SessionWarningDialog isOpen secondsRemaining={60} onStay={vi.fn()} onLogout={vi.fn()} />
      </UiProvider>,
    );
    expect(screen.getByRole('timer').textContent).toBe('01:00');
    expect(screen.getByRole('timer').dataset.critical).toBe('true');
  });

  it('counts a key press as Stay Logged In', async () => {
    const { onStay, onLogout, user } = setup();
    await user.keyboard('x');
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('lets Tab move focus without answering, so Logout Now stays reachable', async () => {
    const { onStay, onLogout, user } = setup();
    await user.tab();
    await user.tab();
    expect(onStay).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Logout Now' }).focus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onStay).not.toHaveBeenCalled();
  });

  it('calls onStay once for Stay Logged In and for Escape', async () => {
    const { onStay, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(2);
  });
});
