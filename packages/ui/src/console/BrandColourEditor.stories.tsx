import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSettings } from '../storybook/withSettings.tsx';
import { BrandColourEditor, type BrandColours } from './BrandColourEditor.tsx';
import * as styles from './Console.css.ts';
import { SETTINGS } from './settingsFixtures.ts';

const meta = {
  title: 'Console/BrandColourEditor',
  component: BrandColourEditor,
  decorators: [
    (Story) => (
      <main className={styles.page}>
        <Story />
      </main>
    ),
    withSettings,
  ],
  args: { value: SETTINGS.theme, onChange: fn(), dealerName: 'Maple Motors' },
  // The editor keeps its value in the screen's state: the stories hold it as the screen does.
  render: function Render(args) {
    const [value, setValue] = useState<BrandColours>(args.value);
    return (
      <BrandColourEditor
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof BrandColourEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const previewButton = (canvas: HTMLElement) => within(canvas).getByTestId('preview-button');

/** A new button colour shows in the preview at once, its text legible (the derivation picks white or dark). */
export const LivePreview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Buttons (call to action)' });
    await userEvent.clear(field);
    await userEvent.type(field, '#FFD400');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ button_cta_color: '#FFD400' }),
    );
    const button = previewButton(canvasElement);
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(255, 212, 0)');
    // yellow takes dark text, not white: the contrast table says it passes
    await expect(getComputedStyle(button).color).not.toBe('rgb(255, 255, 255)');
    const row = canvas.getByRole('row', { name: /Button text on the button colour/ });
    await expect(row).toHaveTextContent('Pass');
    await expect(canvas.getByTestId('contrast-summary')).toHaveTextContent(/(\d+) of \1 colour pairs/);
  },
};

/** A colour that is not #RRGGBB is that field's error; the preview keeps the last valid colour. */
export const InvalidColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Header background' });
    await userEvent.clear(field);
    await userEvent.type(field, 'navy');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a colour as #RRGGBB, like #C8102E.');
  },
};

/** A header text colour illegible on its background is shown adjusted, and the screen says so. */
export const AdjustedHeaderText: Story = {
  args: {
    value: { ...SETTINGS.theme, header_background_color: '#FFFFFF', header_elements_color: '#EEEEEE' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('adjusted')).toHaveTextContent(/would not be legible/);
    await expect(canvas.getByRole('row', { name: /Header text on the header/ })).toHaveTextContent('Pass');
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Couleurs de la marque' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Texte des boutons/ })).toHaveTextContent('Conforme');
    // ratios with French decimals, the minimum too (found in a staff trial: 4.50:1)
    await expect(canvas.getByRole('row', { name: /Texte des boutons/ })).toHaveTextContent(
      /\d,\d\d:1.*4,50:1/,
    );
  },
};
