import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Screenshots of the kit's layout, compared with the committed baselines: the first story of every
// component (its default look) and any story tagged `visual` (a state whose layout is the point:
// a long title wrapping, a 390 px card, the themes side by side). Story states that differ only in
// behaviour are covered by the stories layer (play functions and axe), not here. A story's play
// function runs first (Storybook runs it on load); the shot is taken once its render completes.
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}
const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
if (!existsSync(indexFile))
  throw new Error('storybook-static/ is missing: run `storybook build -o storybook-static` first');
const allStories = (
  Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries) as IndexEntry[]
).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));
const seenTitles = new Set<string>();
const stories = allStories.filter((entry) => {
  const first = !seenTitles.has(entry.title);
  seenTitles.add(entry.title);
  return first || entry.tags?.includes('visual');
});

test('the story index lists the kit', () => {
  expect(seenTitles.size).toBeGreaterThan(50);
  expect(stories.length).toBeGreaterThanOrEqual(seenTitles.size);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForFunction(
      () => {
        const preview = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__;
        const phase = preview?.currentRender?.phase;
        return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted';
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
