/**
 * The README's "Getting started" dealer page (`src/DealerPage.tsx`, the page the kit-pack layer builds
 * in a fresh app) and the `Showcase/Getting started` story are the same page: the story's play
 * functions test what a partner copies. Their code from the market helper to the end of the page
 * must be the same but for the story's two differences (the theme left to the story's document, the
 * page's function not exported and its props readonly).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const from = "/** The buyer's country";

test("the story's dealer page is the README's", () => {
  const readme = readFileSync(path.join(here, '../../README.md'), 'utf8');
  const block = /```tsx\n\/\/ src\/DealerPage\.tsx\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const story = readFileSync(path.join(here, 'GettingStarted.stories.tsx'), 'utf8');
  const readmePage = block
    .slice(block.indexOf(from))
    .replace(
      'export function DealerPage({ locale: initialLocale }: { locale: Locale })',
      'function DealerPage({ locale: initialLocale }: { readonly locale: Locale })',
    )
    .replace(
      '<DealerThemeProvider settings={brand} applyToDocument>',
      '<DealerThemeProvider settings={brand}>',
    )
    .trim();
  const storyPage = story.slice(story.indexOf(from), story.indexOf('// Not screenshotted')).trim();
  expect(readmePage).toContain('includeTax: true');
  expect(storyPage).toBe(readmePage);
});
