import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsentDefinition, ConsentValues } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { ConsentBlockProps } from './ConsentBlock.tsx';
import { ConsentBlock } from './ConsentBlock.tsx';

const DEFINITIONS: readonly ConsentDefinition[] = [
  {
    key: 'dealer_data_collection',
    enabled: 'REQUIRED_CONSENT',
    text: {
      en: 'I agree that the dealership collects and uses my information to prepare my deal.',
      fr: 'J’accepte que le concessionnaire recueille et utilise mes renseignements pour préparer mon offre.',
    },
  },
  {
    key: 'dealer_marketing',
    enabled: 'OPTIONAL_CONSENT',
    text: {
      en: 'Send me news and offers from the dealership.',
      fr: 'Envoyez-moi les nouvelles et les offres du concessionnaire.',
    },
  },
  { key: 'partner_marketing', enabled: 'NO_CONSENT', text: { en: 'Hidden consent' } },
];

function Demo(props: Omit<ConsentBlockProps, 'values' | 'onChange'>) {
  const [values, setValues] = useState<ConsentValues>({});
  return (
    <ConsentBlock
      {...props}
      values={values}
      onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
    />
  );
}

const meta = {
  title: 'Sign-in/ConsentBlock',
  component: Demo,
  subcomponents: { ConsentBlock },
  decorators: [withKit],
  args: { definitions: DEFINITIONS, language: 'en' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Required and optional consents; NO_CONSENT is not shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
    await expect(canvas.queryByText('Hidden consent')).toBeNull();
  },
};

/** After a submit attempt, an unticked required consent shows field_required until ticked. */
export const RequiredError: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/required|obligatoire/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: /collects and uses/ }));
    await expect(canvas.queryByText(/required|obligatoire/)).toBeNull();
  },
};

/** Texts in French for French shoppers. */
export const French: Story = {
  args: { language: 'fr' },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/J’accepte/)).toBeInTheDocument();
  },
};
