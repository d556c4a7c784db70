import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { ToastRegion, type ToastData, type ToastRegionProps } from './Toast.tsx';

const saved: ToastData = {
  id: 'toast-1',
  title: null,
  message: 'Session extended successfully',
  type: 'success',
  duration: 5000,
  progress: 0.25,
  paused: false,
};
const failed: ToastData = {
  id: 'toast-2',
  title: 'Upload failed',
  message: 'The logo may not be larger than 2 MB.',
  type: 'error',
  action: { label: 'Try again' },
};

function setup(props: Partial<ToastRegionProps> = {}) {
  const callbacks = {
    onClose: vi.fn(),
    onAction: vi.fn(),
    onPause: vi.fn(),
    onResume: vi.fn(),
  };
  const view = render(
    <UiProvider>
      <ToastRegion toasts={[saved, failed]} {...callbacks} {...props} />
    </UiProvider>,
  );
  const rerender = (next: Partial<ToastRegionProps>) =>
    view.rerender(
      <UiProvider>
        <ToastRegion toasts={[saved, failed]} {...callbacks} {...props} {...next} />
      </UiProvider>,
    );
  return { ...callbacks, rerender, user: userEvent.setup() };
}

describe('ToastRegion', () => {
  it('shows the toasts in a labelled region, each named by its title or message', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toasts = within(region).getAllByRole('alertdialog');
    expect(toasts.map((toast) => toast.getAttribute('data-type'))).toEqual(['error', 'success']);
    expect(within(region).getByRole('alertdialog', { name: 'Upload failed' })).toBeDefined();
    expect(
      within(region).getByRole('alertdialog', { name: 'Session extended successfully' }),
    ).toBeDefined();
  });

  it('reports the close button and the action with the toast id', async () => {
    const onAction = vi.fn();
    const {
      onClose,
      onAction: reported,
      user,
    } = setup({
      toasts: [saved, { ...failed, action: { label: 'Try again', onAction } }],
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith('toast-2');
    const closeButtons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await user.click(closeButtons[1] as HTMLElement);
    expect(onClose).toHaveBeenCalledWith('toast-1');
  });

  it('pauses every toast while hovered and resumes when the pointer leaves', async () => {
    const { onPause, onResume, user } = setup();
    const region = screen.getByRole('region', { name: 'Notifications' });
    await user.hover(region);
    expect(onPause.mock.calls).toEqual([['toast-1'], ['toast-2']]);
    await user.unhover(region);
    expect(onResume.mock.calls).toEqual([['toast-1'], ['toast-2']]);
  });

  it('adds and removes toasts as the list changes', () => {
    const { rerender } = setup({ toasts: [saved] });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    act(() => rerender({ toasts: [saved, failed] }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    act(() => rerender({ toasts: [failed] }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    act(() => rerender({ toasts: [] }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the time left as a bar shrinking with progress', () => {
    const { rerender } = setup({ toasts: [saved] });
    const bar = () =>
      screen.getByRole('alertdialog').querySelector('[aria-hidden="true"] > div') as HTMLElement;
    expect(bar().style.transform).toBe('scaleX(0.75)');
    act(() => rerender({ toasts: [{ ...saved, progress: 0.9 }] }));
    expect(bar().style.transform).toBe('scaleX(0.1)');
  });
});
