import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { CreditAppStep } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import { CreditReview, type CreditReviewProps } from './CreditReview.tsx';
import { CANADA, PROVINCES, PROVINCES_FR, QUEBEC, STATES, TEXAS } from './fixtures.tsx';

const PRIMARY = {
  salutation_enc: 'ms',
  first_name_enc: 'Nora',
  last_name_enc: 'Tremblay',
  date_of_birth_enc: '1986-04-23',
  marital_status_enc: 'married',
  email_enc: 'nora@example.com',
  phone_enc: '(416) 555-0147',
  social_insurance_number_enc: '***-***-286',
  employment_status_enc: 'FT',
  employer_enc: 'Harbourfront Dental',
  work_ext_enc: '4471',
  years_at_employment_enc: 1,
  previous_employer_enc: 'Bayview Optometry',
  previous_years_at_employment_enc: 3,
  income_amount_enc: 7_800_000,
  income_frequency_enc: 'annually',
  other_income_amount_enc: 120_000,
  other_income_type_enc: 'Rental income',
  other_income_frequency_enc: 'monthly',
  address_type_enc: 'ST',
  address_number_enc: '221',
  street_name_enc: 'Queens Quay West',
  city_enc: 'Toronto',
  province_enc: 'ON',
  postal_code_enc: 'M5J 2Y5',
  home_status_enc: 'RE',
  monthly_housing_payment_enc: 210_000,
  landlord_enc: 'Harbour Properties',
};
const CO = {
  ...PRIMARY,
  first_name_enc: 'Samuel',
  social_insurance_number_enc: '***-***-544',
  salutation_enc: null,
  relation_status_enc: 'common_law',
};

function Routed(props: Omit<CreditReviewProps, 'onSubmit' | 'onNavigate'>) {
  const [event, setEvent] = useState('none');
  return (
    <>
      <CreditReview
        {...props}
        onNavigate={(step: CreditAppStep) => setEvent(`edit ${step}`)}
        onSubmit={() => setEvent('submitted')}
      />
      <p data-testid="event">{event}</p>
    </>
  );
}

const meta = {
  title: 'Credit application/CreditReview',
  component: Routed,
  subcomponents: { CreditReview },
  decorators: [withKit],
  args: {
    rules: CANADA,
    primary: PRIMARY,
    provinces: PROVINCES,
    hrefOf: (step: CreditAppStep) => `#${step}`,
  },
} satisfies Meta<typeof Routed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One applicant: three sections, the SIN by its last three digits, money in dollars; Tab and Enter edit. */
export const WithoutCoApplicant: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText('***-***-286')).toBeVisible();
    await expect(canvas.getByText('$78,000.00')).toBeVisible();
    await expect(canvas.getByText('Ontario')).toBeVisible();
    await expect(canvas.getByText('Full time')).toBeVisible();
    await expect(canvasElement.querySelector('[data-field="landlord_enc"]')).toHaveTextContent(
      'Harbour Properties',
    );
    // The work phone's extension, and the previous job's time there named apart from this one's.
    await expect(canvasElement.querySelector('[data-field="work_ext_enc"]')).toHaveTextContent('4471');
    await expect(
      canvasElement.querySelector('[data-field="previous_years_at_employment_enc"]'),
    ).toHaveTextContent(/Years at that job\s*3/);
    // Other income: its amount, source and frequency in words.
    await expect(canvas.getByText('$1,200.00')).toBeVisible();
    await expect(canvas.getByText('Rental income')).toBeVisible();
    await expect(canvas.getByText('Monthly')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Edit Applicant' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('event')).toHaveTextContent('edit employment-info');
    canvas.getByRole('button', { name: 'Submit my application' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('event')).toHaveTextContent('submitted');
  },
};

/** With a co-applicant: six sections, each number masked. */
export const WithCoApplicant: Story = {
  globals: { locale: 'en-CA' },
  args: { coApplicant: CO },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Primary applicant' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Co-applicant employment' })).toBeVisible();
    await expect(canvas.getByText('***-***-544')).toBeVisible();
    // The co-applicant's relation to the applicant, by its name.
    const relation = canvasElement.querySelector('[data-field="relation_status_enc"]');
    await expect(relation).toHaveTextContent('Relation to the applicant');
    await expect(relation).toHaveTextContent('Common-law partner');
  },
};

/** A number that arrives unmasked is still shown by its last three digits only. */
export const MasksTheNumber: Story = {
  globals: { locale: 'en-US' },
  args: {
    rules: TEXAS,
    provinces: STATES,
    primary: { ...PRIMARY, social_insurance_number_enc: '123-45-6789', province_enc: 'TX' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Social Security number')).toBeVisible();
    await expect(canvas.getByText('***-***-789')).toBeVisible();
    await expect(canvas.queryByText(/6789/)).toBeNull();
    await expect(canvas.getByText('State')).toBeVisible();
    await expect(canvas.getByText('Texas')).toBeVisible();
  },
};

/** The server refused the submission: the problems, linked to their steps, take focus. */
export const Problems: Story = {
  globals: { locale: 'en-CA' },
  args: {
    newUpdate: true,
    problems: [
      {
        key: 'primaryApplication.employer_enc',
        step: 'employment-info',
        field: 'employer_enc',
        message: 'This field is required.',
        href: '#employment-info',
      },
      { key: 'expired', step: null, field: '', message: 'The vehicle is no longer available.', href: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Review New update');
    await userEvent.tab();
    const link = within(alert).getByRole('link', { name: 'Employment — Employer: This field is required.' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('event')).toHaveTextContent('edit employment-info');
    await expect(within(alert).getByText('The vehicle is no longer available.')).toBeVisible();
  },
};

/** In French at a Quebec dealer: the Quebec label, the province's French name, dollars the French way. */
export const FrenchQuebec: Story = {
  globals: { locale: 'fr-CA' },
  args: { rules: QUEBEC, provinces: PROVINCES_FR, primary: { ...PRIMARY, province_enc: 'QC' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vérification' })).toBeVisible();
    await expect(canvas.getByText('Québec')).toBeVisible();
    await expect(canvas.getByText(/^78\s000,00\s\$$/)).toBeVisible();
    await expect(canvas.getByText('Numéro d’assurance sociale')).toBeVisible();
    await expect(
      canvas.getByText('Loyer ou versement hypothécaire mensuel (frais de copropriété compris)'),
    ).toBeVisible();
  },
};
