import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { CreditApplicantFields } from './CreditApplicantFields.tsx';
import { CreditStepForm } from './CreditStep.tsx';
import { APPLICANT, CANADA, StepHarness, type StepHarnessProps, TEXAS } from './fixtures.tsx';

type Args = Omit<StepHarnessProps, 'section' | 'children'>;

function ApplicantStep(args: Args) {
  return (
    <StepHarness section="applicant" extra={args.party === 'co' ? [] : ['has_co_applicant']} {...args}>
      {(form) => (
        <CreditApplicantFields form={form} country={args.rules.country} party={args.party ?? 'primary'} />
      )}
    </StepHarness>
  );
}

const meta = {
  title: 'Credit application/CreditApplicantFields',
  component: ApplicantStep,
  subcomponents: { CreditApplicantFields, CreditStepForm },
  decorators: [withKit],
  args: { rules: CANADA },
} satisfies Meta<typeof ApplicantStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Enter on "Save and continue" shows the rules' errors and moves focus to the first field. */
export const Empty: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Applicant' })).toBeVisible();
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    // The title comes first (the dealer in Canada asks it).
    await expect(canvasElement.querySelector('[data-field="salutation_enc"]')).toContainElement(
      document.activeElement as HTMLElement,
    );
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toBeInvalid();
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    await expect(canvas.getByRole('checkbox', { name: /applying with a co-applicant/ })).not.toBeChecked();
    // The applicant is not asked a relation to themselves.
    await expect(canvasElement.querySelector('[data-field="relation_status_enc"]')).toBeNull();
  },
};

/** Filled in Canada: the SIN on file masked; the keyboard ticks the co-applicant box and sends. */
export const FilledCanada: Story = {
  globals: { locale: 'en-CA' },
  args: { values: APPLICANT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Social insurance number/ })).toHaveValue(
      '***-***-286',
    );
    await expect(canvas.getByRole('radio', { name: 'Ms.' })).toBeChecked();
    const withCo = canvas.getByRole('checkbox', { name: /applying with a co-applicant/ });
    withCo.focus();
    await userEvent.keyboard(' ');
    await expect(withCo).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
  },
};

/** In the USA: a Social Security number, typed as ###-##-####. */
export const UnitedStates: Story = {
  globals: { locale: 'en-US' },
  args: { rules: TEXAS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Social insurance number/ })).toBeNull();
    const ssn = canvas.getByRole('textbox', { name: /^Social Security number/ });
    await userEvent.type(ssn, '123456789');
    await expect(ssn).toHaveValue('123-45-6789');
  },
};

/** The server's field errors under their fields, what was typed kept. */
export const ServerErrors: Story = {
  globals: { locale: 'en-CA' },
  args: {
    values: { ...APPLICANT, social_insurance_number_enc: '046 454 286' },
    serverErrors: {
      social_insurance_number_enc: ['The co-applicant’s number must differ from the applicant’s.'],
      email_enc: ['This e-mail address cannot be used.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sin = canvas.getByRole('textbox', { name: /^Social insurance number/ });
    await expect(sin).toHaveValue('046 454 286');
    await expect(sin).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('The co-applicant’s number must differ from the applicant’s.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('nora@example.com');
    await expect(canvas.getByText('This e-mail address cannot be used.')).toBeVisible();
  },
};

/** The co-applicant: no co-applicant box, the co-applicant's title. */
export const CoApplicant: Story = {
  globals: { locale: 'en-CA' },
  args: { party: 'co', hasCoApplicant: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Co-applicant' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The primary applicant of an application with a co-applicant, in French. */
export const FrenchPrimary: Story = {
  globals: { locale: 'fr-CA' },
  args: { values: { ...APPLICANT, has_co_applicant: 'true' }, hasCoApplicant: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demandeur principal' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Numéro d’assurance sociale/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/**
 * The co-applicant's relation to the applicant: asked of the co-applicant only, required; chosen with
 * the keyboard's list, then sent.
 */
export const CoApplicantRelation: Story = {
  globals: { locale: 'en-CA' },
  args: {
    party: 'co',
    hasCoApplicant: true,
    values: { ...APPLICANT, salutation_enc: '', social_insurance_number_enc: '130 692 544' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const relation = canvas.getByRole('button', { name: /Relation to the applicant/ });
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    await expect(canvasElement.querySelector('[data-field="relation_status_enc"]')).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.click(relation);
    await userEvent.click(await screen.findByRole('option', { name: 'Spouse' }));
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
  },
};

/** The applicant is not asked a relation; in French the co-applicant's is "Lien avec le demandeur". */
export const RelationFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { party: 'co', hasCoApplicant: true, values: { relation_status_enc: 'common_law' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Lien avec le demandeur/ })).toHaveTextContent(
      'Conjoint de fait',
    );
  },
};

/**
 * A date of birth typed day first, as French Canada writes it, is kept as typed and read as ISO once
 * the field is left (a shopper trial: `23/04/1985` became "2304-19-85" under the year-first mask,
 * then "Enter a valid date"); eight digits day first too; then sent.
 */
export const DateOfBirthDayFirst: Story = {
  globals: { locale: 'fr-CA' },
  args: { values: { ...APPLICANT, date_of_birth_enc: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByRole('textbox', { name: /^Date de naissance/ });
    await expect(date).toHaveAccessibleDescription(/Jour\/mois\/année/);
    await userEvent.type(date, '23/04/1985');
    await expect(date).toHaveValue('23/04/1985');
    await userEvent.tab();
    await expect(date).toHaveValue('1985-04-23');
    await userEvent.clear(date);
    await userEvent.type(date, '23041985');
    await expect(date).toHaveValue('23041985');
    await userEvent.tab();
    await expect(date).toHaveValue('1985-04-23');
    canvas.getByRole('button', { name: 'Enregistrer et continuer' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
  },
};

/** In US English the month comes first: `04/23/1985` is April 23; year first still masks as before. */
export const DateOfBirthMonthFirst: Story = {
  globals: { locale: 'en-US' },
  args: { rules: TEXAS, values: { date_of_birth_enc: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByRole('textbox', { name: /^Date of birth/ });
    await userEvent.type(date, '04/23/1985');
    await userEvent.tab();
    await expect(date).toHaveValue('1985-04-23');
    await userEvent.clear(date);
    await userEvent.type(date, '19850423');
    await expect(date).toHaveValue('1985-04-23');
  },
};
