import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SteppingClock } from '../testing/SteppingClock.ts';
import type { ToastPreset } from './presets.ts';
import { helperToastPreset, startupToastPreset } from './presets.ts';
import { toastEventFor, toastsMachine } from './toastsMachine.ts';

function startToasts(preset?: ToastPreset) {
  const clock = new SteppingClock();
  const actor = createActor(toastsMachine, { clock, input: preset ? { preset } : {} }).start();
  const messages = () => actor.getSnapshot().context.toasts.map((toast) => toast.message);
  const toast = (index = 0) => actor.getSnapshot().context.toasts[index];
  return { actor, clock, messages, toast };
}

describe('toast presets (R-TOAST-4)', () => {
  it('the helper preset is top-right, 5,000 ms, helper methods 2,000 ms, at most 5', () => {
    expect(helperToastPreset).toMatchObject({
      position: 'top-right',
      defaultDurationMs: 5000,
      helperDurationMs: 2000,
      maxToasts: 5,
      pauseOnHover: true,
      closeButton: true,
      progressBar: true,
    });
  });

  it('the start-up preset is bottom-right, 10,000 ms, at most 3', () => {
    expect(startupToastPreset).toMatchObject({
      position: 'bottom-right',
      defaultDurationMs: 10_000,
      helperDurationMs: 10_000,
      maxToasts: 3,
    });
  });
});

describe('toastsMachine: expiry (R-TOAST-4, R-TOAST-5)', () => {
  it.each<[string, number, ToastPreset]>([
    ['helper', 5000, helperToastPreset],
    ['start-up', 10_000, startupToastPreset],
  ])('a toast.add of the %s preset lasts its default %i ms', async (_, duration, preset) => {
    const { actor, clock, messages } = startToasts(preset);
    actor.send({ type: 'toast.add', toast: { type: 'info', message: 'Saved' } });
    expect(actor.getSnapshot().context.toasts[0]?.duration).toBe(duration);
    await clock.advance(duration - 1);
    expect(messages()).toEqual(['Saved']);
    await clock.advance(1);
    expect(messages()).toEqual([]);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('the helper methods last 2,000 ms', async () => {
    const { actor, clock, messages } = startToasts(helperToastPreset);
    actor.send({ type: 'toast.success', message: 'Notification deleted' });
    expect(actor.getSnapshot().context.toasts[0]).toMatchObject({
      type: 'success',
      duration: 2000,
    });
    await clock.advance(2000 - 1);
    expect(messages()).toEqual(['Notification deleted']);
    await clock.advance(1);
    expect(messages()).toEqual([]);
  });

  it.each(['toast.error', 'toast.info', 'toast.warning'] as const)(
    '%s is a helper method too',
    (type) => {
      const { actor, toast } = startToasts();
      actor.send({ type, message: 'Hi', title: 'Title' });
      expect(toast()).toMatchObject({ type: type.slice(6), title: 'Title', duration: 2000 });
    },
  );

  it('reports progress from 0 to 1 on every 100 ms step', async () => {
    const { actor, clock, toast } = startToasts();
    actor.send({ type: 'toast.add', toast: { type: 'info', message: 'Hi', durationMs: 1000 } });
    expect(toast()?.progress).toBe(0);
    await clock.advance(99);
    expect(toast()?.progress).toBe(0);
    await clock.advance(1);
    expect(toast()?.progress).toBeCloseTo(0.1);
    await clock.advance(800);
    expect(toast()?.progress).toBeCloseTo(0.9);
  });

  it('uses the preset default for a missing or invalid duration', () => {
    const { actor, toast } = startToasts();
    actor.send({ type: 'toast.add', toast: { type: 'info', message: 'Hi', durationMs: -5 } });
    expect(toast()?.duration).toBe(5000);
  });
});

describe('toastsMachine: pause on hover (R-TOAST-3 "Hovering pauses")', () => {
  it('stops the clock of the hovered toast until it is left', async () => {
    const { actor, clock, toast, messages } = startToasts();
    actor.send({ type: 'toast.add', toast: { type: 'info', message: 'A' } });
    actor.send({ type: 'toast.add', toast: { type: 'info', message: 'B' } });
    await clock.advance(1000);
    actor.send({ type: 'toast.pause', id: 'toast-1' });
    expect(toast(0)).toMatchObject({ paused: true, progress: 0.2 });
    await clock.advance(60_000);
    expect(messages()).toEqual(['A']);
    expect(toast(0)?.progress).toBe(0.2);
    actor.send({ type: 'toast.resume', id: 'toast-1' });
    expect(toast(0)?.paused).toBe(false);
    await clock.advance(3999);
    expect(messages()).toEqual(['A']);
    await clock.advance(1);
    expect(messages()).toEqual([]);
  });

  it('ignores pause and resume of unknown or already paused toasts', () => {
    const { actor, toast } = startToasts();
    actor.send({ type: 'toast.add', toast: { type: 'info', message: 'A' } });
    actor.send({ type: 'toast.resume', id: 'toast-1' });
    actor.send({ type: 'toast.pause', id: 'toast-9' });
    expect(toast()?.paused).toBe(false);
  });
});

describe('toastsMachine: duplicates and maximum (R-TOAST-1 Toasts)', () => {
  it('refreshes the toast with the identical message instead of adding another', async () => {
    const { actor, clock, toast, messages } = startToasts();
    actor.send({ type: 'toast.error', message: 'Failed to delete notification' });
    await clock.advance(1500);
    actor.send({ type: 'toast.error', message: 'Failed to delete notification' });
    expect(messages()).toEqual(['Failed to delete notification']);
    expect(toast()).toMatchObject({ id: 'toast-1', progress: 0 });
    await clock.advance(1999);
    expect(messages()).toHaveLength(1);
    await clock.advance(1);
    expect(messages()).toHaveLength(0);
  });

  it('adds a toast with the same message but another type', () => {
    const { actor, messages } = startToasts();
    actor.send({ type: 'toast.info', message: 'Same' });
    actor.send({ type: 'toast.error', message: 'Same' });
    expect(messages()).toEqual(['Same', 'Same']);
  });

  it.each<[string, number, ToastPreset]>([
    ['helper', 5, helperToastPreset],
    ['start-up', 3, startupToastPreset],
  ])('the %s preset shows at most %i toasts and drops the oldest', (_, max, preset) => {
    const { actor, messages } = startToasts(preset);
    for (let i = 1; i <= max; i += 1)
      actor.send({ type: 'toast.add', toast: { type: 'info', message: `m${i}` } });
    expect(messages()).toHaveLength(max);
    actor.send({ type: 'toast.add', toast: { type: 'info', message: 'newest' } });
    expect(messages()).toHaveLength(max);
    expect(messages()[0]).toBe('m2');
    expect(messages().at(-1)).toBe('newest');
  });
});

describe('toastsMachine: dismiss and action', () => {
  it('dismisses one toast or all', () => {
    const { actor, messages } = startToasts();
    actor.send({ type: 'toast.add', toast: { type: 'info', message: 'A' } });
    actor.send({ type: 'toast.add', toast: { type: 'info', message: 'B' } });
    actor.send({ type: 'toast.dismiss', id: 'toast-1' });
    expect(messages()).toEqual(['B']);
    actor.send({ type: 'toast.dismissAll' });
    expect(messages()).toEqual([]);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('runs the action and dismisses the toast', () => {
    const onPress = vi.fn();
    const { actor, toast, messages } = startToasts();
    actor.send({
      type: 'toast.add',
      toast: {
        type: 'warning',
        message: 'Notification deleted',
        action: { label: 'Undo', onPress },
      },
    });
    expect(toast()?.action?.label).toBe('Undo');
    actor.send({ type: 'toast.actionPressed', id: 'toast-1' });
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual([]);
  });

  it('tells the action when its toast leaves without a press: time out, close, dropped or replaced', async () => {
    const { actor, clock, messages } = startToasts({ ...helperToastPreset, maxToasts: 2 });
    const settled: string[] = [];
    const add = (message: string) =>
      actor.send({
        type: 'toast.add',
        toast: {
          type: 'success',
          message,
          durationMs: 1000,
          action: {
            label: 'Undo',
            onPress: () => settled.push(`${message} undone`),
            onDismiss: () => settled.push(`${message} kept`),
          },
        },
      });
    add('A');
    await clock.advance(1000);
    expect(messages()).toEqual([]);
    expect(settled).toEqual(['A kept']);
    add('B');
    actor.send({ type: 'toast.dismiss', id: 'toast-2' });
    expect(settled).toEqual(['A kept', 'B kept']);
    add('C');
    add('D');
    add('E');
    expect(messages()).toEqual(['D', 'E']);
    expect(settled).toEqual(['A kept', 'B kept', 'C kept']);
    add('E');
    expect(settled).toEqual(['A kept', 'B kept', 'C kept', 'E kept']);
    actor.send({ type: 'toast.actionPressed', id: 'toast-5' });
    expect(settled).toEqual(['A kept', 'B kept', 'C kept', 'E kept', 'E undone']);
    actor.send({ type: 'toast.dismissAll' });
    expect(settled).toEqual(['A kept', 'B kept', 'C kept', 'E kept', 'E undone', 'D kept']);
  });
});

describe('toastEventFor (decision 007)', () => {
  it('sends success and info through the helper methods, errors and warnings through toast.add', () => {
    expect(toastEventFor({ type: 'success', message: 'Done' })).toEqual({
      type: 'toast.success',
      message: 'Done',
    });
    expect(toastEventFor({ type: 'info', message: 'FYI', title: 'T' })).toEqual({
      type: 'toast.info',
      message: 'FYI',
      title: 'T',
    });
    expect(toastEventFor({ type: 'error', message: 'Oops' })).toEqual({
      type: 'toast.add',
      toast: { type: 'error', message: 'Oops' },
    });
    expect(toastEventFor({ type: 'success', message: 'Long', durationMs: 9000 }).type).toBe(
      'toast.add',
    );
  });
});
