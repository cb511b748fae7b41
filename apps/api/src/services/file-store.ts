// Where uploaded files live. The local default keeps them under `<data dir>/files/<tenant slug>/`; another
// store (object storage) implements the same interface. Paths are store-relative, like `resume/<uuid>.pdf`,
// and are checked so a caller can never reach outside its tenant's folder.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface FileStore {
  put(tenant: string, path: string, data: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(tenant: string, path: string): Promise<Buffer | null>;
  delete(tenant: string, path: string): Promise<void>;
}

/** A store-relative path: segments of letters, digits, dot, dash and underscore; no `..`, no leading `/`. */
export function isSafeStorePath(path: string): boolean {
  if (path.length === 0 || path.length > 300) return false;
  return path.split('/').every((seg) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(seg) && seg !== '..' && !seg.includes('..'));
}

export function localFileStore(root: string): FileStore {
  const base = resolve(root);
  const locate = (tenant: string, path: string): string => {
    if (!/^[a-z0-9-]+$/.test(tenant) || !isSafeStorePath(path)) throw new Error(`unsafe file path "${path}"`);
    const full = resolve(join(base, tenant, path));
    if (!full.startsWith(base + sep)) throw new Error(`unsafe file path "${path}"`);
    return full;
  };
  return {
    async put(tenant, path, data) {
      const full = locate(tenant, path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async get(tenant, path) {
      try {
        return await readFile(locate(tenant, path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(tenant, path) {
      await rm(locate(tenant, path), { force: true });
    },
  };
}
