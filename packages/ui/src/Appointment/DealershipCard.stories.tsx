import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { DealershipCard } from './DealershipCard.tsx';
import { DEALER } from './fixtures.ts';

const meta = {
  title: 'Appointment/DealershipCard',
  component: DealershipCard,
  decorators: [withKit],
  args: DEALER,
} satisfies Meta<typeof DealershipCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hours of one day, as shown ("Monday" → "9:00 a.m.–8:00 p.m."). */
const hoursOf = (root: HTMLElement, day: string) =>
  plain(root.querySelector(`[data-day="${day}"] dd`)?.textContent).replace(/\s+/g, ' ');

/** The side bar in Canadian English: the address, the phone as a link (Tab reaches it), the hours. */
export const CanadianEnglish: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('complementary', { name: 'Maple Motors' });
    await expect(card).toHaveTextContent('1200 Yonge Street, Toronto, ON M4T 1W1');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '416-555-0199' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: '416-555-0199' })).toHaveAttribute(
      'href',
      'tel:+14165550199',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Opening hours' })).toBeVisible();
    await expect(hoursOf(card, 'monday')).toBe('9:00 a.m.–8:00 p.m.');
    await expect(hoursOf(card, 'sunday')).toBe('Closed');
  },
};

/**
 * The map side bar's way there: no map drawn in the page (no outside service), a "Directions" link that
 * opens the shopper's map app or site in a new tab, to the dealer's configured coordinates; its name says
 * where it goes and that it opens a new tab. The phone, then the link, a Tab apart.
 */
export const Directions: Story = {
  globals: { locale: 'en-CA' },
  args: { latitude: 43.6452, longitude: -79.3948 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Directions to Maple Motors (opens in a new tab)' });
    await expect(link).toHaveTextContent(/^Directions/);
    await expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=43.6452%2C-79.3948',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('img, iframe, canvas')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A dealer without coordinates: the link goes to its name and address, as the card shows them (en-US). */
export const DirectionsByAddress: Story = {
  globals: { locale: 'en-US' },
  args: { latitude: null, longitude: null },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Directions to Maple Motors/ });
    await expect(link).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Maple Motors, 1200 Yonge Street, Toronto, ON M4T 1W1')}`,
    );
  },
};

/** US English: 12-hour times with AM and PM. */
export const UsEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('complementary', { name: 'Maple Motors' });
    await expect(hoursOf(card, 'monday')).toBe('9:00 AM – 8:00 PM');
    await expect(hoursOf(card, 'saturday')).toBe('10:00 AM – 4:30 PM');
  },
};

/** French: the days and "Fermé" in French, the 24-hour clock ("9 h 00 à 20 h 00"). */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('complementary', { name: 'Maple Motors' });
    await expect(canvas.getByRole('heading', { name: 'Heures d’ouverture' })).toBeVisible();
    await expect(card.querySelector('[data-day="monday"] dt')).toHaveTextContent('Lundi');
    await expect(hoursOf(card, 'saturday')).toMatch(/^10 h 00 (à|–) 16 h 30$/);
    await expect(hoursOf(card, 'sunday')).toBe('Fermé');
    await expect(
      canvas.getByRole('link', { name: 'Itinéraire vers Maple Motors (s’ouvre dans un nouvel onglet)' }),
    ).toBeVisible();
  },
};

/** A map image as a data URL (the stories load nothing from outside), standing in for a tile provider's. */
const MAP_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A dealer that configured a tile provider: its static map of the place above the address, described by
 * its alt text (the place's name and address) in the page's language; the keyboard order unchanged (the
 * image is not focusable: the phone comes first).
 */
export const StaticMap: Story = {
  globals: { locale: 'en-CA' },
  args: { latitude: 43.6452, longitude: -79.3948, mapImageUrl: MAP_IMAGE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('img', {
      name: 'Map of the area around Maple Motors, 1200 Yonge Street, Toronto, ON M4T 1W1',
    });
    await expect(map).toHaveAttribute('src', MAP_IMAGE);
    await expect(map).toHaveAttribute('width', '400');
    await expect(map).toHaveAttribute('height', '240');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '416-555-0199' })).toHaveFocus();
  },
};

/** The map's alt text in US English and in French. */
export const StaticMapUsEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { mapImageUrl: MAP_IMAGE },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: 'Map of the area around Maple Motors, 1200 Yonge Street, Toronto, ON M4T 1W1',
      }),
    ).toBeVisible();
  },
};

export const StaticMapFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { mapImageUrl: MAP_IMAGE },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: 'Carte des environs de Maple Motors, 1200 Yonge Street, Toronto, ON M4T 1W1',
      }),
    ).toBeVisible();
  },
};
