import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSettings } from '../storybook/withSettings.tsx';
import * as styles from './Console.css.ts';
import { consoleMessages } from './messages.ts';
import { StorefrontSettingsForm } from './StorefrontSettingsForm.tsx';
import { SETTINGS } from './settingsFixtures.ts';
import { settingsMessages } from './settingsMessages.ts';

const meta = {
  title: 'Console/StorefrontSettingsForm',
  component: StorefrontSettingsForm,
  decorators: [
    (Story) => (
      <main className={styles.page}>
        <Story />
      </main>
    ),
    withSettings,
  ],
  args: {
    settings: SETTINGS,
    locales: ['en-CA', 'fr-CA'],
    onSave: fn(),
    currency: 'CAD',
    dealerName: 'Maple Motors',
  },
} satisfies Meta<typeof StorefrontSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Types `text` over what a text box named `name` holds. */
async function retype(canvas: Canvas, name: string, text: string): Promise<HTMLElement> {
  const box = canvas.getByRole('textbox', { name });
  await userEvent.clear(box);
  await userEvent.type(box, text);
  return box;
}

/**
 * The error summary lists `error` as a link to the field named `field` (the `nth` of that name): its
 * `href` is the field's id, and following it moves focus to the field.
 */
async function expectLinkedError(
  canvas: Canvas,
  error: string | RegExp,
  field: string | RegExp,
  role: 'textbox' | 'checkbox' = 'textbox',
  nth = 0,
) {
  const link = within(canvas.getByRole('alert')).getByRole('link', { name: error });
  const control = canvas.getAllByRole(role, { name: field })[nth] as HTMLElement;
  await expect(link).toHaveAttribute('href', `#${control.id}`);
  await userEvent.click(link);
  await expect(control).toHaveFocus();
}

/** Saves with the button named `button`: the document sent, once. */
async function saved(canvas: Canvas, onSave: unknown, button = 'Save the settings') {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  await expect(onSave).toHaveBeenCalledTimes(1);
  return (onSave as ReturnType<typeof fn>).mock.calls[0]?.[0];
}

/** Colour, a rate, a French text, the deposit and an origin changed: the whole document is sent, amounts in cents. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const colour = canvas.getByRole('textbox', { name: 'Buttons (call to action)' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#0B6E4F');
    const rate = canvas.getByRole('textbox', { name: 'Rate, New, 72 months' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '2.49');
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Text (fr-CA)' })[0] as HTMLElement, ' !');
    const deposit = canvas.getByRole('textbox', { name: 'Deposit amount' });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '750.00');
    await userEvent.click(canvas.getByRole('radio', { name: /Charged at once/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /embed the storefront/ }),
      '{enter}https://shop.example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save the settings' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const sent = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(sent.theme.button_cta_color).toBe('#0B6E4F');
    await expect(sent.payment.finance.rates).toContainEqual({ condition: 'new', term: 72, apr: 2.49 });
    await expect(sent.custom_copy[0].text['fr-CA']).toBe('Préparez votre achat en ligne !');
    await expect(sent.payment.deposit).toEqual({
      enabled: true,
      amount_cents: 75_000,
      cancellation_fee_cents: 0,
      mode: 'capture',
    });
    await expect(sent.embedding_origins).toEqual(['https://www.example.com', 'https://shop.example.com']);
  },
};

/** The server's refusals are their fields' (marked invalid, described), listed in an alert that takes focus. */
export const ServerErrors: Story = {
  args: {
    errors: {
      'theme.button_cta_color': ['Enter a colour as #RRGGBB, like #C8102E.'],
      'payment.finance.rates.1.apr': ['Enter a rate from 0% to 99.99%.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Enter a rate from 0% to 99.99%/);
    // Each message names its field (found in a staff trial: "Expected number." named nothing).
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Finance rate, New, 72 months: Enter a rate from 0% to 99.99%.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Buttons (call to action): Enter a colour as #RRGGBB, like #C8102E.',
    );
    const rate = canvas.getByRole('textbox', { name: 'Rate, New, 72 months' });
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription('Enter a rate from 0% to 99.99%.');
    await expect(canvas.getByRole('textbox', { name: 'Buttons (call to action)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Each error is a link to its field (the GOV.UK error summary): it moves focus there.
    await expectLinkedError(
      canvas,
      'Finance rate, New, 72 months: Enter a rate from 0% to 99.99%.',
      'Rate, New, 72 months',
    );
    await expectLinkedError(
      canvas,
      'Buttons (call to action): Enter a colour as #RRGGBB, like #C8102E.',
      'Buttons (call to action)',
    );
  },
};

/**
 * A colour that is not one is refused before sending like an amount, and listed with it (found in a
 * staff trial: the list named the amount, not the colour shown invalid above it); the list takes
 * focus, each error a link to its field.
 */
export const ErrorSummaryLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await retype(canvas, 'Buttons (call to action)', '#12');
    await retype(canvas, 'Deposit amount', 'five hundred');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the settings' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expectLinkedError(
      canvas,
      'Buttons (call to action): Enter a colour as #RRGGBB, like #C8102E.',
      'Buttons (call to action)',
    );
    await expectLinkedError(canvas, 'Deposit amount: Enter an amount such as 500.00.', 'Deposit amount');
  },
};

/** Every error the server gives is listed, each a link to its field, whatever part of the form it is in. */
export const ServerErrorsEveryField: Story = {
  args: {
    errors: {
      'custom_copy.0.id': ['The storefront has no text with this message id.'],
      'disclaimers.0.text.en-CA': ['Enter at most 1,000 characters.'],
      'payment.frequencies': ['Offer at least one payment frequency.'],
      'payment.lease.terms': ['Offer from 1 to 20 terms.', 'Enter a term from 1 to 120 months.'],
      'payment.fees.0.amount_cents': ['Enter an amount from $0.00 to $999,999.99, in cents.'],
      'embedding_origins.0': ['Enter each address as an origin such as https://www.example.com.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expectLinkedError(canvas, /^Text 1, Message id: The storefront has no text/, 'Message id');
    await expectLinkedError(
      canvas,
      /^Disclaimer 1, Disclaimer \(en-CA\): Enter at most/,
      'Disclaimer (en-CA)',
    );
    await expectLinkedError(canvas, /^Payment frequencies offered: /, 'Weekly', 'checkbox');
    await expectLinkedError(
      canvas,
      'Lease terms: Offer from 1 to 20 terms.',
      /Terms in months/,
      'textbox',
      1,
    );
    await expectLinkedError(
      canvas,
      'Lease terms: Enter a term from 1 to 120 months.',
      /Terms in months/,
      'textbox',
      1,
    );
    await expectLinkedError(canvas, /^Administration fee: Enter an amount/, 'Fee: Administration fee');
    await expectLinkedError(canvas, /^Embedding origin, line 1: /, /embed the storefront/);
  },
};

/** An amount that is not one is refused before sending, on its field. */
export const BadAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const deposit = canvas.getByRole('textbox', { name: 'Deposit amount' });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, 'five hundred');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the settings' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    await expect(deposit).toHaveAccessibleDescription(/Enter an amount such as 500\.00\./);
  },
};

export const Saved: Story = {
  args: { savedVersion: 4 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Settings saved as version 4.');
    await expect(status).toHaveFocus();
  },
};

/** Someone else saved first (a 412): the message takes focus, as every other save result does. */
export const Conflict: Story = {
  args: { conflict: { version: 5, changed: [] } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/Someone else saved the settings as version 5/);
    await expect(alert).toHaveFocus();
  },
};

/** `conflict` as a boolean (as before it carried the other version): the settings were reloaded, said. */
export const ConflictReloaded: Story = {
  args: { conflict: true },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/changed the settings meanwhile\. They were reloaded/);
    await expect(alert).toHaveFocus();
  },
};

/** A sales manager reads the settings: every control disabled, no way to save. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Buttons (call to action)' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Deposit amount' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save the settings' })).toBeNull();
    // Said, not only shown disabled.
    await expect(canvas.getByText(/Your role reads these settings/)).toBeVisible();
    // Read as text, not as fields waiting for input (found in a staff trial: a sales manager's
    // settings looked editable): no field box, no field background, the page's text colour.
    for (const field of canvasElement.querySelectorAll<HTMLElement>(
      'input:not([type="checkbox"], [type="radio"]), textarea, select',
    )) {
      const look = getComputedStyle(field);
      await expect(look.borderTopColor).toBe('rgba(0, 0, 0, 0)');
      await expect(look.backgroundColor).toBe('rgba(0, 0, 0, 0)');
      await expect(look.resize).toBe('none');
    }
    // Nor an action that cannot be taken: no add or remove button shows.
    const fieldset = canvasElement.querySelector('fieldset');
    for (const button of fieldset?.querySelectorAll('button') ?? []) await expect(button).not.toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // French decimals (found in a staff trial: 5.99 in a French form)
    await expect(canvas.getByRole('textbox', { name: 'Taux, Neuf, 72 mois' })).toHaveValue('5,99');
    await expect(canvas.getByRole('textbox', { name: 'Montant du dépôt' })).toHaveValue('500,00');
    // A fee is named in the page's language (found in a staff trial: "Frais : Administration fee").
    await expect(canvas.getByRole('textbox', { name: 'Frais : Frais d’administration' })).toHaveValue(
      '699,00',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Imposable : Frais d’administration' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Enregistrer les paramètres' })).toBeVisible();
  },
};

/** A US dealer's English: a fee named in Canadian English only is shown in it, not in French. */
export const FeeNameInTheLanguage: Story = {
  globals: { locale: 'en-US' },
  args: { locales: ['fr-CA', 'en-CA'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Fee: Administration fee' })).toHaveValue('699.00');
  },
};

/**
 * The staff member changes the console's language with the form open (the header's choice): the
 * amounts are written again as the new language writes them, what was typed included, and read alike
 * (found in a staff trial: "699.00" in the French form, and "699,00" refused once back in English).
 */
export const LanguageChangedWhileEditing: Story = {
  render: function Render(args) {
    const [locale, setLocale] = useState<'en-CA' | 'fr-CA'>('en-CA');
    return (
      <IntlProvider
        locale={locale}
        defaultLocale="en-US"
        messages={{ ...consoleMessages[locale], ...settingsMessages[locale] }}
      >
        <button type="button" onClick={() => setLocale(locale === 'en-CA' ? 'fr-CA' : 'en-CA')}>
          {locale === 'en-CA' ? 'Français' : 'English'}
        </button>
        <StorefrontSettingsForm {...args} />
      </IntlProvider>
    );
  },
  args: { onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Fee: Administration fee' })).toHaveValue('699.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Français' }));
    await expect(canvas.getByRole('textbox', { name: 'Frais : Frais d’administration' })).toHaveValue(
      '699,00',
    );
    await expect(canvas.getByRole('textbox', { name: 'Montant du dépôt' })).toHaveValue('500,00');
    // Typed in French, with its decimal comma and the dollar sign.
    await retype(canvas, 'Frais d’annulation', '12,50 $');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(canvas.getByRole('textbox', { name: 'Fee: Administration fee' })).toHaveValue('699.00');
    await expect(canvas.getByRole('textbox', { name: 'Cancellation fee' })).toHaveValue('12.50');
    const sent = await saved(canvas, args.onSave);
    await expect(sent.payment.fees[0].amount_cents).toBe(69_900);
    await expect(sent.payment.deposit).toMatchObject({ amount_cents: 50_000, cancellation_fee_cents: 1_250 });
  },
};

/** Amounts typed with the page's decimal comma are read in French. */
export const AmountsFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await retype(canvas, 'Montant du dépôt', '1 250,75');
    await retype(canvas, 'Frais : Frais d’administration', '599,5');
    const sent = await saved(canvas, args.onSave, 'Enregistrer les paramètres');
    await expect(sent.payment.deposit.amount_cents).toBe(125_075);
    await expect(sent.payment.fees[0].amount_cents).toBe(59_950);
  },
};

/** The server's refusals in French, each naming its field in French. */
export const ServerErrorsFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    errors: {
      'payment.finance.rates.1.apr': ['Entrez un taux de 0\u00a0% à 99,99\u00a0%.'],
      'payment.deposit.amount_cents': [
        'Entrez un montant de 0,00\u00a0$ à 999\u00a0999,99\u00a0$, en cents.',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/Taux de financement, Neuf, 72 mois\s:\sEntrez un taux/);
    await expect(alert).toHaveTextContent(/Montant du dépôt\s:\sEntrez un montant/);
  },
};

/**
 * A rate is a percentage: a trailing percent sign is taken (found in a staff trial: "4.5 %" was
 * refused as "Expected number."), so is a decimal comma.
 */
export const RateWithPercentSign: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await retype(canvas, 'Rate, New, 72 months', '4.5 %');
    await retype(canvas, 'Rate, Used, 48 months', '6,25%');
    const sent = await saved(canvas, args.onSave);
    await expect(sent.payment.finance.rates).toContainEqual({ condition: 'new', term: 72, apr: 4.5 });
    await expect(sent.payment.finance.rates).toContainEqual({ condition: 'used', term: 48, apr: 6.25 });
  },
};

export const RateWithPercentSignFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await retype(canvas, 'Taux, Neuf, 72 mois', '4,5 %');
    const sent = await saved(canvas, args.onSave, 'Enregistrer les paramètres');
    await expect(sent.payment.finance.rates).toContainEqual({ condition: 'new', term: 72, apr: 4.5 });
  },
};

/**
 * A rate or a term that is not one is refused before sending, on its field and named in the list,
 * in the staff member's language; what was typed stays.
 */
export const BadRateAndTerms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rate = canvas.getByRole('textbox', { name: 'Rate, New, 72 months' });
    await userEvent.clear(rate);
    await userEvent.type(rate, 'four');
    const terms = canvas.getAllByRole('textbox', {
      name: 'Terms in months, separated by commas',
    })[0] as HTMLElement;
    await userEvent.clear(terms);
    await userEvent.type(terms, '48, 72, 6O');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the settings' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    // The table's rows were drawn again while the terms were typed: the cell is found again.
    const cell = canvas.getByRole('textbox', { name: 'Rate, New, 72 months' });
    await expect(cell).toHaveAttribute('aria-invalid', 'true');
    await expect(cell).toHaveAccessibleDescription(/Enter a rate from 0 to 99\.99/);
    await expect(cell).toHaveValue('four');
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveValue('48, 72, 6O');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveFocus();
    await expect(alert).toHaveTextContent(/Finance rate, New, 72 months: Enter a rate from 0 to 99\.99/);
    await expect(alert).toHaveTextContent(/Finance terms: Enter terms from 1 to 120 months/);
  },
};

export const BadRateFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rate = canvas.getByRole('textbox', { name: 'Taux, Neuf, 72 mois' });
    await userEvent.clear(rate);
    await userEvent.type(rate, 'quatre');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /Taux de financement, Neuf, 72 mois\s:\sEntrez un taux de 0 à 99,99/,
    );
  },
};

/**
 * Someone else saved first (a 412): what the staff member typed stays, the message says who won
 * and what they changed, and offers to save over theirs or to load theirs.
 */
export const ConflictKeepsEdits: Story = {
  args: { onLoadLatest: fn() },
  render: function Render(args) {
    const [conflict, setConflict] = useState<{ version: number; changed: string[] } | null>(null);
    return (
      <StorefrontSettingsForm
        {...args}
        conflict={conflict}
        onSave={(next) => {
          args.onSave(next);
          setConflict({ version: 5, changed: ['theme', 'payment.deposit'] });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const deposit = canvas.getByRole('textbox', { name: 'Deposit amount' });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '650.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the settings' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveFocus();
    await expect(alert).toHaveTextContent(/Someone else saved the settings as version 5/);
    await expect(alert).toHaveTextContent(/brand colours and deposit/);
    await expect(deposit).toHaveValue('650.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my changes over theirs' }));
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    const sent = (args.onSave as ReturnType<typeof fn>).mock.calls[1]?.[0];
    await expect(sent.payment.deposit.amount_cents).toBe(65_000);
    await userEvent.click(canvas.getByRole('button', { name: /Load their version/ }));
    await expect(args.onLoadLatest).toHaveBeenCalledTimes(1);
  },
};

export const ConflictFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { conflict: { version: 5, changed: ['theme'] }, onLoadLatest: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Quelqu’un d’autre a enregistré/);
    await expect(
      canvas.getByRole('button', { name: 'Enregistrer mes modifications par-dessus les siennes' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Charger sa version/ })).toBeVisible();
  },
};

/** The form says whether it holds unsaved changes (the page asks before a rollback drops them). */
export const ReportsUnsavedChanges: Story = {
  args: { onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onDirtyChange).not.toHaveBeenCalledWith(true);
    const fee = canvas.getByRole('textbox', { name: 'Cancellation fee' });
    await userEvent.type(fee, '5');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(fee, '{backspace}');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * The appointment page's static map: its URL template typed is sent with the document (trimmed), an
 * empty field sends none (no map), and the server's refusal is said on the field, linked from the list.
 */
export const StaticMap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Map image address' });
    await expect(field).toHaveAccessibleDescription(/\{lat\}.*\{lng\}/);
    await userEvent.type(
      field,
      ' https://maps.example.com/static?center={{lat},{{lng}&zoom={{zoom} ' /* {{ types a { */,
    );
    const sent = await saved(canvas, args.onSave);
    await expect(sent.static_map_url_template).toBe(
      'https://maps.example.com/static?center={lat},{lng}&zoom={zoom}',
    );
  },
};

export const StaticMapCleared: Story = {
  args: { settings: { ...SETTINGS, static_map_url_template: 'https://maps.example.com/m?c={lat},{lng}' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Map image address' }));
    const sent = await saved(canvas, args.onSave);
    await expect(sent).not.toHaveProperty('static_map_url_template');
  },
};

export const StaticMapRefusedFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    errors: {
      static_map_url_template: ['Entrez une adresse https avec {lat} et {lng}.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expectLinkedError(
      canvas,
      /^Adresse de l’image de carte\s:\sEntrez une adresse https/,
      'Adresse de l’image de carte',
    );
    await expect(canvas.getByRole('textbox', { name: 'Adresse de l’image de carte' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/**
 * The deal's flow and sections: switched to modular and the credit application taken out; the
 * sections the deal will have are listed, in their order, as they are chosen.
 */
export const DealFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Deal flow and sections' });
    const flow = within(group);
    await expect(flow.getByRole('radio', { name: /^In order/ })).toBeChecked();
    const sections = flow.getByRole('list', { name: 'The deal’s sections, in order' });
    await expect(
      within(sections)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Build and price', 'Trade-in', 'Credit application', 'Deposit', 'Appointment']);
    await userEvent.click(flow.getByRole('radio', { name: /^In any order/ }));
    await userEvent.selectOptions(flow.getByRole('combobox', { name: 'Credit application system' }), 'NULL');
    await userEvent.selectOptions(flow.getByRole('combobox', { name: 'Trade-in system' }), 'TRADEPENDING');
    await expect(
      within(sections)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Build and price', 'Trade-in', 'Deposit', 'Appointment']);
    const sent = await saved(canvas, args.onSave);
    await expect(sent.flow).toEqual({
      vdp_flow: 'modular',
      trade_in_system: 'TRADEPENDING',
      credit_application_system: 'NULL',
    });
  },
};

/** No trade-in system: the trade-in section goes, and the deposit's follows the deposit setting. */
export const DealFlowWithoutTradeIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const flow = within(canvas.getByRole('group', { name: 'Deal flow and sections' }));
    await userEvent.selectOptions(flow.getByRole('combobox', { name: 'Trade-in system' }), '');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Take deposits online' }));
    const sections = flow.getByRole('list', { name: 'The deal’s sections, in order' });
    await expect(
      within(sections)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Build and price', 'Credit application', 'Appointment']);
    const sent = await saved(canvas, args.onSave);
    await expect(sent.flow).toMatchObject({ trade_in_system: null });
  },
};

/** In French, a refused flow is listed, linked to its first choice, which is marked invalid. */
export const DealFlowRefusedFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    errors: {
      'flow.vdp_flow': [
        'Choisissez comment les sections de l’achat se suivent\u00a0: dans l’ordre ou dans n’importe quel ordre.',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveFocus();
    const group = canvas.getByRole('group', { name: 'Parcours et sections de l’achat' });
    const first = within(group).getByRole('radio', { name: /^Dans l’ordre/ });
    const link = within(canvas.getByRole('alert')).getByRole('link', {
      name: /^Parcours de l’achat\s:\sChoisissez comment/,
    });
    await expect(link).toHaveAttribute('href', `#${first.id}`);
    await userEvent.click(link);
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription(/Choisissez comment/);
    await expect(within(group).getByRole('combobox', { name: 'Système de demande de crédit' })).toHaveValue(
      'EQUIFAX',
    );
  },
};

/** A consent made required and reworded in French: the whole list is sent, each consent by its key. */
export const Consents: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const consents = within(canvas.getByRole('group', { name: 'Consents' }));
    const marketing = within(consents.getByRole('group', { name: 'News and offers from the dealership' }));
    await expect(marketing.getByRole('radio', { name: 'Optional' })).toBeChecked();
    await userEvent.click(marketing.getByRole('radio', { name: /^Required/ }));
    const french = marketing.getByRole('textbox', { name: 'Wording (fr-CA)' });
    await userEvent.clear(french);
    await userEvent.type(french, 'J’accepte les nouvelles du concessionnaire.');
    const sent = await saved(canvas, args.onSave);
    await expect(sent.consents).toEqual([
      {
        key: 'dealer_marketing',
        level: 'REQUIRED_CONSENT',
        text: {
          'en-CA': 'I agree to receive news and offers from the dealership.',
          'fr-CA': 'J’accepte les nouvelles du concessionnaire.',
        },
      },
      SETTINGS.consents?.[1],
    ]);
  },
};

/** In French, a consent refused for a missing wording: listed by its name, linked to its first wording. */
export const ConsentRefusedFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { errors: { 'consents.1.text': ['Entrez le texte du consentement dans chaque langue offerte.'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveFocus();
    const consent = within(
      canvas.getByRole('group', { name: 'Utilisation des renseignements du client pour l’achat' }),
    );
    const wording = consent.getByRole('textbox', { name: 'Texte (en-CA)' });
    await expect(wording).toHaveAttribute('aria-invalid', 'true');
    await expect(wording).toHaveAccessibleDescription(/Entrez le texte du consentement/);
    const link = within(canvas.getByRole('alert')).getByRole('link', {
      name: /^Utilisation des renseignements du client pour l’achat\s:\sEntrez le texte/,
    });
    await expect(link).toHaveAttribute('href', `#${wording.id}`);
    await userEvent.click(link);
    await expect(wording).toHaveFocus();
  },
};

/** A 1 × 1 PNG (the upload's content is the server's to judge). */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A header logo uploaded: shown at once, its URL saved with the settings; one too large is refused here. */
export const UploadLogo: Story = {
  args: { onUploadLogo: fn(async (file: string) => file) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Upload a header logo/);
    const big = new File([new Uint8Array(60 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(await canvas.findByText('A logo may be 56 KB at most: send a smaller file.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('A logo may be 56 KB at most: send a smaller file.');
    // The field's own message only: nothing was saved, so no "The settings were not saved" (staff trial).
    await expect(canvas.queryByText(/The settings were not saved/)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onUploadLogo).not.toHaveBeenCalled();
    await userEvent.upload(input, new File([PNG], 'logo.png', { type: 'image/png' }));
    const logo = await canvas.findByRole('img', { name: 'Header logo now' });
    await expect(logo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(canvas.queryByText(/56 KB at most: send/)).toBeNull();
    const sent = await saved(canvas, args.onSave);
    await expect(sent.logos.primary).toMatch(/^data:image\/png;base64,/);
    await expect(sent.logos.secondary).toBeNull();
  },
};
