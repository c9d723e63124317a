import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { KitIntlProvider } from './KitIntlProvider.tsx';
import { useUiText } from './useUiText.ts';

const LOCALES = ['en-US', 'en-CA', 'fr-CA', 'de-DE'] as const;

function ExteriorColour() {
  const t = useUiText();
  return <p>{t('deal.filters.key.exteriorColor')}</p>;
}

/** The provider under a locale switch, as an app's language toggle drives it. */
function Demo({ messages }: { readonly messages?: Readonly<Record<string, string>> }) {
  const [locale, setLocale] = useState<string>('en-US');
  return (
    <div>
      <fieldset>
        <legend>Locale</legend>
        {LOCALES.map((l) => (
          <button key={l} type="button" aria-pressed={l === locale} onClick={() => setLocale(l)}>
            {l}
          </button>
        ))}
      </fieldset>
      <KitIntlProvider locale={locale} messages={messages} fallback={<p>Loading the kit's texts</p>}>
        <ExteriorColour />
      </KitIntlProvider>
    </div>
  );
}

// Not screenshotted: the texts arrive after the first paint (a chunk per locale).
const meta = {
  title: 'Primitives/KitIntlProvider',
  component: Demo,
  subcomponents: { KitIntlProvider },
  tags: ['no-visual'],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One locale's messages at a time; a locale the kit has not reads en-CA. */
export const LoadsOneLocale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Exterior color')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'en-CA' }));
    await expect(await canvas.findByText('Exterior colour')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'fr-CA' }));
    await expect(await canvas.findByText('Couleur extérieure')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'de-DE' }));
    await expect(await canvas.findByText('Exterior colour')).toBeVisible();
  },
};

/** The app's own messages win over the kit's for the same id. */
export const AppMessages: Story = {
  args: { messages: { 'deal.filters.key.exteriorColor': 'Paint' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Paint')).toBeVisible();
  },
};
