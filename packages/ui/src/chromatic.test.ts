import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Chromatic as the design card names it, ready for a team's project token: the root `chromatic`
// script publishes the Storybook the repository builds, and the workflow runs it only when the token
// is set (every step but the notice skipped without it), so a clone without the secret stays green.
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const workflow = readFileSync(join(root, '.github/workflows/chromatic.yml'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** The workflow's steps as blocks of text, each from its `- ` line to the next. */
const steps = workflow
  .slice(workflow.indexOf('    steps:'))
  .split(/\n {6}- /)
  .slice(1);
const WITH_TOKEN = "if: ${{ env.CHROMATIC_PROJECT_TOKEN != '' }}";
const WITHOUT_TOKEN = "if: ${{ env.CHROMATIC_PROJECT_TOKEN == '' }}";

describe('Chromatic', () => {
  it('the script builds the repository’s Storybook with its own script and publishes it', () => {
    expect(scripts.chromatic).toMatch(/^npx -y chromatic@\d+\.\d+\.\d+ /);
    expect(scripts.chromatic).toContain('--build-script-name build-storybook');
    expect(scripts['build-storybook']).toMatch(/^storybook build\b/);
  });

  it('the workflow reads the token from the repository secret', () => {
    expect(workflow).toContain('CHROMATIC_PROJECT_TOKEN: ${{ secrets.CHROMATIC_PROJECT_TOKEN }}');
  });

  it('without the token every step is skipped but the notice, with it the publish runs', () => {
    expect(steps.length).toBeGreaterThanOrEqual(4);
    const [notice, ...rest] = steps;
    expect(notice).toContain(WITHOUT_TOKEN);
    for (const step of rest) expect(step, step.split('\n')[0]).toContain(WITH_TOKEN);
    expect(rest.at(-1)).toMatch(/run: npx -y pnpm@\d+ chromatic/);
  });
});
