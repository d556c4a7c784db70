/**
 * Generates the statechart pictures and event tables of the Storybook docs (packages/machines/docs)
 * from the machine definitions themselves, so the docs cannot drift from the code:
 *
 * - `docs/statecharts/<machine id>.svg`: the statechart drawn by Graphviz (`@viz-js/viz`, WebAssembly,
 *   no system binary). Compound states are boxes around their children, parallel regions dashed
 *   boxes, the initial state is marked by a dot, final states have a double border; an arrow is a
 *   transition labelled with its event (`after <delay>` for timers, `done:`/`error:` for invoked
 *   actors) and its condition in brackets.
 * - `docs/statecharts/<machine id>.events.json`: one row per transition ({@link EventRow}), with the
 *   event's description taken from the JSDoc of the machine's event union (`export type …Event =`).
 *
 *   node scripts/statecharts.ts           rewrite the files
 *   node scripts/statecharts.ts --check   exit 1 when a committed file differs from the machines
 *
 * `src/statechartDocs.test.ts` runs the check in the unit tests.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instance } from '@viz-js/viz';
import type { AnyStateMachine } from 'xstate';
import { authMachine } from '../src/auth/authMachine.ts';
import { notificationPollingMachine } from '../src/notificationPolling/notificationPollingMachine.ts';
import { sessionTimeoutMachine } from '../src/sessionTimeout/sessionTimeoutMachine.ts';
import { toastsMachine } from '../src/toasts/toastsMachine.ts';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Folder of the generated files, relative to packages/machines. */
export const outputDir = 'docs/statecharts';

/** The documented machines and the source file whose event union describes their events. */
export const documentedMachines: { machine: AnyStateMachine; source: string }[] = [
  { machine: authMachine, source: 'src/auth/authMachine.ts' },
  { machine: sessionTimeoutMachine, source: 'src/sessionTimeout/sessionTimeoutMachine.ts' },
  {
    machine: notificationPollingMachine,
    source: 'src/notificationPolling/notificationPollingMachine.ts',
  },
  { machine: toastsMachine, source: 'src/toasts/toastsMachine.ts' },
];

/** One transition of a machine, as the docs' event table shows it. */
export interface EventRow {
  /** The event as written in the diagram: `auth.login`, `after warningAfter`, `done: login`. */
  event: string;
  /** What the event means, from the JSDoc of the event union; '' for XState's own events. */
  description: string;
  /** The state that handles it, as a dotted path below the root (`running.inactivity.active`). */
  from: string;
  /** The state it goes to, or '' when it stays (actions only). */
  to: string;
  /** The condition (a named guard, or `condition` for an inline one); '' when unconditional. */
  guard: string;
  /** The named actions it runs, in order (XState's `assign`/`raise` and inline ones left out). */
  actions: string[];
}

/** Structural view of XState's StateNode: only what the generator reads. */
interface Node {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  path: string[];
  states: Record<string, Node>;
  initial?: { target: Node[] };
  invoke: { id: string }[];
  transitions: Map<string, Transition[]>;
  always?: Transition[];
}
interface Transition {
  eventType: string;
  target?: Node[];
  guard?: unknown;
  actions: unknown[];
}

/** `xstate.after.<delay>.<state id>` → `after <delay>`; `xstate.done.actor.<id>` → `done: <id>`. */
export function eventLabel(eventType: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  return eventType;
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  return 'condition';
}

function actionNames(actions: unknown[]): string[] {
  return actions
    .map((action) =>
      typeof action === 'string'
        ? action
        : action && typeof action === 'object' && 'type' in action
          ? String(action.type)
          : '',
    )
    .filter((name) => name !== '' && !name.startsWith('xstate.'));
}

const pathOf = (node: Node) => node.path.join('.') || '(root)';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of Object.values(node.states)) yield* walk(child);
}

/**
 * The JSDoc of each member of the machine's event union (`/** text *\/ | { type: 'x' … }`), by
 * event type. A member without its own comment has no description.
 */
export function eventDescriptions(source: string): Map<string, string> {
  const descriptions = new Map<string, string>();
  const union = /export type \w+Event =([\s\S]*?);\n/.exec(source)?.[1] ?? '';
  const member = /\/\*\*([\s\S]*?)\*\/\s*\|\s*\(?\{\s*type:\s*'([^']+)'/g;
  for (const match of union.matchAll(member)) {
    const text = match[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
      .join(' ')
      .replace(/\{@link (\w+)\}/g, '$1')
      .trim();
    descriptions.set(match[2]!, text);
  }
  return descriptions;
}

/** Every transition of `machine`, in document order (states depth-first, events as defined). */
export function eventRows(machine: AnyStateMachine, source: string): EventRow[] {
  const descriptions = eventDescriptions(source);
  const rows: EventRow[] = [];
  for (const node of walk(machine.root as unknown as Node)) {
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const t of transitions) {
      const event = t.eventType === '' ? 'always' : eventLabel(t.eventType);
      rows.push({
        event,
        description: descriptions.get(t.eventType) ?? '',
        from: pathOf(node),
        to: t.target?.map(pathOf).join(', ') ?? '',
        guard: guardLabel(t.guard),
        actions: actionNames(t.actions),
      });
    }
  }
  return rows;
}

/** A DOT string; `\n` in `text` stays DOT's line break. */
const quote = (text: string) => `"${text.replace(/"/g, '\\"')}"`;
const dotId = (node: Node) => quote(node.id);
const anchorId = (node: Node) => quote(`${node.id}#anchor`);
const clusterId = (node: Node) => quote(`cluster_${node.id}`);
const anyId = (node: Node) => quote(`${node.id}#any`);
const isDescendant = (node: Node, ancestor: Node) =>
  ancestor.path.every((key, i) => node.path[i] === key) && node.path.length > ancestor.path.length;
const isContainer = (node: Node) => node.type === 'compound' || node.type === 'parallel';

/** The Graphviz DOT text of `machine`'s statechart (see the module comment for the notation). */
export function toDot(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const lines: string[] = [
    `digraph ${quote(root.id)} {`,
    '  graph [compound=true, rankdir=LR, fontname="Helvetica", fontsize=12, bgcolor="white", nodesep=0.3, ranksep=0.45];',
    '  node [shape=box, style="rounded", fontname="Helvetica", fontsize=11, color="#1a1a1a", fontcolor="#1a1a1a"];',
    '  edge [fontname="Helvetica", fontsize=9, color="#3a3a3a", fontcolor="#1a1a1a", arrowsize=0.7];',
  ];
  const invokes = (node: Node) =>
    node.invoke.length ? `\\ninvoke: ${node.invoke.map((i) => i.id).join(', ')}` : '';

  const emit = (node: Node, indent: string, parent: Node | null) => {
    if (isContainer(node)) {
      lines.push(`${indent}subgraph ${clusterId(node)} {`);
      const label = `${node.key}${node.type === 'parallel' ? ' (parallel)' : ''}${invokes(node)}`;
      const regionOfParallel = parent?.type === 'parallel';
      lines.push(
        `${indent}  label=${quote(label)}; labeljust="l"; style=${quote(regionOfParallel ? 'rounded,dashed' : 'rounded')}; color="#5c5f66";`,
      );
      // The anchor where arrows to and from this state begin and end; for a compound state it is
      // the initial-state dot.
      const isCompound = node.type === 'compound';
      lines.push(
        `${indent}  ${anchorId(node)} [shape=point, width=${isCompound ? 0.12 : 0.01}, label="", color=${isCompound ? '"#1a1a1a"' : '"white"'}];`,
      );
      for (const child of Object.values(node.states)) emit(child, `${indent}  `, node);
      if (isCompound && node.initial) {
        for (const target of node.initial.target) {
          const head = isContainer(target) ? `, lhead=${clusterId(target)}` : '';
          lines.push(
            `${indent}  ${anchorId(node)} -> ${isContainer(target) ? anchorId(target) : dotId(target)} [arrowsize=0.6${head}];`,
          );
        }
      }
      lines.push(`${indent}}`);
    } else {
      const attributes =
        node.type === 'final' ? ', peripheries=2' : node.type === 'history' ? ', shape=circle' : '';
      lines.push(
        `${indent}${dotId(node)} [label=${quote(`${node.key}${invokes(node)}`)}${attributes}];`,
      );
    }
  };
  // The root is the page itself: its children are drawn at the top level, its initial state gets
  // the top-level dot, and its own transitions start at a "from any state" label.
  lines.push(`  ${anchorId(root)} [shape=point, width=0.12, label="", color="#1a1a1a"];`);
  for (const child of Object.values(root.states)) emit(child, '  ', root);
  for (const target of root.initial?.target ?? []) {
    const head = isContainer(target) ? `, lhead=${clusterId(target)}` : '';
    lines.push(
      `  ${anchorId(root)} -> ${isContainer(target) ? anchorId(target) : dotId(target)} [arrowsize=0.6${head}];`,
    );
  }

  const anyStates = new Set<Node>();
  for (const node of walk(root)) {
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const t of transitions) {
      for (const target of t.target ?? []) {
        const guard = guardLabel(t.guard);
        const label = `${t.eventType === '' ? 'always' : eventLabel(t.eventType)}${guard ? ` [${guard}]` : ''}`;
        // A transition of a state that contains its own target (the root's, a compound state's
        // self-transition) starts at that state's "from any state" label; any other transition of
        // a compound or parallel state starts at its border.
        const inside = isContainer(node) && (target === node || isDescendant(target, node));
        if (inside) anyStates.add(node);
        const from = inside ? anyId(node) : isContainer(node) ? anchorId(node) : dotId(node);
        const to = isContainer(target) ? anchorId(target) : dotId(target);
        const extra = [
          isContainer(node) && !inside ? `ltail=${clusterId(node)}` : '',
          isContainer(target) && !inside ? `lhead=${clusterId(target)}` : '',
        ].filter(Boolean);
        lines.push(
          `  ${from} -> ${to} [label=${quote(label)}${extra.map((e) => `, ${e}`).join('')}];`,
        );
      }
    }
  }
  // "from any state" labels are drawn at the top level (Graphviz places them beside the cluster).
  for (const node of anyStates) {
    const label = node === root ? 'from any state' : `from any state of ${node.key}`;
    lines.push(`  ${anyId(node)} [shape=plaintext, label=${quote(label)}, fontsize=10];`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** The generated files, by path relative to packages/machines. */
export async function generateStatechartDocs(): Promise<Map<string, string>> {
  const viz = await instance();
  const files = new Map<string, string>();
  for (const { machine, source } of documentedMachines) {
    const id = machine.id;
    const svg = viz.renderString(toDot(machine), { format: 'svg', engine: 'dot' });
    files.set(`${outputDir}/${id}.svg`, svg);
    const rows = eventRows(machine, readFileSync(join(packageRoot, source), 'utf8'));
    files.set(`${outputDir}/${id}.events.json`, `${JSON.stringify(rows, null, 2)}\n`);
  }
  return files;
}

/** The generated files whose committed copy is missing or different. */
export async function staleStatechartDocs(): Promise<string[]> {
  const stale: string[] = [];
  for (const [path, content] of await generateStatechartDocs()) {
    let committed: string | null;
    try {
      committed = readFileSync(join(packageRoot, path), 'utf8');
    } catch {
      committed = null;
    }
    if (committed !== content) stale.push(path);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = await staleStatechartDocs();
    if (stale.length) {
      console.error(
        `Out of date (run \`pnpm --filter @hireloop/machines docs:statecharts\`): ${stale.join(', ')}`,
      );
      process.exit(1);
    }
  } else {
    for (const [path, content] of await generateStatechartDocs()) {
      mkdirSync(dirname(join(packageRoot, path)), { recursive: true });
      writeFileSync(join(packageRoot, path), content);
      console.log(`wrote ${path}`);
    }
  }
}
