#!/usr/bin/env node
// Runs every test layer of the project in order and prints a table of results.
// Fails when a layer fails or when a test layer ran no test. Layers:
//   lint, typecheck, unit, stories (Chromium), server (embedded PGlite),
//   server (PostgreSQL, when one can be started here), e2e (Chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);

function vitestLayer(name, projects, extraEnv = {}, extraArgs = [], cwd = root) {
  const out = join(reports, `${name}.json`);
  return {
    name,
    cwd,
    command: bin('vitest'),
    args: [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...extraArgs,
    ],
    env: extraEnv,
    count: () => {
      if (!existsSync(out)) return 0;
      const r = JSON.parse(readFileSync(out, 'utf8'));
      return r.numPassedTests + r.numFailedTests;
    },
    failures: () => {
      if (!existsSync(out)) return [];
      const r = JSON.parse(readFileSync(out, 'utf8'));
      const failed = r.testResults.flatMap((file) => {
        const tests = file.assertionResults
          .filter((t) => t.status === 'failed')
          .map((t) => `${relative(root, file.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
        // A file that failed outside its tests (an import, a hook) has no failed test to name.
        return tests.length || file.status !== 'failed'
          ? tests
          : [`${relative(root, file.name)}: ${firstLine(file.message)}`];
      });
      if (!failed.length && r.success === false)
        failed.push('errors outside any test (see the layer output)');
      return failed;
    },
  };
}

const firstLine = (text) =>
  (text ?? '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

// The tests a Playwright JSON report marks unexpected (failed, timed out), with their first error line;
// or, with status 'flaky', those that failed once and passed on their retry (the failed try's error).
function playwrightFailures(name, status = 'unexpected') {
  const file = join(reports, name);
  if (!existsSync(file)) return [];
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== status) continue;
        const error = test.results.find((r) => r.error)?.error?.message;
        failed.push(
          `[${test.projectName}] ${[...titles, spec.title].join(' › ')}: ${firstLine(stripAnsi(error))}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) walk(suite, [suite.title]);
  return failed;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
const stripAnsi = (text) => (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');

function playwrightCount(name) {
  const file = join(reports, name);
  if (!existsSync(file)) return 0;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
  return stats.expected + stats.unexpected + stats.flaky;
}

function run(layer) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${layer.name} ===`);
    const child = spawn(layer.command, layer.args, {
      cwd: layer.cwd ?? root,
      stdio: 'inherit',
      env: { ...process.env, ...layer.env },
    });
    child.on('error', (error) => {
      console.error(`[test] ${layer.name}: ${error.message}`);
    });
    child.on('exit', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const tests = layer.count ? layer.count() : null;
      const failures = code === 0 ? [] : (layer.failures?.() ?? []);
      const flaky = layer.flaky?.() ?? [];
      resolve({
        flaky,
        name: layer.name,
        ok: code === 0 && (tests === null || tests > 0),
        code,
        tests,
        seconds,
        failures,
      });
    });
  });
}

// A throwaway PostgreSQL cluster on loopback for the server suite, when the machine has
// (or, as root, can install) Debian's PostgreSQL. Returns a URL and a stop function.
function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const isRoot = process.getuid?.() === 0;
  const findBin = () => {
    const found = spawnSync(
      'sh',
      ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1'],
      {
        encoding: 'utf8',
      },
    ).stdout.trim();
    return found && existsSync(join(found, 'initdb')) ? found : null;
  };
  let pgBin = findBin();
  if (!pgBin && isRoot) {
    console.log('[test] installing PostgreSQL from Debian packages');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env,
    });
    if (r.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
        stdio: 'inherit',
        env,
      });
    }
    pgBin = findBin();
  }
  if (!pgBin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  const asPg = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot) spawnSync('chown', ['-R', 'postgres', dir]);
  const sh = (args) =>
    spawnSync(asPg[0] ?? args[0], asPg.length ? [...asPg.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
    });
  const port = String(55000 + Math.floor(Math.random() * 1000));
  if (
    sh([join(pgBin, 'initdb'), '-D', join(dir, 'data'), '-U', 'storefront', '--auth=trust', '-E', 'UTF8'])
      .status !== 0
  )
    return null;
  const started = sh([
    join(pgBin, 'pg_ctl'),
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    'start',
  ]);
  if (started.status !== 0) return null;
  sh([join(pgBin, 'createdb'), '-h', '127.0.0.1', '-p', port, '-U', 'storefront', 'storefront_test']);
  return {
    url: `postgres://storefront@127.0.0.1:${port}/storefront_test`,
    stop: () => {
      sh([join(pgBin, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const layers = [
  {
    name: 'lint',
    command: 'sh',
    args: [
      '-c',
      `"${bin('biome')}" check . && node scripts/check-ui-colours.mjs && node scripts/check-changesets.mjs`,
    ],
  },
  { name: 'typecheck', command: process.execPath, args: [join(root, 'scripts', 'typecheck.mjs')] },
  // The domain package runs from its own folder so that coverage maps onto its sources;
  // under 95 % of lines the layer fails.
  vitestLayer(
    'domain',
    [],
    {},
    [
      '--coverage.enabled',
      '--coverage.provider=v8',
      '--coverage.include=src/**/*.ts',
      '--coverage.thresholds.lines=95',
      '--coverage.reporter=text-summary',
    ],
    join(root, 'packages', 'domain'),
  ),
  vitestLayer('unit', ['theme', 'ui', 'storefront']),
  vitestLayer('stories', ['storybook']),
  vitestLayer('server-pglite', ['server']),
  { name: 'server-postgresql', postgres: true },
  {
    // The kit published to a local registry and installed by the README's steps (npm, pnpm) into fresh
    // Vite apps and a Next.js App Router app outside the workspace: strict type-check, priceDeal in
    // Node, a Jest + jsdom test, build, server-rendered HTML (Next.js), Chromium dev and prod.
    name: 'kit-pack',
    command: 'bash',
    args: [
      '-c',
      `set -o pipefail; "${process.execPath}" packages/ui/test/pack/pack-install.mjs | tee "${join(reports, 'kit-pack.log')}"`,
    ],
    count: () => {
      const file = join(reports, 'kit-pack.log');
      return existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter((l) => l.startsWith('ok ')).length
        : 0;
    },
  },
  {
    // Every kit story screenshotted against its committed baseline (e2e/visual/__baselines__).
    name: 'visual',
    command: 'sh',
    args: [
      '-c',
      `"${bin('storybook')}" build -o storybook-static --quiet && cd e2e && ./node_modules/.bin/playwright test -c playwright.visual.config.ts --reporter=list,json`,
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'visual.json') },
    count: () => playwrightCount('visual.json'),
    failures: () => playwrightFailures('visual.json'),
  },
  {
    name: 'e2e',
    command: join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
    args: ['test', '--reporter=list,json'],
    cwd: join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    count: () => playwrightCount('e2e.json'),
    failures: () => playwrightFailures('e2e.json'),
    // A journey that failed and passed on its one retry (e2e/playwright.config.ts) is named, never hidden.
    flaky: () => playwrightFailures('e2e.json', 'flaky'),
  },
];

const results = [];
for (const layer of layers) {
  if (only.length && !only.includes(layer.name)) continue;
  if (layer.postgres) {
    const pg = startPostgres();
    if (!pg) {
      console.log('\n=== server-postgresql === skipped: PostgreSQL is not available on this machine');
      results.push({
        name: layer.name,
        ok: true,
        code: 0,
        tests: null,
        seconds: 0,
        note: 'skipped (no PostgreSQL)',
      });
      continue;
    }
    try {
      const result = await run(vitestLayer('server-postgresql', ['server'], { TEST_DATABASE_URL: pg.url }));
      results.push(result);
    } finally {
      pg.stop();
    }
    continue;
  }
  results.push(await run(layer));
}

console.log('\n=== summary ===');
console.log('layer               result  tests   seconds');
for (const r of results) {
  const status = r.note ?? (r.ok ? 'pass' : r.code === 0 ? 'FAIL (ran no test)' : 'FAIL');
  console.log(
    `${r.name.padEnd(20)}${status.padEnd(8)}${String(r.tests ?? '-').padStart(5)}   ${r.seconds.toFixed(1).padStart(7)}`,
  );
}
const total = results.reduce((s, r) => s + r.seconds, 0);
console.log(`total ${total.toFixed(1)} s`);
for (const r of results.filter((r) => r.flaky?.length)) {
  console.log(`\n${r.name} flaky (failed, then passed on the retry):`);
  for (const line of r.flaky.slice(0, 20)) console.log(`  ${line}`);
}
// The failed tests last, where a log cut to its tail still shows them.
for (const r of results.filter((r) => r.failures?.length)) {
  console.log(`\n${r.name} failed:`);
  for (const line of r.failures.slice(0, 20)) console.log(`  ${line}`);
  if (r.failures.length > 20) console.log(`  … and ${r.failures.length - 20} more`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
