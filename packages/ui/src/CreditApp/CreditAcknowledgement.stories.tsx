import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { CreditAcknowledgement, type CreditAcknowledgementProps } from './CreditAcknowledgement.tsx';
import { CreditStepPage } from './CreditStep.tsx';

function Recorded(props: Omit<CreditAcknowledgementProps, 'onAcknowledge'>) {
  const [done, setDone] = useState(false);
  return (
    <>
      <CreditAcknowledgement {...props} onAcknowledge={() => setDone(true)} />
      <p data-testid="done">{done ? 'acknowledged' : 'not yet'}</p>
    </>
  );
}

const meta = {
  title: 'Credit application/CreditAcknowledgement',
  component: Recorded,
  subcomponents: { CreditAcknowledgement, CreditStepPage },
  decorators: [withKit],
  args: {},
} satisfies Meta<typeof Recorded>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the USA: one language; Tab and Enter acknowledge. */
export const UnitedStates: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acknowledgement' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'I acknowledge' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('done')).toHaveTextContent('acknowledged');
  },
};

/** In Canada, in English: the French version below, marked as French. */
export const CanadaWithFrench: Story = {
  globals: { locale: 'en-CA' },
  args: {
    otherVersion: {
      lang: 'fr-CA',
      title: 'Version française',
      body: 'Les renseignements que vous donnez sont transmis aux prêteurs du concessionnaire.',
      privacy: 'Vos renseignements personnels sont chiffrés.',
    },
  },
  play: async ({ canvasElement }) => {
    const french = canvasElement.querySelector('[lang="fr-CA"]') as HTMLElement;
    await expect(within(french).getByRole('heading', { level: 2, name: 'Version française' })).toBeVisible();
    await expect(within(french).getByText(/transmis aux prêteurs/)).toBeVisible();
  },
};

/** The co-applicant's, in French, with the English version. */
export const CoApplicantFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    party: 'co',
    otherVersion: {
      lang: 'en-CA',
      title: 'English version',
      body: 'The information you give is sent to the dealership’s lenders.',
      privacy: 'Your personal information is encrypted.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/codemandeur/i);
    await expect(canvas.getByRole('heading', { level: 2, name: 'English version' })).toBeVisible();
  },
};
