#!/usr/bin/env node
// Type-checks every workspace package (and .storybook) with its own tsconfig.json, two at a time.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const folders = [
  ...['packages', 'apps'].flatMap((group) => readdirSync(join(root, group)).map((name) => join(group, name))),
  'e2e',
  '.storybook',
].filter((folder) => existsSync(join(root, folder, 'tsconfig.json')));

function check(folder) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(tsc, ['-p', 'tsconfig.json', '--noEmit', '--pretty'], { cwd: join(root, folder) });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      console.log(
        `${code === 0 ? 'ok  ' : 'FAIL'} ${folder} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      if (code !== 0) console.log(output);
      resolve(code === 0);
    });
  });
}

const queue = [...folders];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
