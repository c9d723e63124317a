import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { TradeInVinField } from './TradeInVinField.tsx';

// A catalogue of one VIN; any other valid VIN is refused with the app's reason.
const KNOWN = { vin: '2HGFC2F56KH512345', vehicle: '2019 Honda Civic EX' };

/** The field as a details step holds it: the VIN typed, decoded against the catalogue above. */
function Demo({
  onFind,
  refusal,
  missing = false,
  alternative = false,
}: {
  readonly onFind: (vin: string) => void;
  /** The catalogue's reason for a VIN it does not know (the app's, localised). */
  readonly refusal: string;
  readonly missing?: boolean;
  readonly alternative?: boolean;
}) {
  const [vin, setVin] = useState('');
  const [found, setFound] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  return (
    <TradeInVinField
      value={vin}
      onChange={(next) => {
        setVin(next);
        setFound(null);
        setNotFound(null);
      }}
      onFind={(checked) => {
        onFind(checked);
        if (checked === KNOWN.vin) setFound(KNOWN.vehicle);
        else setNotFound(refusal);
      }}
      found={found}
      notFound={notFound}
      missing={missing}
      alternative={alternative}
    />
  );
}

const meta = {
  title: 'Trade-in/TradeInVinField',
  component: Demo,
  subcomponents: { TradeInVinField },
  decorators: [withKit],
  tags: ['no-visual'],
  args: { onFind: fn(), refusal: 'This VIN is not in the catalogue: search by year, make and model.' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: typed in lower case, shown upper-cased; Enter finds it and the vehicle is announced. */
export const Found: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^VIN \(vehicle identification number\)/ });
    await expect(field).toHaveAccessibleDescription(/^17 characters, on your registration/);
    // The status is on the page before any find, empty.
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('2hgfc2f56kh512345');
    await expect(field).toHaveValue('2HGFC2F56KH512345');
    await userEvent.keyboard('{Enter}');
    await expect(args.onFind).toHaveBeenCalledWith('2HGFC2F56KH512345');
    await expect(canvas.getByRole('status')).toHaveTextContent('Found: 2019 Honda Civic EX.');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'found');
  },
};

/** Invalid VINs are refused by the domain's rule before anything is asked: too short, then a wrong check digit. */
export const Invalid: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /VIN/ });
    await userEvent.type(field, '2HGFC2F56{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Enter the 17 characters of the VIN.');
    await expect(field).toHaveAccessibleDescription(/Enter the 17 characters of the VIN\./);
    await expect(field).toHaveFocus();
    // What was typed is kept; the error goes as soon as the VIN changes.
    await expect(field).toHaveValue('2HGFC2F56');
    await userEvent.type(field, 'KH51234O');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'A VIN has letters and digits only, without I, O or Q.',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '2HGFC2F56KH512346{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This VIN is not valid: check each character.',
    );
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'invalid');
    await expect(args.onFind).not.toHaveBeenCalled();
  },
};

/** A valid VIN the catalogue does not know: its reason is announced and the focus is back on the VIN. */
export const NothingFound: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /VIN/ });
    await userEvent.type(field, '1HGCM82633A004352');
    await userEvent.click(canvas.getByRole('button', { name: 'Find by VIN' }));
    await expect(args.onFind).toHaveBeenCalledWith('1HGCM82633A004352');
    await expect(canvas.getByRole('status')).toHaveTextContent(args.refusal);
    await expect(field).toHaveFocus();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'not_found');
  },
};

/** The step sent without a vehicle asks for the VIN first. */
export const Missing: Story = {
  globals: { locale: 'en-CA' },
  args: { missing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /VIN/ });
    await expect(field).toBeRequired();
    await expect(field).toHaveAccessibleDescription(/Enter the VIN and find your vehicle first\./);
  },
};

/** As the other way to a search of the catalogue: "Or the VIN", not required. */
export const Alternative: Story = {
  globals: { locale: 'en-US' },
  args: { alternative: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Or the VIN/ });
    await expect(field).not.toBeRequired();
  },
};

/** In French: the label, the hint, an error and the vehicle found. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^NIV \(numéro d’identification du véhicule\)/ });
    await expect(field).toHaveAccessibleDescription(/^17 caractères, sur votre certificat/);
    await userEvent.type(field, '2hgfc2f56kh51234');
    await userEvent.click(canvas.getByRole('button', { name: 'Trouver par NIV' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Entrez les 17 caractères du NIV.');
    await userEvent.type(field, '5{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Trouvé : 2019 Honda Civic EX.');
  },
};
