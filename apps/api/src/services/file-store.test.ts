import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSafeStorePath, localFileStore } from './file-store.ts';

const root = mkdtempSync(join(tmpdir(), 'tessera-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('localFileStore', () => {
  it('keeps files per tenant', async () => {
    const store = localFileStore(root);
    await store.put('demo', 'resume/a.pdf', Buffer.from('%PDF-1.4'));
    expect((await store.get('demo', 'resume/a.pdf'))?.toString()).toBe('%PDF-1.4');
    expect(await store.get('acme', 'resume/a.pdf')).toBeNull();
    await store.delete('demo', 'resume/a.pdf');
    expect(await store.get('demo', 'resume/a.pdf')).toBeNull();
  });

  it('refuses paths that leave the store', async () => {
    const store = localFileStore(root);
    for (const bad of ['../x', 'resume/../../etc/passwd', '/etc/passwd', 'resume/..', 'a//b', '', 'resume/.hidden']) {
      expect(isSafeStorePath(bad), bad).toBe(false);
      await expect(store.get('demo', bad)).rejects.toThrow(/unsafe/);
    }
    await expect(store.get('../demo', 'resume/a.pdf')).rejects.toThrow(/unsafe/);
  });
});
