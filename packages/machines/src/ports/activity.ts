import type { ActivityKind, ActivitySource } from '../types.ts';

/** The DOM events that count as user activity, by kind (R-NOTIF-6 Notifications "Idle means …"). */
export const ACTIVITY_DOM_EVENTS: Readonly<Record<ActivityKind, readonly string[]>> = {
  mouse: ['mousemove', 'mousedown'],
  key: ['keydown'],
  scroll: ['scroll'],
  touch: ['touchstart'],
  wheel: ['wheel'],
};

/** An {@link ActivitySource} driven by hand (tests, stories). */
export interface ManualActivitySource extends ActivitySource {
  /** Reports one activity of the given kind. @default 'mouse' */
  emit(kind?: ActivityKind): void;
}

/** An activity source driven by hand. */
export function createManualActivitySource(): ManualActivitySource {
  const listeners = new Set<(kind: ActivityKind) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(kind = 'mouse') {
      for (const listener of [...listeners]) listener(kind);
    },
  };
}

/**
 * User activity from DOM events (mousemove/mousedown, keydown, scroll, touchstart, wheel), listened to
 * passively in the capture phase so scrolls inside nested scroll containers count too.
 * @param target where to listen. @default globalThis.window
 */
export function createDomActivitySource(target: EventTarget = window): ActivitySource {
  return {
    subscribe(listener) {
      const removers: Array<() => void> = [];
      for (const [kind, types] of Object.entries(ACTIVITY_DOM_EVENTS) as Array<
        [ActivityKind, readonly string[]]
      >) {
        for (const type of types) {
          const handler = () => listener(kind);
          target.addEventListener(type, handler, { passive: true, capture: true });
          removers.push(() => target.removeEventListener(type, handler, { capture: true }));
        }
      }
      return () => removers.forEach((remove) => remove());
    },
  };
}
