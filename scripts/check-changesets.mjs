#!/usr/bin/env node
// Fails (exit 1, naming the file) when a changeset under .changeset/ would not parse for
// `changeset version`: it must open with a front matter of `"<package>": major|minor|patch` lines
// between `---` lines, each naming a workspace package, and say what changed below it.
//
// Usage: node scripts/check-changesets.mjs [directory]   (default: .changeset)

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? path.join(repoRoot, '.changeset'));

const packages = new Set(
  readdirSync(path.join(repoRoot, 'packages')).map(
    (name) => JSON.parse(readFileSync(path.join(repoRoot, 'packages', name, 'package.json'), 'utf8')).name,
  ),
);

// YAML: blank lines may stand between the package lines.
const FRONT_MATTER =
  /^---\r?\n((?:[ \t]*\r?\n|"[^"]+":[ \t]*(?:major|minor|patch)[ \t]*\r?\n)+)---\r?\n([\s\S]*)$/;
const problems = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.push(`${file}: no front matter of "<package>": major|minor|patch lines between --- lines`);
    continue;
  }
  for (const line of (match[1] ?? '').trim().split(/\r?\n/)) {
    const name = /^"([^"]+)"/.exec(line)?.[1];
    if (name && !packages.has(name)) problems.push(`${file}: "${name}" is not a workspace package`);
  }
  if (!(match[2] ?? '').trim()) problems.push(`${file}: says nothing of what changed`);
}
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
