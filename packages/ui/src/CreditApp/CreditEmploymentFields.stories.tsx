import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { CreditEmploymentFields } from './CreditEmploymentFields.tsx';
import { CANADA, EMPLOYMENT, StepHarness, type StepHarnessProps, TEXAS } from './fixtures.tsx';

type Args = Omit<StepHarnessProps, 'section' | 'children'>;

function EmploymentStep(args: Args) {
  return (
    <StepHarness section="employment" {...args}>
      {(form) => <CreditEmploymentFields form={form} country={args.rules.country} />}
    </StepHarness>
  );
}

const meta = {
  title: 'Credit application/CreditEmploymentFields',
  component: EmploymentStep,
  subcomponents: { CreditEmploymentFields },
  decorators: [withKit],
  args: { rules: CANADA },
} satisfies Meta<typeof EmploymentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a submit by the keyboard moves focus to the employment status. */
export const Empty: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Employment' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /Previous employment/ })).toBeNull();
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    await expect(canvasElement.querySelector('[data-field="employment_status_enc"]')).toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

/** Filled: six years at the job, no previous employment; other income in dollars. */
export const Filled: Story = {
  globals: { locale: 'en-CA' },
  args: {
    values: {
      ...EMPLOYMENT,
      other_income_amount_enc: '1200',
      other_income_type_enc: 'Rental income',
      other_income_frequency_enc: 'monthly',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Employer/ })).toHaveValue('Harbourfront Dental');
    await expect(canvas.getByRole('textbox', { name: /^Other income$/ })).toHaveValue('1200');
    await expect(canvas.getByRole('textbox', { name: /^Source of other income/ })).toHaveValue(
      'Rental income',
    );
    await expect(canvas.queryByRole('group', { name: /Previous employment/ })).toBeNull();
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
  },
};

/**
 * Other income asks its source and frequency before sending (an amount without them was dropped by the
 * application's patching); what was typed stays.
 */
export const OtherIncomeAsksItsSource: Story = {
  globals: { locale: 'en-CA' },
  args: { values: { ...EMPLOYMENT, other_income_amount_enc: '1200' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    const source = canvas.getByRole('textbox', { name: /^Source of other income/ });
    await expect(source).toHaveFocus();
    await expect(source).toHaveAccessibleDescription(/required/i);
    await expect(canvas.getByRole('textbox', { name: /^Other income$/ })).toHaveValue('1200');
    await userEvent.type(source, 'Pension');
    await userEvent.click(canvas.getByRole('button', { name: /Other income frequency/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Monthly' }));
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
  },
};

/** Under two years at the job: the previous employment is asked, and goes when the years grow. */
export const PreviousEmployment: Story = {
  globals: { locale: 'en-US' },
  args: { rules: TEXAS, values: { ...EMPLOYMENT, years_at_employment_enc: '1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = within(canvas.getByRole('group', { name: /Previous employment/ }));
    // The previous job's time there is asked with it, and required.
    const previousYears = previous.getByRole('textbox', { name: /^Years at that job/ });
    await expect(previous.getByRole('textbox', { name: /^Months at that job/ })).toBeVisible();
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    await expect(previousYears).toBeInvalid();
    const years = canvas.getByRole('textbox', { name: /^Years at this job/ });
    await userEvent.clear(years);
    await userEvent.type(years, '3');
    await expect(canvas.queryByRole('group', { name: /Previous employment/ })).toBeNull();
  },
};

/**
 * The previous job's employer phone, asked as the current job's (required, the country's mask, an
 * optional extension of up to 6 digits); named apart from the current one's.
 */
export const PreviousEmployerPhone: Story = {
  globals: { locale: 'en-US' },
  args: {
    rules: TEXAS,
    values: {
      ...EMPLOYMENT,
      work_phone_enc: '512-555-0199',
      years_at_employment_enc: '1',
      previous_employment_status_enc: 'FT',
      previous_employer_enc: 'Hill Country Optics',
      previous_occupation_enc: 'Optician',
      previous_years_at_employment_enc: '4',
      previous_months_at_employment_enc: '2',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = within(canvas.getByRole('group', { name: /Previous employment/ }));
    const phone = previous.getByRole('textbox', { name: /^Previous employer’s phone/ });
    const extension = previous.getByRole('textbox', { name: /^Previous employer’s extension \(optional\)/ });
    await expect(phone).toHaveAttribute('type', 'tel');
    // The current job's phone keeps its own name: each field is named once on the page.
    await expect(canvas.getAllByRole('textbox', { name: /^Work phone/ })).toHaveLength(1);
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    await expect(phone).toBeInvalid();
    await expect(phone).toHaveFocus();
    await userEvent.type(phone, '5125550');
    await userEvent.type(extension, '12x');
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    await expect(phone).toBeInvalid();
    await expect(extension).toBeInvalid();
    await userEvent.clear(phone);
    await userEvent.type(phone, '5125550177');
    await expect(phone).toHaveValue('512-555-0177');
    await userEvent.clear(extension);
    await userEvent.type(extension, '2210');
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
  },
};

/** A previous retirement: no employer to call, so no phone is asked. */
export const PreviousRetirement: Story = {
  globals: { locale: 'en-CA' },
  args: {
    values: { ...EMPLOYMENT, years_at_employment_enc: '1', previous_employment_status_enc: 'RET' },
  },
  play: async ({ canvasElement }) => {
    const previous = within(within(canvasElement).getByRole('group', { name: /Previous employment/ }));
    await expect(previous.queryByRole('textbox', { name: /^Previous employer’s phone/ })).toBeNull();
  },
};

/** Retired: the time retired instead of the job. */
export const Retired: Story = {
  globals: { locale: 'en-US' },
  args: {
    rules: TEXAS,
    values: { employment_status_enc: 'RET', years_as_retired_enc: '5', months_as_retired_enc: '2' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Years retired/ })).toHaveValue('5');
    await expect(canvas.queryByRole('textbox', { name: /^Employer/ })).toBeNull();
  },
};

/** The server's error on the income, the typed amount kept. */
export const ServerErrors: Story = {
  globals: { locale: 'en-CA' },
  args: {
    values: { ...EMPLOYMENT, income_amount_enc: '78000000' },
    serverErrors: { income_amount_enc: ['Enter an amount up to $100,000,000.'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const income = canvas.getByRole('textbox', { name: /^Gross income/ });
    await expect(income).toHaveValue('78000000');
    await expect(income).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter an amount up to $100,000,000.')).toBeVisible();
  },
};

/** The co-applicant's, in French. */
export const FrenchCoApplicant: Story = {
  globals: { locale: 'fr-CA' },
  args: { party: 'co', hasCoApplicant: true, values: { ...EMPLOYMENT, income_amount_enc: '78000,50' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/codemandeur/i);
    canvas.getByRole('button', { name: 'Enregistrer et continuer' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
  },
};

/** The work phone's extension: optional, up to 6 digits; anything else is refused on the field. */
export const WorkExtension: Story = {
  globals: { locale: 'en-CA' },
  args: { values: EMPLOYMENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const extension = canvas.getByRole('textbox', { name: /^Extension/ });
    await userEvent.type(extension, '12x');
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    await expect(extension).toHaveFocus();
    await expect(canvas.getByText('Enter an extension of up to 6 digits.')).toBeVisible();
    await userEvent.clear(extension);
    await userEvent.type(extension, '4471');
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
  },
};

/** In French: the extension is the "Poste", the previous job's time "Années à l’emploi précédent". */
export const FrenchPreviousEmployment: Story = {
  globals: { locale: 'fr-CA' },
  args: { values: { ...EMPLOYMENT, years_at_employment_enc: '0', work_ext_enc: '22' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Poste \(facultatif\)/ })).toHaveValue('22');
    await expect(canvas.getByRole('textbox', { name: /^Années à l’emploi précédent/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Mois à l’emploi précédent/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Téléphone de l’employeur précédent/ })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: /^Poste de l’employeur précédent \(facultatif\)/ }),
    ).toBeVisible();
  },
};

/**
 * Other income's source and frequency are marked required only once there is an amount, as the rule
 * asks them only then (a shopper trial saw « Source des autres revenus* » beside an empty « Autre
 * revenu », and the step sent without them).
 */
export const OtherIncomeMarkedOnlyWithAnAmount: Story = {
  globals: { locale: 'fr-CA' },
  args: { values: EMPLOYMENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const source = canvas.getByRole('textbox', { name: /^Source des autres revenus/ });
    const frequency = canvasElement.querySelector('[data-field="other_income_frequency_enc"]');
    await expect(source).not.toHaveAttribute('aria-required', 'true');
    await expect(canvasElement.querySelector('[data-field="other_income_type_enc"]')).not.toHaveTextContent(
      '*',
    );
    await expect(frequency).not.toHaveTextContent('*');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Autre revenu/ }), '1 200');
    await expect(source).toHaveAttribute('aria-required', 'true');
    await expect(canvasElement.querySelector('[data-field="other_income_type_enc"]')).toHaveTextContent('*');
    await expect(frequency).toHaveTextContent('*');
    await userEvent.tab();
    // Written the page's way once left, as an amount read back from the server is.
    await expect(canvas.getByRole('textbox', { name: /^Autre revenu/ })).toHaveValue('1\u00a0200');
  },
};
