import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import type { CartLine } from './CartModal.tsx';
import { CartModal } from './CartModal.tsx';

const ACCESSORIES: readonly CartLine[] = [
  { id: 12, title: 'Roof rack cross bars', detail: 'Installed', amountCents: 61_450, removable: true },
  { id: 13, title: 'Window tint', detail: 'Pre-installed', amountCents: 39_900, removable: false },
];
const PROTECTIONS: readonly CartLine[] = [
  {
    id: 212,
    title: 'Extended warranty, Gold',
    detail: '60 months or 100,000 km',
    amountCents: 189_500,
    removable: true,
  },
];
const TOTALS = { accessoriesCents: 101_350, protectionsCents: 189_500, totalBeforeTaxCents: 290_850 };
const DISCLAIMERS = [
  { superscript: 1, text: 'Prices of accessories include installation when you choose it.' },
  {
    superscript: 2,
    text: 'Protection plans are offered by third parties and subject to their terms and conditions, which you can read before you sign. Coverage starts on the delivery date.',
    isExpanded: false,
  },
];

const meta = {
  title: 'Build and price/CartModal',
  component: CartModal,
  decorators: [withKit],
  args: {
    open: true,
    onOpenChange: fn(),
    onRemove: fn(),
    accessories: ACCESSORIES,
    protections: PROTECTIONS,
    totals: TOTALS,
    disclaimers: DISCLAIMERS,
  },
} satisfies Meta<typeof CartModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Your cart' });
    const cart = within(dialog);
    const accessories = within(cart.getByRole('region', { name: 'Accessories' }));
    await expect(plain(accessories.getByText('Accessories subtotal').nextElementSibling?.textContent)).toBe(
      '$1,013.50',
    );
    await expect(accessories.queryByRole('button', { name: 'Remove Window tint' })).toBeNull();
    await userEvent.click(accessories.getByRole('button', { name: 'Remove Roof rack cross bars' }));
    await expect(args.onRemove).toHaveBeenCalledWith('accessory', 12);
    const protections = within(cart.getByRole('region', { name: 'Protection plans' }));
    await expect(protections.getByText('60 months or 100,000 km')).toBeInTheDocument();
    await expect(plain(cart.getByText('Total before tax').nextElementSibling?.textContent)).toBe('$2,908.50');
    await expect(cart.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    await userEvent.click(cart.getByRole('button', { name: 'Continue' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Nothing added: the empty state and a $0.00 total. */
export const Empty: Story = {
  args: { accessories: [], protections: [], totals: undefined, disclaimers: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Your cart' }));
    await expect(dialog.getByText(/Your cart is empty/)).toBeInTheDocument();
    await expect(plain(dialog.getByText('Total before tax').nextElementSibling?.textContent)).toBe('$0.00');
    await expect(dialog.queryByRole('region')).toBeNull();
  },
};

/** Opened from its trigger; Escape closes it and focus returns to the trigger. */
export const FromTrigger: Story = {
  args: { open: undefined, onOpenChange: undefined, trigger: <Button variant="outline">Cart (3)</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Cart (3)' });
    await userEvent.click(trigger);
    await expect(await body.findByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { totals: { ...TOTALS, totalBeforeTaxCents: 1_234_567 } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Votre panier' }));
    await expect(plain(dialog.getByText('Total avant taxes').nextElementSibling?.textContent)).toBe(
      '12 345,67 $',
    );
  },
};

export const FrenchEmpty: Story = {
  globals: { locale: 'fr-CA' },
  args: { accessories: [], protections: [], totals: undefined, disclaimers: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Votre panier' }));
    await expect(plain(dialog.getByText('Total avant taxes').nextElementSibling?.textContent)).toBe('0,00 $');
  },
};

/** An accessory's answers to its questions under its line, "question: answer" (French spacing). */
export const AnswersFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    accessories: [
      {
        id: 14,
        title: 'Caméra de tableau de bord',
        amountCents: 24_900,
        removable: true,
        answers: [
          { question: 'Voulez-vous aussi la caméra arrière\u202f?', answer: 'Oui' },
          { question: 'Comment doit-elle être alimentée\u202f?', answer: 'Branchée au boîtier de fusibles' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Votre panier' }));
    const answers = dialog.getByRole('list', { name: 'Vos réponses' });
    await expect(
      within(answers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Voulez-vous aussi la caméra arrière\u202f?\u00a0: Oui',
      'Comment doit-elle être alimentée\u202f?\u00a0: Branchée au boîtier de fusibles',
    ]);
    await expect(answers.closest('li')).toHaveTextContent(/^Caméra de tableau de bord/);
  },
};
