import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PLACEHOLDER_IMAGE, vehicleImage } from '../storybook/fixtures.ts';
import { withKit } from '../storybook/withKit.tsx';
import dealerPlaceholderPath from './fixtures/dealer-placeholder.svg?no-inline';
import { VehicleCarousel } from './VehicleCarousel.tsx';

/**
 * A dealer's placeholder as an http(s) address on Storybook's own origin (the kit shows only http(s)
 * placeholders), so that the story loads nothing from another host.
 */
const DEALER_PLACEHOLDER = new URL(dealerPlaceholderPath, window.location.href).href;

const IMAGES = [
  { src: vehicleImage('Front three-quarter'), source: 'feed' },
  { src: vehicleImage('Side'), source: 'feed' },
  { src: vehicleImage('Rear'), source: 'feed' },
  { src: vehicleImage('Interior'), source: 'feed' },
];

const meta = {
  title: 'Shell/VehicleCarousel',
  component: VehicleCarousel,
  decorators: [
    withKit,
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: { vehicleName: '2025 Toyota RAV4 XLE', images: IMAGES, onIndexChange: fn() },
} satisfies Meta<typeof VehicleCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const track = (el: HTMLElement) => el.querySelector('[data-carousel]') as HTMLElement;

/** Buttons and arrow keys move between photos. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: /Next photo|Photo suivante/ });
    await expect(canvas.getByRole('button', { name: /Previous photo|Photo précédente/ })).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText(/Photo 2 of 4|Photo 2 sur 4/)).toBeInTheDocument();
    const viewport = canvas.getByRole('group', { name: /Photo 2 of 4|Photo 2 sur 4/ });
    viewport.focus();
    await userEvent.keyboard('{End}');
    await expect(track(canvasElement)).toHaveAttribute('data-index', '3');
    await expect(next).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(track(canvasElement)).toHaveAttribute('data-index', '2');
    await userEvent.keyboard('{Home}');
    await expect(track(canvasElement)).toHaveAttribute('data-index', '0');
  },
};

/** A swipe to the left shows the next photo; dragging past the first photo only resists. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const viewport = within(canvasElement).getByRole('group', { name: /Photo 1 of 4|Photo 1 sur 4/ });
    fireEvent.pointerDown(viewport, { clientX: 300, pointerId: 1, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(viewport, { clientX: 150, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { clientX: 150, pointerId: 1, pointerType: 'touch' });
    await waitFor(() => expect(track(canvasElement)).toHaveAttribute('data-index', '1'));

    const at = within(canvasElement).getByRole('group', { name: /Photo 2 of 4|Photo 2 sur 4/ });
    fireEvent.pointerDown(at, { clientX: 100, pointerId: 2, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(at, { clientX: 400, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(at, { clientX: 400, pointerId: 2, pointerType: 'touch' });
    await waitFor(() => expect(track(canvasElement)).toHaveAttribute('data-index', '0'));

    // Past the first photo: the track moves less than 20 px and the index stays.
    fireEvent.pointerDown(at, { clientX: 100, pointerId: 3, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(at, { clientX: 600, pointerId: 3, pointerType: 'touch' });
    const moved = canvasElement.querySelector('[data-dragging] > div, [id$="-track"]') as HTMLElement;
    await expect(moved.style.transform).toMatch(/\+ 19\.\d+px|\+ 1\d\.\d+px/);
    fireEvent.pointerUp(at, { clientX: 600, pointerId: 3, pointerType: 'touch' });
    await expect(track(canvasElement)).toHaveAttribute('data-index', '0');
  },
};

/** No photos: the dealer's placeholder image (an http(s) address). */
export const DealerPlaceholder: Story = {
  args: { images: [], placeholderImage: DEALER_PLACEHOLDER },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: /Photo coming soon|Photo à venir/,
    });
    await expect(img).toHaveAttribute('src', DEALER_PLACEHOLDER);
    await expect(DEALER_PLACEHOLDER).toMatch(/^https?:\/\//);
    // The picture really loads (it is served by Storybook itself, not an outside host).
    await waitFor(() => expect(img.complete && img.naturalWidth).toBe(640));
  },
};

/** No photos and no usable dealer placeholder (not http(s)): the theme's built-in one. */
export const BuiltInPlaceholder: Story = {
  args: { images: [], placeholderImage: PLACEHOLDER_IMAGE },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /Photo coming soon|Photo à venir/ });
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};

/** Stock photos (not from the feed) for a vehicle without its own exterior: a disclaimer shows. */
export const NotFromFeed: Story = {
  args: {
    hasExterior: false,
    images: [
      { src: vehicleImage('Stock photo'), source: 'oem_stock' },
      { src: vehicleImage('Side'), source: 'feed' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/illustration purposes|titre indicatif/),
    ).toBeInTheDocument();
  },
};

export const SinglePhoto: Story = { args: { images: [IMAGES[0] ?? { src: '' }] } };

const ILLUSTRATIONS = [
  {
    src: vehicleImage('Side view'),
    source: 'stock',
    kind: 'illustration' as const,
    alt: '2025 Toyota RAV4 XLE, side view',
  },
  { src: vehicleImage('Dealer photo'), source: 'feed', kind: 'photo' as const },
];

/**
 * A generated picture carries a small "Illustration" label over it (a dealer's photo does not), and
 * its own alt text naming the view.
 */
export const Illustrations: Story = {
  args: { images: ILLUSTRATIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slides = canvas.getAllByRole('group', { name: /^\d of \d$|^\d sur \d$/ });
    await expect(within(slides[0] as HTMLElement).getByText('Illustration')).toBeVisible();
    await expect(canvas.getByAltText('2025 Toyota RAV4 XLE, side view')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Next photo|Photo suivante/ }));
    await waitFor(() => expect(track(canvasElement)).toHaveAttribute('data-index', '1'));
    await expect(
      within(canvasElement.querySelectorAll('[aria-roledescription="slide"]')[1] as HTMLElement).queryByText(
        'Illustration',
      ),
    ).toBeNull();
  },
};

/** The label in French. */
export const IllustrationsFrench: Story = {
  args: { images: ILLUSTRATIONS },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Illustration')[0]).toBeVisible();
  },
};

const SIZED = [
  {
    src: vehicleImage('Dealer photo 1'),
    srcset: `${vehicleImage('Dealer photo 1, 480')} 480w, ${vehicleImage('Dealer photo 1, 1280')} 1280w`,
    source: 'feed',
    kind: 'photo' as const,
  },
  { src: vehicleImage('Dealer photo 2'), source: 'feed', kind: 'photo' as const },
];

/**
 * A page's own picture taken over: the photos in its box (`aspectRatio`) and in the sizes their feed
 * lists (`srcset`, with the page's `sizes`), so the browser shows the picture it already has; the arrow
 * keys still move between them.
 */
export const SizedPhotos: Story = {
  args: { images: SIZED, sizes: '(min-width: 992px) 60vw, 100vw', aspectRatio: '16 / 10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvas.getByRole('group', { name: /Photo 1 of 2|Photo 1 sur 2/ });
    const { width, height } = viewport.getBoundingClientRect();
    await expect(Math.abs(width / height - 16 / 10)).toBeLessThan(0.01);
    const [first, second] = canvasElement.querySelectorAll('[aria-roledescription="slide"] img');
    await expect(first).toHaveAttribute('srcset', SIZED[0]?.srcset);
    await expect(first).toHaveAttribute('sizes', '(min-width: 992px) 60vw, 100vw');
    // One URL only: no `srcset`, and no `sizes` without one.
    await expect(second).not.toHaveAttribute('srcset');
    await expect(second).not.toHaveAttribute('sizes');
    viewport.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(track(canvasElement)).toHaveAttribute('data-index', '1');
    await expect(canvas.getByText(/Photo 2 of 2|Photo 2 sur 2/)).toHaveAttribute('aria-live', 'polite');
  },
};
