/**
 * Model-based test paths and statechart coverage (test-only: depends on the dev dependency
 * @xstate/graph, so it is not exported from the package barrel).
 *
 * 1. `@xstate/graph` explores the machine (pure `transition`, no effects run) with the candidate
 *    events of each state, and gives the shortest path to every state it finds.
 * 2. Every edge of that graph becomes a test path: the shortest path to its source plus the edge.
 * 3. Each path is replayed on a real actor (real actions, injected fakes whose calls never settle,
 *    a simulated clock): delayed and done/error events are sent as the path says, the actor must
 *    reach the same state value at every step, and the machine's invariants are checked.
 * 4. Coverage = state nodes entered / all state nodes, and transition definitions taken / all
 *    transition definitions (each guarded alternative, `after`, `always`, `onDone` and `onError`
 *    counted apart), both measured on the real actors through inspection.
 */
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import type { AdjacencyValue } from '@xstate/graph';
import type {
  ActorLogic,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InputFrom,
} from 'xstate';
import { __unsafe_getAllOwnEventDescriptors, createActor, SimulatedClock } from 'xstate';

/** How to explore and replay one machine. */
export interface ModelSpec<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Starting inputs; each `make` returns a fresh input (fresh fakes) for every replay. */
  inputs: Array<{ label: string; make: () => InputFrom<TMachine> }>;
  /**
   * Concrete events for an event type the current state handles. Return `undefined` to send
   * `{ type }` as is (right for `xstate.after.*` and payload-free events).
   */
  samples: (type: string, snapshot: AnyMachineSnapshot) => AnyEventObject[] | undefined;
  /** The part of the snapshot that tells states apart for the exploration. */
  key: (snapshot: AnyMachineSnapshot) => string;
  /** Assertions that hold after every step of every path (throw to fail). */
  invariant?: (snapshot: AnyMachineSnapshot, input: InputFrom<TMachine>) => void;
}

/** One replayable path. */
export interface ModelPath {
  description: string;
  input: string;
  events: AnyEventObject[];
  values: unknown[];
}

/** Coverage figures of one machine. */
export interface CoverageReport {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  paths: number;
}

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

function transitionKey(transition: AnyTransitionDefinition): string | null {
  const source = transition.source;
  const eventType = transition.eventType as string | null;
  if (eventType === null) return null; // initial transitions are not counted
  if (eventType === '') {
    const index = (source.always ?? []).indexOf(transition);
    return `#${source.id} always[${index}]`;
  }
  const transitions = source.transitions as Map<string, AnyTransitionDefinition[]>;
  const list = transitions.get(eventType) ?? [];
  return `#${source.id} on ${eventType}[${list.indexOf(transition)}]`;
}

function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const [eventType, list] of node.transitions as Map<string, AnyTransitionDefinition[]>) {
      list.forEach((_, index) => keys.push(`#${node.id} on ${eventType}[${index}]`));
    }
    ((node.always ?? []) as AnyTransitionDefinition[]).forEach((_, index) =>
      keys.push(`#${node.id} always[${index}]`),
    );
  }
  return keys;
}

function candidateEvents<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    (__unsafe_getAllOwnEventDescriptors(snapshot) as string[]).flatMap(
      (type) => spec.samples(type, snapshot) ?? [{ type }],
    );
}

/** Generates the paths: one per edge of the explored graph, for every input. */
export function generatePaths<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
): ModelPath[] {
  const paths: ModelPath[] = [];
  for (const { label, make } of spec.inputs) {
    const options = {
      input: make() as unknown,
      events: candidateEvents(spec),
      serializeState: (snapshot: AnyMachineSnapshot) => spec.key(snapshot),
    };
    // The graph functions are generic over any actor logic; the machine is explored as such.
    const logic = spec.machine as unknown as ActorLogic<
      AnyMachineSnapshot,
      AnyEventObject,
      unknown
    >;
    const shortest = new Map(
      getShortestPaths(logic, options).map((path) => [spec.key(path.state), path]),
    );
    const adjacency = getAdjacencyMap(logic, options);
    for (const [stateKey, { transitions }] of Object.entries(adjacency) as Array<
      [string, AdjacencyValue<AnyMachineSnapshot, AnyEventObject>]
    >) {
      const head = shortest.get(stateKey);
      if (!head) continue;
      const headSteps = head.steps.filter((step) => step.event.type !== 'xstate.init');
      for (const { event, state } of Object.values(transitions) as Array<{
        event: AnyEventObject;
        state: AnyMachineSnapshot;
      }>) {
        const steps = [...headSteps, { event, state }];
        paths.push({
          input: label,
          description: `${label}: ${steps.map((step) => step.event.type).join(' → ') || '(start)'}`,
          events: steps.map((step) => step.event),
          values: steps.map((step) => step.state.value as unknown),
        });
      }
    }
  }
  return paths;
}

/**
 * Replays every path on real actors and measures coverage.
 * @throws the first invariant or state mismatch, with the path's description.
 */
export function replayPaths<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  paths: ModelPath[],
): CoverageReport {
  const enteredStates = new Set<string>();
  const takenTransitions = new Set<string>();
  const inputs = new Map(spec.inputs.map((entry) => [entry.label, entry.make]));
  for (const path of paths) {
    const input = inputs.get(path.input)!();
    let rootId: string | undefined;
    const actor = createActor(spec.machine, {
      input,
      clock: new SimulatedClock(),
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        // Only the machine itself (its children are promise and callback actors, no microsteps).
        rootId ??= inspection.actorRef.sessionId;
        if (inspection.actorRef.sessionId !== rootId) return;
        for (const transition of inspection._transitions) {
          const key = transitionKey(transition);
          if (key) takenTransitions.add(key);
          // A transition taken from a state proves it was entered (transient states such as a
          // start-up `always` router are entered and left inside one microstep).
          enteredStates.add(transition.source.id);
        }
        for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes)
          enteredStates.add(node.id);
      },
    });
    actor.start();
    const snapshotOf = () => actor.getSnapshot() as AnyMachineSnapshot;
    for (const node of snapshotOf()._nodes) enteredStates.add(node.id);
    const check = (step: string) => {
      try {
        spec.invariant?.(snapshotOf(), input);
      } catch (error) {
        throw new Error(`${path.description}\n  after ${step}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    };
    check('start');
    path.events.forEach((event, index) => {
      actor.send(event as never);
      const actual = JSON.stringify(snapshotOf().value);
      const expected = JSON.stringify(path.values[index]);
      if (actual !== expected) {
        throw new Error(
          `${path.description}\n  step ${index + 1} (${event.type}): ${actual} ≠ model ${expected}`,
        );
      }
      check(event.type);
    });
    actor.stop();
  }
  const stateIds = allStateNodes(spec.machine).map((node) => node.id);
  const transitionKeys = allTransitionKeys(spec.machine);
  return {
    paths: paths.length,
    states: {
      covered: stateIds.filter((id) => enteredStates.has(id)).length,
      total: stateIds.length,
      missing: stateIds.filter((id) => !enteredStates.has(id)),
    },
    transitions: {
      covered: transitionKeys.filter((key) => takenTransitions.has(key)).length,
      total: transitionKeys.length,
      missing: transitionKeys.filter((key) => !takenTransitions.has(key)),
    },
  };
}

/** `12/12 (100%)`. */
export function ratio({ covered, total }: { covered: number; total: number }): string {
  return `${covered}/${total} (${total ? Math.round((covered / total) * 1000) / 10 : 100}%)`;
}
