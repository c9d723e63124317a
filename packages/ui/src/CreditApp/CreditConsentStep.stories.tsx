import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import {
  CreditConsentStep,
  type CreditConsentStepProps,
  type CreditConsentValues,
} from './CreditConsentStep.tsx';

function Recorded(props: Omit<CreditConsentStepProps, 'onSubmit'>) {
  const [sent, setSent] = useState<CreditConsentValues | null>(null);
  return (
    <>
      <CreditConsentStep {...props} onSubmit={setSent} />
      <p data-testid="sent">{sent ? JSON.stringify(sent) : 'nothing'}</p>
    </>
  );
}

const meta = {
  title: 'Credit application/CreditConsentStep',
  component: Recorded,
  subcomponents: { CreditConsentStep },
  decorators: [withKit],
  args: { initialValues: { creditCheck: false, marketing: false, electronic: false } },
} satisfies Meta<typeof Recorded>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a submit without the credit check moves focus to its box; Space ticks it, Enter sends. */
export const Empty: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Consent' })).toBeVisible();
    const creditCheck = canvas.getByRole('checkbox', { name: /obtain my credit report/ });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The form moves focus to the first refused field once the refusal has rendered (an effect).
    await waitFor(() => expect(creditCheck).toHaveFocus());
    await expect(creditCheck).toBeInvalid();
    await expect(canvas.getByTestId('sent')).toHaveTextContent('nothing');
    await userEvent.keyboard(' ');
    await expect(creditCheck).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent(
      '{"creditCheck":true,"marketing":true,"electronic":false}',
    );
  },
};

/** Filled: the saved answers ticked. */
export const Filled: Story = {
  globals: { locale: 'en-CA' },
  args: { initialValues: { creditCheck: true, marketing: false, electronic: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /obtain my credit report/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /financing offers/ })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /text message/ })).toBeChecked();
  },
};

/** The server refused the credit check's consent: its message on the box. */
export const ServerError: Story = {
  globals: { locale: 'en-US' },
  args: {
    initialValues: { creditCheck: true, marketing: false, electronic: false },
    serverError: ['The credit check needs your consent.'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The credit check needs your consent.')).toBeVisible();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Consentement' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer et continuer' })).toBeVisible();
  },
};

/**
 * The dealership's own review decides (no credit bureau): the required consent is to that review and
 * to its lenders later, and says no credit report is obtained (a shopper trial was asked leave to pull
 * a credit report that nothing pulls).
 */
export const FrenchDealerReview: Story = {
  globals: { locale: 'fr-CA' },
  args: { decision: 'dealer-review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const required = canvas.getByRole('checkbox', { name: /J’autorise le concessionnaire à étudier/ });
    await expect(required).toHaveAccessibleName(/Aucun dossier de crédit n’est obtenu maintenant/);
    await expect(canvas.queryByText(/obtenir mon dossier de crédit/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(required).toHaveFocus());
  },
};

/** Nothing reached the server (offline): said under the button, which keeps its place. */
export const Offline: Story = {
  globals: { locale: 'en-CA' },
  args: {
    initialValues: { creditCheck: true, marketing: false, electronic: false },
    formError: 'Not saved: we could not reach the server.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Not saved: we could not reach the server.');
    const button = canvas.getByRole('button', { name: 'Save and continue' });
    await expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
