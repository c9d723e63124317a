import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { type CreditProvince, CreditResidentialFields } from './CreditResidentialFields.tsx';
import {
  CANADA,
  PROVINCES,
  PROVINCES_FR,
  QUEBEC,
  RESIDENCE,
  STATES,
  StepHarness,
  type StepHarnessProps,
  TEXAS,
} from './fixtures.tsx';

type Args = Omit<StepHarnessProps, 'section' | 'children'> & {
  readonly provinces: readonly CreditProvince[];
  readonly postalCodeNotFound?: readonly ('' | 'previous_')[];
};

function ResidentialStep({ provinces, postalCodeNotFound, ...args }: Args) {
  return (
    <StepHarness section="residential" {...args}>
      {(form) => (
        <CreditResidentialFields
          form={form}
          country={args.rules.country}
          provinces={provinces}
          dealerProvince={args.rules.province_code}
          {...(postalCodeNotFound ? { postalCodeNotFound } : {})}
        />
      )}
    </StepHarness>
  );
}

const meta = {
  title: 'Credit application/CreditResidentialFields',
  component: ResidentialStep,
  subcomponents: { CreditResidentialFields },
  decorators: [withKit],
  args: { rules: CANADA, provinces: PROVINCES },
} satisfies Meta<typeof ResidentialStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a street address by default; a submit by the keyboard stops on the first missing field. */
export const Empty: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Residence' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Civic number/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Postal code/ })).toBeVisible();
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    // The address type comes first: no type chosen yet (a street address shown).
    await expect(canvasElement.querySelector('[data-field="address_type_enc"]')).toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

/** Filled in Ontario, four years there: no previous address; sent with Enter. */
export const Filled: Story = {
  globals: { locale: 'en-CA' },
  args: { values: RESIDENCE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('Ontario');
    await expect(canvas.getByRole('textbox', { name: /^Monthly housing payment/ })).toHaveValue('2100');
    await expect(canvas.queryByRole('group', { name: /Previous address/ })).toBeNull();
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
  },
};

/**
 * Under two years here: the previous address is asked; its type chosen by the arrow keys shows a
 * postal box, then a rural route, instead of the street.
 */
export const PreviousAddress: Story = {
  globals: { locale: 'en-CA' },
  args: { values: { ...RESIDENCE, years_at_address_enc: '1', previous_address_type_enc: 'ST' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = within(canvas.getByRole('group', { name: /Previous address/ }));
    await expect(previous.getByRole('textbox', { name: /^Street(?! type)/ })).toBeVisible();
    previous.getByRole('radio', { name: 'Street' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(previous.getByRole('radio', { name: 'Post office box' })).toBeChecked();
    await expect(previous.getByRole('textbox', { name: /^Post office box/ })).toBeVisible();
    await expect(previous.queryByRole('textbox', { name: /^Civic number/ })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(previous.getByRole('textbox', { name: /^Rural route/ })).toBeVisible();
    const years = canvas.getAllByRole('textbox', { name: /^Years at this address/ })[0] as HTMLElement;
    await userEvent.clear(years);
    await userEvent.type(years, '4');
    await expect(canvas.queryByRole('group', { name: /Previous address/ })).toBeNull();
  },
};

/** In the USA: a state and a ZIP code. */
export const UnitedStates: Story = {
  globals: { locale: 'en-US' },
  args: { rules: TEXAS, provinces: STATES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /State/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Province/ })).toBeNull();
    const zip = canvas.getByRole('textbox', { name: /^ZIP code/ });
    await userEvent.type(zip, '75201');
    await expect(zip).toHaveValue('75201');
    await expect(canvas.getByRole('textbox', { name: /^Monthly housing payment/ })).toBeVisible();
  },
};

/** The server's field error on the postal code, the typed value kept. */
export const ServerErrors: Story = {
  globals: { locale: 'en-CA' },
  args: {
    values: { ...RESIDENCE, postal_code_enc: 'H2X 1Y4' },
    serverErrors: { postal_code_enc: ['This postal code is not in Ontario.'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postal = canvas.getByRole('textbox', { name: /^Postal code/ });
    await expect(postal).toHaveValue('H2X 1Y4');
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This postal code is not in Ontario.')).toBeVisible();
  },
};

/**
 * A postal code the server's lookup knows no province of (an FSA not in use, X2A): the field says so
 * (its description, read with it), the code kept and not marked invalid (it is well formed); in
 * French too, and for a ZIP code.
 */
export const PostalCodeNotFound: Story = {
  globals: { locale: 'en-CA' },
  args: { values: { ...RESIDENCE, postal_code_enc: 'X2A 1A1', province_enc: '' }, postalCodeNotFound: [''] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postal = canvas.getByRole('textbox', { name: /^Postal code/ });
    await expect(postal).toHaveValue('X2A 1A1');
    await expect(postal).toHaveAccessibleDescription(
      'We could not find this postal code. Check it, then choose your province or territory.',
    );
    await expect(postal).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const PostalCodeNotFoundFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    rules: QUEBEC,
    provinces: PROVINCES_FR,
    values: { ...RESIDENCE, postal_code_enc: 'X2A 1A1', province_enc: '' },
    postalCodeNotFound: [''],
  },
  play: async ({ canvasElement }) => {
    const postal = within(canvasElement).getByRole('textbox', { name: /^Code postal/ });
    await expect(postal).toHaveAccessibleDescription(
      'Nous ne trouvons pas ce code postal. Vérifiez-le, puis choisissez votre province ou territoire.',
    );
  },
};

export const ZipCodeNotFound: Story = {
  globals: { locale: 'en-US' },
  args: {
    rules: TEXAS,
    provinces: STATES,
    values: { postal_code_enc: '09012' },
    postalCodeNotFound: [''],
  },
  play: async ({ canvasElement }) => {
    const zip = within(canvasElement).getByRole('textbox', { name: /^ZIP code/ });
    await expect(zip).toHaveAccessibleDescription(
      'We could not find this ZIP code. Check it, then choose your state.',
    );
  },
};

/** In French at a Quebec dealer: the housing payment is named as Quebec names it. */
export const FrenchQuebec: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    rules: QUEBEC,
    provinces: PROVINCES_FR,
    values: { ...RESIDENCE, province_enc: 'QC', city_enc: 'Montréal' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Résidence' })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', {
        name: /^Loyer ou versement hypothécaire mensuel \(frais de copropriété compris\)/,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('Québec');
    await expect(canvas.getByRole('textbox', { name: /^Code postal/ })).toBeVisible();
  },
};

/**
 * An owner: the mortgage's holder, balance and the home's value are offered (optional; an amount is
 * checked); a tenant is offered the landlord instead; additional info for either.
 */
export const OwnerAndTenant: Story = {
  globals: { locale: 'en-CA' },
  args: { values: { ...RESIDENCE, home_status_enc: 'OW' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Mortgage holder/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Additional information/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Landlord/ })).toBeNull();
    const balance = canvas.getByRole('textbox', { name: /^Mortgage balance/ });
    await userEvent.type(balance, '12,3,4');
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('not sent');
    await expect(balance).toHaveFocus();
    await userEvent.clear(balance);
    await userEvent.type(balance, '312000');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mortgage holder/ }), 'Caisse Desjardins');
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('sent')).toHaveTextContent('sent');
    await userEvent.click(canvas.getByRole('radio', { name: 'Rent' }));
    await expect(canvas.getByRole('textbox', { name: /^Landlord/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Mortgage holder/ })).toBeNull();
  },
};

/** A street's type; a rural route's concession and lot, in French. */
export const RuralRouteFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { provinces: PROVINCES_FR, values: { ...RESIDENCE, address_type_enc: 'RR', concession_enc: '4' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Concession/ })).toHaveValue('4');
    await expect(canvas.getByRole('textbox', { name: /^Lot/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Type de voie/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Rue' }));
    await expect(canvas.getByRole('textbox', { name: /^Type de voie/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Concession/ })).toBeNull();
  },
};
