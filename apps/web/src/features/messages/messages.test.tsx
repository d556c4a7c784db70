/** Conversations (issue 28): links as text, the "Seen" rule, the badge cap, the message box, the stream's reconnect. */
import { ApiError } from '@hireloop/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unreadBadgeText } from '../../app/user.ts';
import { renderScreen } from '../../test/renderApp.tsx';
import { MessageBox } from '../../shared/conversations/MessageBox.tsx';
import { MessageText } from '../../shared/conversations/MessageText.tsx';
import { seenEntryId } from '../../shared/conversations/seen.ts';
import { retryDelayMs, startConversationStream } from '../../shared/conversations/stream.ts';

describe('MessageText', () => {
  it('makes links clickable and keeps HTML as text', () => {
    const { container } = render(
      <p>
        <MessageText>{'See https://meet.example.com/x\n<img src=x onerror=alert(1)>'}</MessageText>
      </p>,
    );
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://meet.example.com/x');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
  it('leaves a javascript: address as text', () => {
    const { container } = render(<MessageText>{'javascript:alert(1)'}</MessageText>);
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('seenEntryId', () => {
  const entries = [
    { id: 'a', kind: 'message' as const, isMine: true, createdAt: '2026-11-20T10:00:00Z' },
    { id: 'b', kind: 'message' as const, isMine: false, createdAt: '2026-11-20T10:05:00Z' },
    { id: 'c', kind: 'message' as const, isMine: true, createdAt: '2026-11-20T10:10:00Z' },
  ];
  it('marks the reader’s last message when seen at or after it', () => {
    expect(seenEntryId(entries, '2026-11-20T10:10:00Z')).toBe('c');
    expect(seenEntryId(entries, '2026-11-20T10:09:59Z')).toBeNull();
    expect(seenEntryId(entries, null)).toBeNull();
    expect(seenEntryId(entries.slice(1, 2), '2026-11-21T00:00:00Z')).toBeNull();
  });
});

describe('the badge cap', () => {
  it('shows 99+ above 99 and nothing at 0', () => {
    expect(unreadBadgeText(120)).toBe('99+');
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(0)).toBeNull();
  });
});

describe('MessageBox', () => {
  it('refuses an empty message on the field, sends with Ctrl+Enter, keeps the text on a 422', async () => {
    const user = userEvent.setup();
    const onSend = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('Invalid', { status: 422, errors: { body: ['Server says no.'] } }),
      );
    renderScreen(<MessageBox onSend={onSend} />);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message before sending.')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Enter}there');
    expect((box as HTMLTextAreaElement).value).toBe('Hello\nthere');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledWith('Hello\nthere');
    expect(await screen.findByText('Server says no.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hello\nthere');
  });
  it('shows the 429 wait', async () => {
    const user = userEvent.setup();
    const onSend = vi
      .fn()
      .mockRejectedValue(new ApiError('Too many', { status: 429, retryAfterSeconds: 60 }));
    renderScreen(<MessageBox onSend={onSend} />);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('60 seconds');
  });
});

describe('startConversationStream', () => {
  afterEach(() => vi.useRealTimers());
  it('reconnects after 1 s, 2 s, 4 s … 30 s, back to 1 s after ready, and stops', async () => {
    expect([0, 1, 2, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 30000, 30000, 30000]);
    vi.useFakeTimers();
    const opens: Array<{ resolve: () => void; ready: () => void; signal: AbortSignal }> = [];
    const live: boolean[] = [];
    const stop = startConversationStream({
      open: ({ signal, onEvent }) =>
        new Promise<void>((resolve, reject) => {
          opens.push({ resolve, ready: () => onEvent({ type: 'ready' }), signal });
          if (opens.length === 2) reject(new Error('down'));
        }),
      onEvent: () => undefined,
      onLiveChange: (value) => live.push(value),
    });
    expect(opens).toHaveLength(1);
    opens[0]!.ready();
    expect(live).toEqual([true]);
    opens[0]!.resolve();
    await vi.advanceTimersByTimeAsync(999);
    expect(opens).toHaveLength(1);
    expect(live).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect(opens).toHaveLength(2); // fails at once
    await vi.advanceTimersByTimeAsync(1999);
    expect(opens).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(opens).toHaveLength(3);
    stop();
    expect(opens[2]!.signal.aborted).toBe(true);
    opens[2]!.resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opens).toHaveLength(3);
    expect(live.at(-1)).toBe(false);
  });
});
