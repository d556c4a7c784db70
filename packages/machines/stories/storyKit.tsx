/**
 * Plain, accessible building blocks for the statechart demos (dev-only, not part of the package):
 * native buttons with targets of at least 44 × 44 px and the browser's focus ring, description lists
 * for context, and time controls over a {@link SteppingClock}.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SteppingClock } from '../src/index.ts';

const palette = {
  text: '#1a1a1a',
  muted: '#4a4a4a',
  surface: '#ffffff',
  panel: '#f4f5f7',
  border: '#5c5f66',
  critical: '#b3261e',
  accent: '#0b5cad',
};

const styles = {
  root: {
    // Native controls (select, checkbox, progress) follow the demo's light palette in both themes.
    colorScheme: 'light',
    fontFamily: 'system-ui, sans-serif',
    color: palette.text,
    background: palette.surface,
    padding: '1rem',
    lineHeight: 1.5,
    maxWidth: '72rem',
  },
  section: {
    border: `1px solid ${palette.border}`,
    borderRadius: '0.5rem',
    padding: '0.75rem 1rem',
    margin: '0 0 1rem',
    background: palette.panel,
  },
  heading: { fontSize: '1.05rem', margin: '0 0 0.5rem' },
  buttonRow: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '0 0 0.5rem' },
  button: {
    minHeight: '2.75rem',
    minWidth: '2.75rem',
    padding: '0.5rem 0.875rem',
    font: 'inherit',
    color: palette.text,
    background: palette.surface,
    border: `1px solid ${palette.border}`,
    borderRadius: '0.375rem',
    cursor: 'pointer',
  },
  dl: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: '0.25rem 1rem',
    margin: 0,
  },
  dt: { fontWeight: 600 },
  dd: { margin: 0, fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' },
  log: { margin: 0, paddingInlineStart: '1.25rem', fontFamily: 'ui-monospace, monospace' },
  label: { display: 'inline-flex', alignItems: 'center', gap: '0.5rem', minHeight: '2.75rem' },
  checkbox: { width: '1.5rem', height: '1.5rem' },
  select: {
    minHeight: '2.75rem',
    font: 'inherit',
    padding: '0 0.5rem',
    color: palette.text,
    background: palette.surface,
    border: `1px solid ${palette.border}`,
  },
} satisfies Record<string, CSSProperties>;

export { palette };

/** The page frame of a demo. */
export function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main style={styles.root}>
      <h1 style={{ fontSize: '1.35rem', margin: '0 0 1rem' }}>{title}</h1>
      {children}
    </main>
  );
}

/** A titled panel. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={styles.section}>
      <h2 id={id} style={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A row of buttons. */
export function Buttons({ children }: { children: ReactNode }) {
  return <div style={styles.buttonRow}>{children}</div>;
}

/** A native button, 44 px high, keeping the browser's focus ring. */
export function Button({
  onPress,
  children,
  disabled = false,
}: {
  onPress: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      disabled={disabled}
      style={{ ...styles.button, ...(disabled ? { cursor: 'not-allowed', opacity: 0.6 } : {}) }}
    >
      {children}
    </button>
  );
}

/** A labelled checkbox. */
export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label style={styles.label}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        style={styles.checkbox}
      />
      {label}
    </label>
  );
}

/** A labelled select of string options. */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <label style={styles.label}>
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        style={styles.select}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Name/value pairs as a description list; values are shown as text or JSON. */
export function Values({ label, entries }: { label: string; entries: Record<string, unknown> }) {
  return (
    <dl aria-label={label} style={styles.dl}>
      {Object.entries(entries).map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt style={styles.dt}>{name}</dt>
          <dd style={styles.dd} data-testid={`value-${name}`}>
            {typeof value === 'string' ? value : JSON.stringify(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A numbered log, newest last. */
export function Log({ label, items }: { label: string; items: readonly string[] }) {
  return items.length === 0 ? (
    <p style={{ margin: 0, color: palette.muted }}>{label}: nothing yet</p>
  ) : (
    <ol aria-label={label} style={styles.log}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ol>
  );
}

/** `m:ss.mmm` of a simulated time in ms. */
export function formatClock(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * Buttons that move a {@link SteppingClock} forward (every timer fires at its own time), and the
 * simulated time as an `<output>`.
 */
export function ClockControls({
  clock,
  steps,
}: {
  clock: SteppingClock;
  steps: ReadonlyArray<{ label: string; ms: number }>;
}) {
  const [now, setNow] = useState(clock.now());
  const [busy, setBusy] = useState(false);
  const advance = (ms: number) => {
    setBusy(true);
    void clock.advance(ms).finally(() => {
      setNow(clock.now());
      setBusy(false);
    });
  };
  return (
    <Panel title="Time controls">
      <p style={{ margin: '0 0 0.5rem' }}>
        Time since start: <output aria-label="Simulated time">{formatClock(now)}</output>
      </p>
      <Buttons>
        {steps.map((step) => (
          <Button key={step.label} onPress={() => advance(step.ms)} disabled={busy}>
            {step.label}
          </Button>
        ))}
      </Buttons>
    </Panel>
  );
}

/** The state value of a snapshot as dotted paths: `running.inactivity.warning.dialog.open`, … */
export function stateLabel(value: unknown): string {
  const paths: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') paths.push(prefix ? `${prefix}.${node}` : node);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node))
        walk(child, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(value, '');
  return paths.join(' | ');
}

/** Presses a button by its name once it is enabled. */
export async function press(canvasElement: HTMLElement, name: string): Promise<void> {
  const button = await within(canvasElement).findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/**
 * Presses one of the {@link ClockControls} buttons (with the pointer, or with Enter when `keyboard`)
 * and waits until the simulated time has moved, i.e. until every timer of that step has fired.
 */
export async function advanceBy(
  canvasElement: HTMLElement,
  label: string,
  { keyboard = false }: { keyboard?: boolean } = {},
): Promise<void> {
  const time = within(canvasElement).getByLabelText('Simulated time');
  const before = time.textContent;
  if (keyboard) {
    // Enter on the focused button: the pointer stays where it is (e.g. hovering a toast).
    const button = within(canvasElement).getByRole('button', { name: label });
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await userEvent.keyboard('{Enter}');
  } else {
    await press(canvasElement, label);
  }
  await waitFor(() => expect(time.textContent).not.toBe(before), { timeout: 10_000 });
}
