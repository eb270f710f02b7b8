import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './library/atomic-file.ts';

/** The device token the frame received when it was paired, in one file only its user can read. */
export class TokenStore {
  constructor(private readonly dataDir: string) {}

  private get path(): string {
    return join(this.dataDir, 'device-token');
  }

  async read(): Promise<string | null> {
    const text = await readFile(this.path, 'utf8').catch(() => null);
    return text?.trim() || null;
  }

  async write(token: string): Promise<void> {
    // Created 0600 before the rename, so there is no moment when others could read it.
    await writeFileAtomic(this.path, token, this.dataDir, 0o600);
  }

  async clear(): Promise<void> {
    await rm(this.path, { force: true });
  }
}
