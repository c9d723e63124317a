import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { CreditResult, type CreditResultProps } from './CreditResult.tsx';

function WithBack(props: Omit<CreditResultProps, 'onBack'>) {
  const [back, setBack] = useState(false);
  return (
    <>
      <CreditResult {...props} onBack={() => setBack(true)} />
      <p data-testid="back">{back ? 'back' : 'here'}</p>
    </>
  );
}

const meta = {
  title: 'Credit application/CreditResult',
  component: WithBack,
  subcomponents: { CreditResult },
  decorators: [withKit],
  args: { status: 3, systemName: 'Sandbox credit bureau (demo: no real credit check)', backHref: '#vehicle' },
} satisfies Meta<typeof WithBack>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (title: string, body: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(body);
  };

/** Complete: approved; Tab then Enter goes back to the vehicle. */
export const Complete: Story = {
  globals: { locale: 'en-US' },
  play: async (context) => {
    await shows('Your application is approved', /financing is approved/)(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByText('Decided by: Sandbox credit bureau (demo: no real credit check)'),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to my vehicle' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('back')).toHaveTextContent('back');
  },
};

export const AwaitingCustomer: Story = {
  globals: { locale: 'en-US' },
  args: { status: 1 },
  play: shows('We need more from you', /needs more information from you/),
};

/**
 * With the dealership, no decision yet: whose hands it is in, never "Decided by" (a shopper trial
 * read "Decided by" beside "The dealership is reviewing your application").
 */
export const AwaitingDealer: Story = {
  globals: { locale: 'en-CA' },
  args: { status: 2, systemName: 'the dealership’s staff (no credit bureau)' },
  play: async (context) => {
    await shows('Your application is with the dealership', /reviewing your application/)(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByText('Your application is with: the dealership’s staff (no credit bureau)'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Decided by/)).toBeNull();
  },
};

export const Declined: Story = {
  globals: { locale: 'en-US' },
  args: { status: 4 },
  play: shows('Your application was declined', /declined this application/),
};

export const FurtherVerification: Story = {
  globals: { locale: 'en-US' },
  args: { status: 5 },
  play: shows('Further verification is needed', /verify some of your information/),
};

/** Sent, no decision yet. */
export const Pending: Story = {
  globals: { locale: 'en-US' },
  args: { status: null },
  play: async (context) => {
    await shows('Sending your application', /being sent/)(context);
    await expect(within(context.canvasElement).queryByText(/Decided by/)).toBeNull();
  },
};

/** In French, with the dealership: « entre les mains de », no « Décision rendue par » before a decision. */
export const FrenchAwaitingDealer: Story = {
  globals: { locale: 'fr-CA' },
  args: { status: 2, systemName: 'le personnel du concessionnaire (sans bureau de crédit)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/^Votre demande est entre les mains de\s: le personnel du concessionnaire/),
    ).toBeVisible();
    await expect(canvas.queryByText(/Décision rendue/)).toBeNull();
  },
};

/** In French. */
export const FrenchDeclined: Story = {
  globals: { locale: 'fr-CA' },
  args: { status: 4, systemName: 'Bureau de crédit de démonstration' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/refusée/);
    await expect(canvas.getByText(/Bureau de crédit de démonstration/)).toBeVisible();
  },
};
