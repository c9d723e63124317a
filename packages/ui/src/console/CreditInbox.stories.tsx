import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { CreditInbox } from './CreditInbox.tsx';
import { CREDIT_APPLICATIONS, OPENED_CREDIT } from './fixtures.ts';

const meta = {
  title: 'Console/CreditInbox',
  component: CreditInbox,
  decorators: [withConsolePage, withConsole],
  args: {
    items: CREDIT_APPLICATIONS,
    onOpen: fn(),
    onClose: fn(),
    onDecide: fn(),
    currency: 'CAD',
  },
} satisfies Meta<typeof CreditInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: who, which vehicle, the status in words; opening one asks the app to read it. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Credit applications' })).toBeVisible();
    await expect(canvas.getByText(/recorded in the audit log/)).toBeVisible();
    await expect(canvas.getByText(/Status: Awaiting the dealer/)).toBeVisible();
    await expect(canvas.getByText(/Status: Complete/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the application of Emily Chen' }));
    await expect(args.onOpen).toHaveBeenCalledWith(CREDIT_APPLICATIONS[0]);
  },
};

/**
 * Opened: the applicant in words (codes named, cents as money, the SIN as the server masked it), and
 * a decision is required before it is sent; the opened application takes focus.
 */
export const OpenedAndDecided: Story = {
  args: { opened: OPENED_CREDIT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Applicant' })).toHaveFocus();
    await expect(canvas.getByText('*** *** 226')).toBeVisible();
    await expect(canvas.getByText(/^Rents, (CA)?\$1,850\.00 a month$/)).toBeVisible();
    await expect(canvas.getByText('Full time at Maple Bank')).toBeVisible();
    await expect(canvas.getByText(/^(CA)?\$72,000\.00 a year$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Record the decision' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await expect(canvas.getByText('Choose a decision.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Complete/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Declined' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Record the decision' }));
    await expect(args.onDecide).toHaveBeenCalledWith(CREDIT_APPLICATIONS[0], 4);
  },
};

/** The decision recorded: announced, and focus goes to the message. */
export const Decided: Story = {
  args: { decided: { name: 'Emily Chen', status: 3 } },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText('Decision recorded for Emily Chen: Complete (approved).');
    await expect(message).toHaveFocus();
  },
};

export const ServerRefusal: Story = {
  args: { opened: OPENED_CREDIT, error: 'This application is not waiting for the dealership.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'not waiting for the dealership',
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No credit application/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { opened: OPENED_CREDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demandes de crédit' })).toBeVisible();
    await expect(canvas.getByText('Locataire, 1 850,00 $ par mois')).toBeVisible();
    // The decision system in the console's language, as the shopper's side names it.
    await expect(
      canvas.getByText('Examen par le concessionnaire (son personnel décide, sans bureau de crédit)'),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Vérification supplémentaire requise' })).toBeVisible();
    // French elides before a vowel: "de Marc", "d'Emily"
    await expect(canvas.getByRole('button', { name: 'Ouvrir la demande de Marc Leblanc' })).toBeVisible();
  },
};
