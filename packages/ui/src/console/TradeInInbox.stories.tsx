import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { DECLINED_OFFER, INBOX, INBOX_WITH_PHOTOS } from './fixtures.ts';
import { TradeInInbox } from './TradeInInbox.tsx';
import type { InboxTradeIn } from './types.ts';

const meta = {
  title: 'Console/TradeInInbox',
  component: TradeInInbox,
  decorators: [withConsolePage, withConsole],
  args: { items: INBOX, onOffer: fn(), defaultExpiry: '2026-12-03' },
} satisfies Meta<typeof TradeInInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An amount typed with separators is sent in whole cents with the expiry date. */
export const SetAnOffer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Demo valuation \(sandbox estimates\)/)).toBeVisible();
    // the odometer in the locale's digits with its unit
    await expect(canvas.getByText('Odometer: 60,000 km')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    // the error is the amount field's: marked invalid, its description, and it takes focus
    const amount = canvas.getByRole('textbox', { name: /Offer amount/ });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Enter an amount in dollars, such as 12,500\.00/);
    await expect(amount).toHaveFocus();
    // letters are not an amount; an amount under a dollar is too small
    await userEvent.type(amount, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    await expect(amount).toHaveAccessibleDescription(/Enter an amount in dollars/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.50');
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    await expect(amount).toHaveAccessibleDescription(/at least 1\.00/);
    await expect(args.onOffer).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(canvas.getByLabelText(/Offer amount|Montant/), '15,250.50');
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    await expect(args.onOffer).toHaveBeenCalledWith(INBOX[0], {
      amount: 1_525_050,
      expires_on: '2026-12-03',
    });
  },
};

export const ServerRefusal: Story = {
  args: { errors: { 7: 'The order changed meanwhile. Reload it and try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('changed meanwhile');
  },
};

/** The server's refusal of a field is that field's: the expiry date marked invalid and described. */
export const ServerRefusalOfAField: Story = {
  args: { errors: { 7: { field: 'expires_on', message: 'The expiry date cannot be in the past.' } } },
  play: async ({ canvasElement }) => {
    const expires = within(canvasElement).getByLabelText(/Offer expires on/);
    await expect(expires).toHaveAttribute('aria-invalid', 'true');
    await expect(expires).toHaveAccessibleDescription('The expiry date cannot be in the past.');
    await expect(within(canvasElement).getByRole('textbox', { name: /Offer amount/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Sent: Story = {
  args: { items: [], sentTo: 'Emily Chen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Offer sent to Emily Chen/)).toBeVisible();
    // focus goes to the message, not the body (the form that had it is gone)
    await expect(canvas.getByText(/Offer sent to Emily Chen/)).toHaveFocus();
    await expect(canvas.getByText(/No trade-in is awaiting/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /en attente du concessionnaire/ })).toBeVisible();
    await expect(canvas.getByText('Odomètre : 60 000 km')).toBeVisible();
  },
};

/**
 * A trade-in back in the inbox because the customer declined the dealer's offer: the offer and the
 * customer's reason are shown, to make a better one (found in a staff trial: it came back bare).
 */
export const AfterADeclinedOffer: Story = {
  globals: { locale: 'en-CA' },
  args: {
    items: [
      {
        ...(INBOX[0] as InboxTradeIn),
        trade_in_offer: DECLINED_OFFER,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The customer declined the offer of $12,500.00: “Another dealer offered $14,000.”'),
    ).toBeVisible();
  },
};

export const AfterADeclinedOfferFrench: Story = {
  ...AfterADeclinedOffer,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        /^Le client a refusé l’offre de 12\s500,00\s\$\s: «\sAnother dealer offered \$14,000\.\s»$/,
      ),
    ).toBeVisible();
  },
};

/** A photo as the staff route answers it: an image of its angle's name (a Blob, as the console reads it). */
const loadPhoto = fn(async (url: string) => {
  const angle = /image_(\w+)\//.exec(url)?.[1] ?? 'photo';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill-opacity="0.25"/><text x="320" y="250" font-size="48" text-anchor="middle">${angle}</text></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
});

/**
 * A trade-in 2 with four of its six photos: each a thumbnail read with the staff session (an object
 * URL of what `loadPhoto` read, its angle as its text), opening the photo full size in a dialog that
 * Escape closes, focus back on the thumbnail; its VIN and the customer's condition answers.
 */
export const WithPhotosAndAnswers: Story = {
  globals: { locale: 'en-CA' },
  args: { items: [INBOX_WITH_PHOTOS], loadPhoto },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('VIN: 2HGFC2F56KH512345')).toBeVisible();
    await expect(canvas.getByText('4 of 6 photos')).toBeVisible();
    const thumbnails = await canvas.findAllByRole('img');
    await expect(thumbnails.map((img) => img.getAttribute('alt'))).toEqual([
      'Front',
      'Back',
      'Right side',
      'Dashboard',
    ]);
    for (const img of thumbnails) await expect(img.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.loadPhoto).toHaveBeenCalledWith('/api/dealer/trade-ins/8/photos/image_right/?v=2');
    // the answers, each its question's
    await expect(
      canvas.getByText('Has the vehicle been in an accident?').nextElementSibling,
    ).toHaveTextContent('Yes');
    await expect(
      canvas.getByText('Are you still making payments on it?').nextElementSibling,
    ).toHaveTextContent('Yes, a loan');
    // with the keyboard: the second thumbnail opens the back's photo; Escape gives focus back
    const back = canvas.getByRole('button', { name: 'Open the photo: Back' });
    back.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Back' });
    await expect(within(dialog).getByRole('img', { name: 'Back' })).toHaveAttribute(
      'src',
      thumbnails[1]?.getAttribute('src') ?? '',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(back).toHaveFocus();
  },
};

/** The same in French: the count, each angle and the dialog's heading; the dialog left open for axe. */
export const WithPhotosAndAnswersFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    items: [
      {
        ...INBOX_WITH_PHOTOS,
        images: { image_seat_interior: '/api/dealer/trade-ins/8/photos/image_seat_interior/?v=1' },
        answers: [
          { question: 'involved_in_accident', text: 'Le véhicule a-t-il eu un accident ?', answer: 'Non' },
        ],
      },
    ],
    loadPhoto,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('NIV : 2HGFC2F56KH512345')).toBeVisible();
    await expect(canvas.getByText('1 photo sur 6')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Réponses sur l’état du véhicule' })).toBeVisible();
    const thumbnail = await canvas.findByRole('img', { name: 'Intérieur (sièges)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir la photo : Intérieur (sièges)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intérieur (sièges)' });
    await expect(within(dialog).getByRole('img')).toHaveAttribute('src', thumbnail.getAttribute('src') ?? '');
  },
};

/** A photo the server would not give: said so, in the staff member's words, with its angle. */
export const PhotoNotLoaded: Story = {
  args: {
    items: [
      { ...INBOX_WITH_PHOTOS, images: { image_front: '/api/dealer/trade-ins/8/photos/image_front/?v=1' } },
    ],
    loadPhoto: async () => {
      throw new Error('HTTP 404');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The photo could not be loaded: Front')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The photos' object URLs are let go when the inbox leaves the screen (no Blob kept in memory). */
export const PhotosLetGoWhenGone: Story = {
  args: { items: [INBOX_WITH_PHOTOS], loadPhoto },
  render: function Render(args) {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShown(false)}>
          Leave the inbox
        </button>
        {shown ? <TradeInInbox {...args} /> : null}
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      const sources = (await canvas.findAllByRole('img')).map((img) => img.getAttribute('src'));
      await expect(sources).toHaveLength(4);
      await expect(revoke).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Leave the inbox' }));
      for (const src of sources) await expect(revoke).toHaveBeenCalledWith(src);
    } finally {
      revoke.mockRestore();
    }
  },
};
