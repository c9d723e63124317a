import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { CustomerDeals } from './CustomerDeals.tsx';
import { DECLINED_OFFER, DISCLOSURE, LEASE_DISCLOSURE, ORDER } from './fixtures.ts';

const meta = {
  title: 'Console/CustomerDeals',
  component: CustomerDeals,
  decorators: [withConsolePage, withConsole],
  args: { customerName: 'Emily Chen', orders: [ORDER], currency: 'CAD', onActAs: fn() },
} satisfies Meta<typeof CustomerDeals>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAnOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Order 41/ })).toBeVisible();
    await expect(canvas.getByText(/Stock MM1001/)).toBeVisible();
    // every state in words: sections, payment type and the deposit's status (no raw id)
    await expect(canvas.getByText('Trade-in: Awaiting the dealer')).toBeVisible();
    await expect(canvas.getByText('Build and price: Completed')).toBeVisible();
    // a section read by its steps: the deposit's place done, its review not yet
    await expect(canvas.getByText('Deposit: In progress')).toBeVisible();
    // a booked appointment is not a visit over (found in a staff trial: "Completed" for next week's)
    await expect(canvas.getByText('Appointment: Booked')).toBeVisible();
    await expect(canvas.getByText('Finance')).toBeVisible();
    await expect(canvas.getByText(/\$500\.00, held on the card/)).toBeVisible();
    await expect(canvas.getByText(/Toyota Corolla LE: Awaiting the dealer/)).toBeVisible();
    await expect(canvas.getByText(/\$500\.00/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Act as Emily Chen' }));
    await expect(args.onActAs).toHaveBeenCalled();
  },
};

export const WithAnOffer: Story = {
  args: {
    orders: [
      {
        ...ORDER,
        trade_in: { ...ORDER.vehicle, status: 'awaiting_customer', year: 2020 },
        trade_in_offer: { value: 1_500_000, expires_on: '2026-12-10', status: 'pending' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Offer (CA)?\$15,000\.00 until/)).toBeVisible();
  },
};

/** A visit staff confirmed says so, in English and French (found in a staff trial: still "Booked"). */
export const ConfirmedAppointment: Story = {
  args: {
    orders: [
      {
        ...ORDER,
        appointment: { starts_at: '2026-12-02T15:00:00.000Z', location: 'AtDealer', confirmed: true },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Appointment: Confirmed')).toBeVisible();
  },
};

export const ConfirmedAppointmentInFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    orders: [
      {
        ...ORDER,
        progress: { ...ORDER.progress, 'deposit-review': 1 },
        appointment: { starts_at: '2026-12-02T15:00:00.000Z', location: 'AtDealer', confirmed: true },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Rendez-vous\s*:\s*Confirmé$/)).toBeVisible();
    // Each state agrees with its section (found in a staff trial: "Dépôt : Terminée").
    await expect(within(canvasElement).getByText(/^Configuration et prix\s*:\s*Terminée$/)).toBeVisible();
    await expect(within(canvasElement).getByText(/^Dépôt\s*:\s*Terminé$/)).toBeVisible();
  },
};

/**
 * An offer the customer declined: said so, with their reason, and the trade-in awaits the dealer
 * again (found in a staff trial: the page said "Trade-in: Completed" with the offer as if open).
 */
export const DeclinedOffer: Story = {
  globals: { locale: 'en-CA' },
  args: {
    orders: [
      {
        ...ORDER,
        progress: { ...ORDER.progress, 'trade-in': 1 },
        trade_in: { ...ORDER.vehicle, status: 'excluded', year: 2020 },
        trade_in_offer: DECLINED_OFFER,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Offer \$12,500\.00 declined by the customer: “Another dealer offered \$14,000\.”/),
    ).toBeVisible();
    await expect(canvas.getByText('Trade-in: Awaiting the dealer')).toBeVisible();
    await expect(canvas.queryByText(/Offer \$12,500\.00 until/)).toBeNull();
  },
};

/** An order whose trade-in the dealership answered without an offer (its step completed, out of the deal). */
const answeredWithoutOffer = (decision: 'no_offer' | 'excluded', message: string) => ({
  ...ORDER,
  progress: { ...ORDER.progress, 'trade-in': 3 },
  trade_in: { ...ORDER.vehicle, status: 'excluded', year: 2020 },
  trade_in_offer: { ...DECLINED_OFFER, value: 0, comments: message, dealer_decision: decision },
});

/**
 * The dealership made no offer (or took the trade-in out of the deal): said as the dealership's answer with
 * its message, not as an offer of $0.00 the customer declined, and nothing awaits the dealer.
 */
export const DealerMadeNoOffer: Story = {
  globals: { locale: 'en-CA' },
  args: {
    orders: [answeredWithoutOffer('no_offer', 'Frame damage: we cannot resell it.')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/No offer from the dealership: “Frame damage: we cannot resell it\.”/),
    ).toBeVisible();
    await expect(canvas.queryByText(/declined by the customer/)).toBeNull();
    await expect(canvas.queryByText('Trade-in: Awaiting the dealer')).toBeNull();
  },
};

/** The same for a trade-in excluded from the deal, in French, and a conditional offer says its condition. */
export const DealerExcludedItInFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    orders: [
      answeredWithoutOffer('excluded', 'Véhicule hors marché.'),
      {
        ...ORDER,
        id: ORDER.id + 1,
        trade_in_offer: {
          ...DECLINED_OFFER,
          status: 'pending',
          comments: null,
          condition: 'Subject to a mechanical inspection',
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Retiré de la transaction par le concessionnaire\s: «\sVéhicule hors marché\.\s»/),
    ).toBeVisible();
    await expect(canvas.queryByText(/refusée par le client/)).toBeNull();
    await expect(canvas.getByText(/Condition\s: Subject to a mechanical inspection/)).toBeVisible();
  },
};

export const NoOrder: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no open order|aucune commande/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Véhicule d’échange : En attente du concessionnaire')).toBeVisible();
    await expect(canvas.getByText('Financement')).toBeVisible();
    // French elides before a vowel or a mute h: d'Emily, de Marc
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transactions d’Emily Chen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agir au nom d’Emily Chen' })).toBeVisible();
  },
};

/**
 * The payment last quoted to the customer, to answer them with their figures (found in a staff trial:
 * the console named the payment type only).
 */
export const QuotedPayment: Story = {
  globals: { locale: 'en-CA' },
  args: {
    orders: [
      {
        ...ORDER,
        payment: {
          amount: 38_912,
          total: 3_245_000,
          frequency: 'biweekly',
          term: 84,
          down_payment: 200_000,
          disclosure: DISCLOSURE,
        },
      },
      {
        ...ORDER,
        id: 43,
        payment_type: 'lease',
        payment: {
          amount: 21_480,
          total: 3_245_000,
          frequency: 'biweekly',
          term: 48,
          down_payment: 0,
          disclosure: LEASE_DISCLOSURE,
        },
      },
      {
        ...ORDER,
        id: 42,
        payment_type: 'cash',
        payment: { amount: 3_245_000, total: 3_245_000, frequency: null, term: null, down_payment: null },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Finance · $389.12 bi-weekly over 84 months · down payment $2,000.00'),
    ).toBeVisible();
    await expect(canvas.getByText('Cash · $32,450.00')).toBeVisible();
    // Every payment shown carries its cost of credit (found in a staff trial: the rate and the
    // amount financed were missing), a lease its residual; cash has none.
    const finance = canvas.getByRole('region', { name: /Cost of credit, .*Order 41/ });
    await expect(within(finance).getByText('Annual percentage rate').nextSibling).toHaveTextContent('6.49%');
    await expect(within(finance).getByText('Amount financed').nextSibling).toHaveTextContent('$30,450.00');
    await expect(within(finance).getByText('Cost of borrowing').nextSibling).toHaveTextContent('$40,369.84');
    const lease = canvas.getByRole('region', { name: /Cost of credit, .*Order 43/ });
    await expect(within(lease).getByText(/^Residual value/).nextSibling).toHaveTextContent('$14,600.00');
    await expect(canvas.getAllByRole('region', { name: /Cost of credit/ })).toHaveLength(2);
  },
};

export const QuotedPaymentFrench: Story = {
  ...QuotedPayment,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        /^Financement · 389,12\s\$ aux deux semaines sur 84 mois · mise de fonds 2\s000,00\s\$$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^Comptant · 32\s450,00\s\$$/)).toBeVisible();
  },
};

/** The customer's test drives (asked for by model, not by deal): found missing in a staff trial. */
export const TestDrives: Story = {
  globals: { locale: 'en-CA' },
  args: {
    testDrives: [
      {
        id: 5,
        model: { year: 2026, make: 'Honda', name: 'Civic Sedan' },
        status: 'confirmed',
        start: '2026-12-05T15:00:00Z',
        time_zone: 'America/Toronto',
      },
      {
        id: 4,
        model: { year: 2026, name: 'CR-V' },
        status: 'open',
        start: null,
        time_zone: 'America/Toronto',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Test drives' });
    await expect(list).toHaveTextContent('2026 Honda Civic Sedan · Confirmed · Dec 5, 2026, 10:00 a.m.');
    // a request that named no vehicle of the dealer's has no make
    await expect(list).toHaveTextContent('2026 CR-V · Awaiting a time');
  },
};

export const FrenchBeforeAConsonant: Story = {
  globals: { locale: 'fr-CA' },
  args: { customerName: 'Marc Leblanc', orders: [{ ...ORDER, credit_application: null }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // "None" agrees with its noun (une demande de crédit), and French spaces its colon.
    await expect(canvas.getByText('Aucune')).toBeVisible();
    await expect(canvas.getByText(/^2020 Toyota Corolla LE : En attente du concessionnaire$/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Transactions de Marc Leblanc' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agir au nom de Marc Leblanc' })).toBeVisible();
  },
};

/** Nothing yet on a deal says "Aucun" in words; the visit is at the dealer's time, wherever staff are. */
export const FrenchNothingYetAndTheVisitAtTheDealersTime: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    customerName: 'Marc Leblanc',
    orders: [
      {
        ...ORDER,
        trade_in: null,
        appointment: {
          starts_at: '2026-12-01T15:00:00.000Z',
          location: 'AtDealer',
          time_zone: 'America/Toronto',
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/\{gender/)).toBeNull();
    await expect(canvas.getByText('Aucun')).toBeVisible();
    // 15:00 UTC is 10:00 in Toronto in December, whatever the staff member's own time zone.
    await expect(canvas.getByText(/10 h 00 \(chez le concessionnaire\)/)).toBeVisible();
  },
};

/**
 * How to reach the customer under the heading (found in a staff trial: no e-mail nor phone on the
 * page), and the app's links (prepare quotes) after the heading, beside "act as".
 */
export const ContactAndActions: Story = {
  args: {
    contact: { email: 'emily.chen@example.com', phone: '(416) 555-0134', preferred: 'sms' },
    actions: <a href="#quotes">Prepare quotes · Order 41</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'emily.chen@example.com' })).toHaveAttribute(
      'href',
      'mailto:emily.chen@example.com',
    );
    await expect(canvas.getByRole('link', { name: '(416) 555-0134' })).toHaveAttribute(
      'href',
      'tel:+14165550134',
    );
    await expect(canvas.getByText('a text message')).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1 });
    const quotes = canvas.getByRole('link', { name: 'Prepare quotes · Order 41' });
    // After the heading in the page's order.
    await expect(heading.compareDocumentPosition(quotes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const ContactInFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { contact: { email: 'helene.roy@example.com', phone: null, preferred: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Courriel')).toBeVisible();
    await expect(canvas.getByText('Téléphone')).toBeVisible();
    await expect(canvas.getByText('un appel')).toBeVisible();
  },
};

const WITH_ACCESSORIES = {
  ...ORDER,
  accessories: [
    { id: 3, title: 'All-weather floor mats', install: false, questions: [] },
    {
      id: 7,
      title: 'Tow hitch receiver',
      install: true,
      questions: [
        {
          id: 'tow_brake_controller',
          text: 'Will you tow a trailer with electric brakes?',
          answer: 'yes',
          answer_label: null,
        },
        {
          id: 'tow_ball_size',
          text: 'Which ball size do you need?',
          answer: '2-5/16',
          answer_label: '2 5/16 in',
        },
        { id: 'tow_wiring', text: 'Do you need 7-pin wiring?', answer: null, answer_label: null },
      ],
    },
  ],
};

/** The accessories in the deal with the customer's answers to their questions, one left open. */
export const AccessoryAnswers: Story = {
  args: { orders: [WITH_ACCESSORIES] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accessories')).toBeVisible();
    await expect(canvas.getByText('All-weather floor mats')).toBeVisible();
    await expect(canvas.getByText(/^Tow hitch receiver, installed by the dealership/)).toBeVisible();
    await expect(canvas.getByText('Will you tow a trailer with electric brakes? Yes')).toBeVisible();
    await expect(canvas.getByText('Which ball size do you need? 2 5/16 in')).toBeVisible();
    await expect(canvas.getByText('Do you need 7-pin wiring? Not answered')).toBeVisible();
  },
};

export const AccessoryAnswersInFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    orders: [
      {
        ...WITH_ACCESSORIES,
        accessories: [
          {
            id: 7,
            title: 'Attelage de remorque',
            install: true,
            questions: [
              {
                id: 'tow_brake_controller',
                text: 'Remorquerez-vous une remorque à freins électriques?',
                answer: 'no',
                answer_label: null,
              },
              { id: 'tow_wiring', text: 'Faut-il un câblage à 7 broches?', answer: null, answer_label: null },
            ],
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accessoires')).toBeVisible();
    await expect(canvas.getByText(/^Attelage de remorque, installé par le concessionnaire/)).toBeVisible();
    await expect(canvas.getByText('Remorquerez-vous une remorque à freins électriques? Non')).toBeVisible();
    await expect(canvas.getByText('Faut-il un câblage à 7 broches? Sans réponse')).toBeVisible();
  },
};
