import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { DECLINED_OFFER, INBOX, INBOX_WITH_PHOTOS } from './fixtures.ts';
import { TradeInInbox } from './TradeInInbox.tsx';
import type { InboxTradeIn } from './types.ts';

const meta = {
  title: 'Console/TradeInInbox',
  component: TradeInInbox,
  decorators: [withConsolePage, withConsole],
  args: { items: INBOX, onOffer: fn(), onDecline: fn(), defaultExpiry: '2026-12-03' },
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
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir la photo : Intérieur (sièges)' }));
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

/**
 * A conditional offer: its condition is required (refused on the field, which takes focus) and goes
 * with the amount and date, as the customer will read it.
 */
export const ConditionalOffer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'A conditional offer' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Offer amount/ }), '14,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the offer' }));
    const condition = canvas.getByRole('textbox', { name: /Condition of the offer/ });
    await expect(condition).toHaveAttribute('aria-invalid', 'true');
    await expect(condition).toHaveAccessibleDescription(
      'Write the condition the customer reads with the offer.',
    );
    await expect(condition).toHaveFocus();
    await expect(args.onOffer).not.toHaveBeenCalled();
    await userEvent.type(condition, '  Subject to a clean inspection of the brakes.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the offer' }));
    await expect(args.onOffer).toHaveBeenCalledWith(INBOX[0], {
      amount: 1_400_000,
      expires_on: '2026-12-03',
      condition: 'Subject to a clean inspection of the brakes.',
    });
  },
};

export const ConditionalOfferFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Une offre conditionnelle' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Montant de l’offre/ }), '14 000,50');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Condition de l’offre/ }),
      'Sous réserve d’une inspection.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer l’offre' }));
    await expect(args.onOffer).toHaveBeenCalledWith(INBOX[0], {
      amount: 1_400_050,
      expires_on: '2026-12-03',
      condition: 'Sous réserve d’une inspection.',
    });
  },
};

/** No offer, or the trade-in out of the deal: the customer's message is required, no amount asked. */
export const DeclineOrExclude: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'No offer (decline to make one)' }));
    await expect(canvas.queryByRole('textbox', { name: /Offer amount/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline to make an offer' }));
    const message = canvas.getByRole('textbox', { name: /Why no offer/ });
    await expect(message).toHaveAccessibleDescription('Write a message for the customer.');
    await expect(message).toHaveFocus();
    await expect(args.onDecline).not.toHaveBeenCalled();
    await userEvent.type(message, 'We do not take vehicles over 300,000 km.');
    await userEvent.click(canvas.getByRole('button', { name: 'Decline to make an offer' }));
    await expect(args.onDecline).toHaveBeenCalledWith(INBOX[0], {
      reason: 'no_offer',
      message: 'We do not take vehicles over 300,000 km.',
    });
    // the message typed stays when the answer changes to an exclusion
    await userEvent.click(canvas.getByRole('radio', { name: 'Exclude the trade-in from the deal' }));
    await expect(canvas.getByRole('textbox', { name: /Why it is excluded/ })).toHaveValue(
      'We do not take vehicles over 300,000 km.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Exclude the trade-in' }));
    await expect(args.onDecline).toHaveBeenLastCalledWith(INBOX[0], {
      reason: 'excluded',
      message: 'We do not take vehicles over 300,000 km.',
    });
  },
};

export const DeclineOrExcludeFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { items: [], sentTo: { name: 'Émilie Tremblay', reason: 'excluded' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Le véhicule d’échange de Émilie Tremblay est exclu de l’achat.'),
    ).toHaveFocus();
  },
};

/** The decline's announcement in English (US). */
export const DeclinedSent: Story = {
  globals: { locale: 'en-US' },
  args: { items: [], sentTo: { name: 'Emily Chen', reason: 'no_offer' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Emily Chen was told the dealership makes no offer.'),
    ).toHaveFocus();
  },
};

/**
 * The date refused: its message appears in the place kept for it, and neither the amount, the date
 * nor the button moves (found in a staff trial: the fields jumped under the pointer).
 */
export const DateRefusalHoldsLayout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: /Offer amount/ });
    const date = canvas.getByLabelText(/Offer expires on/);
    const button = canvas.getByRole('button', { name: 'Send the offer' });
    await userEvent.type(amount, '12,000');
    const where = () => [amount, date, button].map((e) => e.getBoundingClientRect().toJSON());
    const before = where();
    fireEvent.change(date, { target: { value: '' } });
    await userEvent.click(button);
    await expect(date).toHaveAccessibleDescription('Choose an expiry date.');
    await expect(date).toHaveFocus();
    await expect(args.onOffer).not.toHaveBeenCalled();
    await expect(where()).toEqual(before);
  },
};

/** The customer named with a link to their deals screen, and the order's number. */
export const CustomerAndOrder: Story = {
  globals: { locale: 'en-CA' },
  args: {
    renderCustomer: (item, label) => <a href={`/dealer/customers/${item.customer.id}`}>{label}</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = INBOX[0] as InboxTradeIn;
    await expect(
      canvas.getByRole('link', { name: `${item.customer.name_or_email} (their deals)` }),
    ).toHaveAttribute('href', `/dealer/customers/${item.customer.id}`);
    await expect(canvas.getByText(`Order ${item.order}`)).toBeVisible();
  },
};

export const CustomerAndOrderFrench: Story = {
  ...CustomerAndOrder,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = INBOX[0] as InboxTradeIn;
    await expect(
      canvas.getByRole('link', { name: `${item.customer.name_or_email} (ses projets d’achat)` }),
    ).toBeVisible();
    await expect(canvas.getByText(`Commande ${item.order}`)).toBeVisible();
  },
};

/**
 * From photo to photo in the dialog: the next and previous buttons and the arrow keys, the position
 * announced ("Photo 2 of 4"), from the last back to the first; Escape gives focus to the thumbnail
 * of the photo last shown.
 */
export const PhotoPreviousNext: Story = {
  globals: { locale: 'en-CA' },
  args: { items: [INBOX_WITH_PHOTOS], loadPhoto },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('img');
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the photo: Front' }));
    let dialog = await screen.findByRole('dialog', { name: 'Front' });
    await expect(within(dialog).getByText('Photo 1 of 4')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    dialog = await screen.findByRole('dialog', { name: 'Back' });
    await expect(within(dialog).getByText('Photo 2 of 4')).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{ArrowRight}');
    dialog = await screen.findByRole('dialog', { name: 'Right side' });
    await expect(within(dialog).getByRole('img', { name: 'Right side' })).toHaveAttribute(
      'src',
      canvas.getByRole('img', { name: 'Right side', hidden: true }).getAttribute('src') ?? '',
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    dialog = await screen.findByRole('dialog', { name: 'Front' });
    await userEvent.keyboard('{ArrowLeft}');
    dialog = await screen.findByRole('dialog', { name: 'Dashboard' });
    await expect(within(dialog).getByText('Photo 4 of 4')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    await screen.findByRole('dialog', { name: 'Right side' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open the photo: Right side' })).toHaveFocus();
  },
};

/** The same in French (US English is the meta's default locale); the dialog left open for axe. */
export const PhotoPreviousNextFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { items: [INBOX_WITH_PHOTOS], loadPhoto },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ouvrir la photo : Arrière' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrière' });
    await expect(within(dialog).getByText('Photo 2 sur 4')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    await screen.findByRole('dialog', { name: 'Côté droit' });
  },
};

/**
 * An inbox of many trade-ins reads the photos of those near the screen only; the others' are read
 * as they are scrolled to.
 */
export const PhotosLoadWhenSeen: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, n) => ({
      ...INBOX_WITH_PHOTOS,
      id: 100 + n,
      images: { image_front: `/api/dealer/trade-ins/${100 + n}/photos/image_front/?v=1` },
    })),
    loadPhoto: fn(loadPhoto),
  },
  play: async ({ canvasElement, args }) => {
    const first = '/api/dealer/trade-ins/100/photos/image_front/?v=1';
    const last = '/api/dealer/trade-ins/111/photos/image_front/?v=1';
    await waitFor(() => expect(args.loadPhoto).toHaveBeenCalledWith(first));
    await expect(args.loadPhoto).not.toHaveBeenCalledWith(last);
    canvasElement.querySelector('[data-trade-in="111"]')?.scrollIntoView();
    await waitFor(() => expect(args.loadPhoto).toHaveBeenCalledWith(last));
    window.scrollTo(0, 0);
  },
};
