import type { VisibilitySource } from '../types.ts';

/** A {@link VisibilitySource} driven by hand (tests, stories). */
export interface ManualVisibilitySource extends VisibilitySource {
  /** Changes the visibility and tells the listeners when it changed. */
  set(visible: boolean): void;
}

/**
 * A visibility source driven by hand.
 * @param initiallyVisible @default true
 */
export function createManualVisibilitySource(initiallyVisible = true): ManualVisibilitySource {
  let visible = initiallyVisible;
  const listeners = new Set<(visible: boolean) => void>();
  return {
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === visible) return;
      visible = next;
      for (const listener of [...listeners]) listener(visible);
    },
  };
}

/**
 * The page's visibility, from `document.visibilityState` and `visibilitychange` (R-NOTIF-6
 * "when the browser tab becomes visible again").
 * @param doc the document to watch. @default globalThis.document
 */
export function createDocumentVisibilitySource(doc: Document = document): VisibilitySource {
  return {
    isVisible: () => doc.visibilityState === 'visible',
    subscribe(listener) {
      const handler = () => listener(doc.visibilityState === 'visible');
      doc.addEventListener('visibilitychange', handler);
      return () => doc.removeEventListener('visibilitychange', handler);
    },
  };
}
