/**
 * The exclusive lock on an embedded database folder: a second process refuses to open it with a
 * message naming the folder and the holder's pid; a lock left by a killed process is taken over,
 * and the data written before the kill is intact.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { DirectoryLockedError, lockDirectory } from '../../src/db/dirLock.ts';
import { z } from 'zod';
import { dbNumber } from '../../src/db/columns.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'hireloop-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const CLIENT = path.resolve(import.meta.dirname, '../../src/db/client.ts');

/** A child process that opens `dir`, writes a row, prints "ready" and waits to be killed. */
function holder(dir: string): Promise<ChildProcess> {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(CLIENT)});
    const { sql } = await import('drizzle-orm');
    const database = await openDatabase({ dataDir: ${JSON.stringify(dir)} });
    await database.db.execute(sql\`CREATE TABLE IF NOT EXISTS confirmed (n int)\`);
    await database.db.execute(sql\`INSERT INTO confirmed VALUES (42)\`);
    console.log('ready');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

/** A row of this query's raw SQL. */
const queryRow = z.object({ n: dbNumber });

describe('PGlite folder lock', () => {
  it('refuses a second process with the folder and the pid, and takes over after that process is killed, data intact', async () => {
    const dir = path.join(root, 'pglite');
    const child = await holder(dir);
    try {
      const second = openDatabase({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DirectoryLockedError);
      await expect(second).rejects.toThrow(dir);
      await expect(second).rejects.toThrow(`pid ${child.pid}`);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // The dead holder's lock is stale: taken over; the row it confirmed is there.
    const database = await openDatabase({ dataDir: dir });
    try {
      const rows = await queryRows(database.db, sql`SELECT n FROM confirmed`, queryRow);
      expect(rows).toEqual([{ n: 42 }]);
      expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    } finally {
      await database.close();
    }
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 120_000);

  it('refuses a second open in the same process, and allows it again after close', async () => {
    const dir = path.join(root, 'same');
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`pid ${process.pid}`);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 120_000);

  it('takes over a lock whose pid is gone, and never removes a live one', () => {
    const dir = path.join(root, 'stale');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: gone, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00Z' }),
    );
    const release = lockDirectory(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    expect(() => lockDirectory(dir)).toThrow(DirectoryLockedError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over a lock naming its own pid that it does not hold (a restarted container reuses pid 1)', () => {
    const dir = path.join(root, 'reused-pid');
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({
        pid: process.pid,
        hostname: os.hostname(),
        startedAt: '2026-01-01T00:00:00Z',
      }),
    );
    const release = lockDirectory(dir);
    expect(() => lockDirectory(dir)).toThrow(`pid ${process.pid}`);
    release();
  });

  it('treats a lock held on another host as held (its process cannot be checked)', () => {
    const dir = path.join(root, 'remote');
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: 1, hostname: 'another-host', startedAt: '2026-01-01T00:00:00Z' }),
    );
    expect(() => lockDirectory(dir)).toThrow(/pid 1 on another-host/);
  });
});
