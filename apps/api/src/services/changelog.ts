// "What's new" (/logs, DECISIONS 24): the release notes the changesets workflow keeps. The notes not
// released yet are the .changeset/*.md files (front matter: the packages and their bump; body: the note);
// released ones are each package's CHANGELOG.md, written by `changeset version`. Rendered as sanitised HTML.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../env.ts';
import { renderMarkdown } from './markdown.ts';

export interface ChangelogEntry {
  id: string;
  released: boolean;
  packages: string[];
  html: string;
}

/** Front matter `"@tessera/api": minor` lines and the body of a changeset file. */
export function parseChangeset(text: string): { packages: string[]; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) return null;
  const packages = [...(match[1] ?? '').matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map((m) => m[1] as string);
  const body = (match[2] ?? '').trim();
  return body === '' ? null : { packages, body };
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

export async function readChangelog(root: string = repoRoot): Promise<ChangelogEntry[]> {
  const entries: ChangelogEntry[] = [];
  const dir = join(root, '.changeset');
  for (const name of (await listDir(dir)).filter((n) => n.endsWith('.md') && n !== 'README.md').sort()) {
    const parsed = parseChangeset(await readFile(join(dir, name), 'utf8'));
    if (parsed)
      entries.push({ id: name.replace(/\.md$/, ''), released: false, packages: parsed.packages, html: renderMarkdown(parsed.body) });
  }
  for (const group of ['apps', 'packages']) {
    for (const pkg of (await listDir(join(root, group))).sort()) {
      let text: string;
      try {
        text = await readFile(join(root, group, pkg, 'CHANGELOG.md'), 'utf8');
      } catch {
        continue;
      }
      const name = /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? pkg;
      const body = text.replace(/^#\s+.+$/m, '').trim();
      if (body !== '') entries.push({ id: `${group}-${pkg}`, released: true, packages: [name], html: renderMarkdown(body) });
    }
  }
  return entries;
}
