/**
 * One process per embedded data folder. PGlite keeps the database in the memory of the process that
 * opened it and writes it back to the folder: a second process on the same folder would accept
 * writes that the first silently overwrites. The lock is a file beside the folder
 * (`<dataDir>.lock`) holding the owner's process id, created exclusively; a lock whose process is
 * gone (a kill -9, a power cut) is taken over.
 */
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}: one server process per embedded database. ` +
        'Stop that process, give this one another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockPath: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock for this process, or throws DataDirInUseError naming the owner. */
export function lockDataDir(dataDir: string, pid = process.pid): DataDirLock {
  const lockPath = `${dataDir}.lock`;
  const mine = `${lockPath}.${pid}`;
  writeFileSync(mine, `${pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        // link() fails when the lock exists: exactly one process creates it.
        linkSync(mine, lockPath);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = ownerOf(lockPath);
        if (owner !== null && owner !== pid && alive(owner)) throw new DataDirInUseError(dataDir, owner);
        // A stale lock: move it aside atomically (only one taker succeeds), then try again.
        try {
          renameSync(lockPath, `${lockPath}.stale.${pid}`);
          rmSync(`${lockPath}.stale.${pid}`, { force: true });
        } catch {
          // another process took it over first; the next attempt tells.
        }
        if (attempt === 2) throw new DataDirInUseError(dataDir, owner ?? 0);
      }
    }
  } finally {
    rmSync(mine, { force: true });
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (ownerOf(lockPath) === pid) rmSync(lockPath, { force: true });
  };
  process.once('exit', release);
  return {
    release() {
      process.off('exit', release);
      release();
    },
  };
}
