import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentedMachines, eventRows, staleStatechartDocs } from '../scripts/statecharts.ts';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

describe('statechart docs (docs/statecharts, shown in Storybook)', () => {
  it('match the machines: the committed diagrams and event tables are regenerated from the code', async () => {
    // Fix: `pnpm --filter @hireloop/machines docs:statecharts`, then commit docs/statecharts.
    expect(await staleStatechartDocs()).toEqual([]);
  });

  it.each(documentedMachines.map(({ machine, source }) => [machine.id, machine, source] as const))(
    'describe every event %s accepts',
    (_id, machine, source) => {
      const rows = eventRows(machine, readFileSync(`${packageRoot}/${source}`, 'utf8'));
      const ownEvents = rows.filter((row) => !/^(after |done: |error: |always$)/.test(row.event));
      expect(ownEvents.length).toBeGreaterThan(0);
      expect(ownEvents.filter((row) => row.description === '').map((row) => row.event)).toEqual([]);
    },
  );
});
