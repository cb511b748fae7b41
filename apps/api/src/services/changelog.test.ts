// "What's new" (/logs): the changeset notes not released yet and each package's CHANGELOG.md, sanitised.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseChangeset, readChangelog } from './changelog.ts';

const root = mkdtempSync(join(tmpdir(), 'tessera-changelog-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the changelog of /logs', () => {
  it('reads pending changesets (not the README) and released CHANGELOG.md files, as sanitised HTML', async () => {
    mkdirSync(join(root, '.changeset'));
    writeFileSync(join(root, '.changeset', 'README.md'), '# Changesets\n');
    writeFileSync(
      join(root, '.changeset', 'b-news.md'),
      '---\n"@tessera/api": minor\n"@tessera/candidate": patch\n---\n\nNews posts have **feeds**. <script>x()</script>\n',
    );
    writeFileSync(join(root, '.changeset', 'a-empty.md'), '---\n---\n');
    mkdirSync(join(root, 'apps', 'api'), { recursive: true });
    writeFileSync(join(root, 'apps', 'api', 'CHANGELOG.md'), '# @tessera/api\n\n## 1.1.0\n\n### Minor Changes\n\n- Contact form.\n');
    const entries = await readChangelog(root);
    expect(entries).toEqual([
      {
        id: 'b-news',
        released: false,
        packages: ['@tessera/api', '@tessera/candidate'],
        html: expect.stringContaining('<strong>feeds</strong>'),
      },
      { id: 'apps-api', released: true, packages: ['@tessera/api'], html: expect.stringContaining('<h3>Minor Changes</h3>') },
    ]);
    expect(entries[0]!.html).not.toContain('script');
  });

  it('reads the repository’s own changesets', async () => {
    const entries = await readChangelog();
    expect(entries.some((e) => e.id === 'public-site' && !e.released)).toBe(true);
    expect(parseChangeset('no front matter')).toBeNull();
  });
});
