import { chunkUrl } from './chunks.ts';
import { expect, test } from './fixtures.ts';

// Issue 25 (design craft): a dealer's own photos that its feed offers in several sizes are shown with
// a srcset and sizes (the browser fetches the size the screen needs); the hero keeps its priority, its
// width and height, and takes no other place when the picture arrives. The feed's answer is stood in
// for here (the demo dealers' vehicles have generated pictures), with the server's own pictures as
// the sizes. The gallery's chunk is held back first (the hero as the page draws it), then let in: its
// first slide shows the same photo in the same sizes and the same box.

test('the vehicle page shows a dealer photo offered in several sizes with srcset and sizes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/maple_motors/en/vehicle-list/');
  const card = page.getByTestId('vehicle-card').first();
  await expect(card).toBeVisible();
  let srcset = '';
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    chunkUrl('apps/storefront/src/features/build-and-price/HeroGallery.tsx'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  // The vehicle's answer as a dealer with photos would give it (the page asks for it when opened from
  // the list, after its first document).
  await page.route(
    (url) => /^\/api\/customer\/inventory\/\d+\/$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { images: { image: string }[]; primary_image: string };
      const [first, second] = body.images;
      if (!first || !second) throw new Error('no pictures to stand in for photos');
      srcset = `${first.image}&w=640 640w, ${first.image}&w=1600 1600w`;
      body.images = [
        { ...first, kind: 'photo', source: 'feed', srcset } as (typeof body.images)[number],
        { ...second, kind: 'photo', source: 'feed' } as (typeof body.images)[number],
      ];
      body.primary_image = first.image;
      await route.fulfill({ response, json: body });
    },
  );
  await card.getByRole('link').last().click();
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toBeVisible();
  expect(srcset).not.toBe('');
  await expect(hero).toHaveAttribute('srcset', srcset);
  await expect(hero).toHaveAttribute('sizes', '(min-width: 992px) 60vw, 100vw');
  await expect(hero).toHaveAttribute('width', '1280');
  await expect(hero).toHaveAttribute('height', '800');
  // The browser took one of the offered sizes; the box was the picture's before it arrived.
  const before = await hero.boundingBox();
  await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
  const chosen = await hero.evaluate((img) => (img as HTMLImageElement).currentSrc);
  expect(chosen).toMatch(/&w=(640|1600)$/);
  expect(await hero.boundingBox()).toEqual(before);
  expect(Math.round((before?.width ?? 0) / 1.6)).toBe(Math.round(before?.height ?? -1));
  // A photo is not labelled as an illustration.
  await expect(page.getByText('Illustration', { exact: true })).toHaveCount(0);
  // The gallery takes the hero's place: its shown slide, the same photo in the same sizes and box.
  release();
  const slide = page.locator('[data-gallery] [aria-roledescription="slide"]:not([aria-hidden]) img');
  await expect(slide).toBeVisible();
  await expect(hero).toHaveCount(0);
  await expect(slide).toHaveAttribute('srcset', srcset);
  await expect(slide).toHaveAttribute('sizes', '(min-width: 992px) 60vw, 100vw');
  expect(await slide.boundingBox()).toEqual(before);
  await expect(page.getByText('Illustration', { exact: true })).toHaveCount(0);
});
