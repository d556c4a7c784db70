/**
 * An exclusive lock on an embedded database folder. PGlite is a single-process database: two
 * processes writing one folder lose confirmed writes and can leave it unopenable. The lock is a
 * file next to the folder (`<folder>.lock`) created with O_EXCL and holding the owner's pid, host
 * and start time; a lock whose process is gone (on this host) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';

/** What the lock file holds. */
interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** Thrown when the folder is held by a live process. */
export class DirectoryLockedError extends Error {
  readonly folder: string;
  readonly owner: LockOwner;
  constructor(folder: string, owner: LockOwner) {
    super(
      `The database folder ${folder} is in use by another server process (pid ${owner.pid} on ${owner.hostname}, since ${owner.startedAt}). ` +
        `Stop that process first, or give this one its own DATA_DIR. To run several processes, use PostgreSQL (DATABASE_URL).`,
    );
    this.name = 'DirectoryLockedError';
    this.folder = folder;
    this.owner = owner;
  }
}

/**
 * Lock files this process holds. A lock naming this pid but not listed here was left by an earlier
 * process that had the same pid (pid 1 in a restarted container): stale.
 */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number') return null;
    return {
      pid: owner.pid,
      hostname: String(owner.hostname ?? ''),
      startedAt: String(owner.startedAt ?? ''),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or half-written: treat as stale (a writer dies between create and write only).
    return null;
  }
}

/**
 * Takes the lock of `folder` for this process.
 * @returns a function releasing it (removes the file if it is still ours)
 * @throws DirectoryLockedError when a live process (this one included) holds it, or a process on
 *   another host does (its liveness cannot be checked)
 */
export function lockDirectory(folder: string): () => void {
  const file = `${folder}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        const owner = readOwner(file);
        if (owner?.pid === me.pid && owner.startedAt === me.startedAt)
          rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (
      owner &&
      (owner.hostname !== me.hostname || (owner.pid === me.pid ? held.has(file) : alive(owner.pid)))
    )
      throw new DirectoryLockedError(folder, owner);
    // Stale: its process is gone. One starter at a time may remove it (the takeover file
    // serialises them, so a fresh lock another starter just took is never removed).
    takeOver(file, owner);
  }
  const owner = readOwner(file);
  throw new DirectoryLockedError(
    folder,
    owner ?? { pid: -1, hostname: 'unknown', startedAt: 'unknown' },
  );
}

/** A takeover file older than this is left over from a crash during a takeover. @default 10 s */
const TAKEOVER_STALE_MS = 10_000;

function takeOver(file: string, stale: LockOwner | null): void {
  const guard = `${file}.takeover`;
  try {
    closeSync(openSync(guard, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) rmSync(guard, { force: true });
    } catch {
      // gone meanwhile
    }
    return; // another starter is taking over; the caller tries again
  }
  try {
    const now = readOwner(file);
    const same =
      (now === null && stale === null) ||
      (now !== null &&
        stale !== null &&
        now.pid === stale.pid &&
        now.startedAt === stale.startedAt);
    if (same) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}
