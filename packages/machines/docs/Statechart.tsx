/**
 * The statechart block of the machines' docs pages (docs/*.mdx): the generated diagram and the table
 * of every transition, both produced from the machine definitions by scripts/statecharts.ts (the
 * unit tests fail when they are out of date).
 */
import type { CSSProperties } from 'react';
import type { EventRow } from '../scripts/statecharts.ts';
import authEvents from './statecharts/auth.events.json';
import notificationPollingEvents from './statecharts/notificationPolling.events.json';
import sessionTimeoutEvents from './statecharts/sessionTimeout.events.json';
import toastsEvents from './statecharts/toasts.events.json';

/** The documented machines by id: the diagram's URL (emitted by Vite) and the table rows. */
const charts = {
  auth: { svg: new URL('./statecharts/auth.svg', import.meta.url).href, rows: authEvents },
  sessionTimeout: {
    svg: new URL('./statecharts/sessionTimeout.svg', import.meta.url).href,
    rows: sessionTimeoutEvents,
  },
  notificationPolling: {
    svg: new URL('./statecharts/notificationPolling.svg', import.meta.url).href,
    rows: notificationPollingEvents,
  },
  toasts: { svg: new URL('./statecharts/toasts.svg', import.meta.url).href, rows: toastsEvents },
} satisfies Record<string, { svg: string; rows: EventRow[] }>;

/** A machine id of `charts`. */
export type ChartId = keyof typeof charts;

const scroller: CSSProperties = {
  overflow: 'auto',
  maxHeight: '40rem',
  border: '1px solid #5c5f66',
  borderRadius: '0.5rem',
  background: '#ffffff',
  margin: '1rem 0',
};

/**
 * The statechart of machine `id`, drawn at its natural size in a scrollable, keyboard-focusable
 * region, with a link to open the picture alone.
 */
export function StatechartDiagram({ id, name }: { id: ChartId; name: string }) {
  const { svg } = charts[id];
  return (
    <>
      {/* A scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div style={scroller} role="region" aria-label={`Statechart of ${name}`} tabIndex={0}>
        <img
          src={svg}
          alt={`Statechart of ${name}: its states and transitions. The table of events below lists every transition in words.`}
          style={{ display: 'block', maxWidth: 'none' }}
        />
      </div>
      <p>
        <a href={svg} target="_blank" rel="noreferrer">
          Open the statechart of {name} alone (SVG)
        </a>
      </p>
    </>
  );
}

const cell: CSSProperties = { verticalAlign: 'top' };
const code: CSSProperties = { whiteSpace: 'nowrap' };
/** State paths are long dotted words: let them break at any point rather than widen the table. */
const path: CSSProperties = { overflowWrap: 'anywhere' };

/** Every transition of machine `id`: event, meaning, from, to, condition and actions. */
export function EventTable({ id, name }: { id: ChartId; name: string }) {
  const rows: EventRow[] = charts[id].rows;
  return (
    // On a narrow screen the table scrolls sideways inside its own region (focusable: see above).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={`Events of ${name}`} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">What it means</th>
            <th scope="col">In state</th>
            <th scope="col">Goes to</th>
            <th scope="col">Condition</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td style={cell}>
                <code style={code}>{row.event}</code>
              </td>
              <td style={cell}>{withCode(row.description || timerOrActor(row.event))}</td>
              <td style={cell}>
                <code style={path}>{row.from}</code>
              </td>
              <td style={cell}>{row.to ? <code style={path}>{row.to}</code> : 'stays'}</td>
              <td style={cell}>{row.guard ? <code>{row.guard}</code> : ''}</td>
              <td style={cell}>
                {row.actions.length ? <code>{row.actions.join(', ')}</code> : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `text` with its `backtick` spans set as code. */
function withCode(text: string) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** Words for XState's own events, which have no JSDoc in the machine's event union. */
function timerOrActor(event: string): string {
  if (event.startsWith('after ')) return `The delay ${event.slice(6)} passed in this state.`;
  if (event.startsWith('done: ')) return `The call ${event.slice(6)} answered.`;
  if (event.startsWith('error: ')) return `The call ${event.slice(7)} failed.`;
  if (event === 'always') return 'Checked on entering the state (no event needed).';
  return '';
}
