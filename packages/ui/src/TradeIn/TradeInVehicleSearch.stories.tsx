import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { TradeInVehicleChoice, TradeInVehicleSearch } from './TradeInVehicleSearch.tsx';

const CATALOGUE = [
  { id: 'v1', label: '2019 Honda Civic LX' },
  { id: 'v2', label: '2019 Honda Civic EX' },
  { id: 'v3', label: '2021 Toyota RAV4 XLE' },
];

/** The search and the choice as a details step puts them: a search filters the catalogue. */
function Demo({ onPick }: { readonly onPick: (id: string) => void }) {
  const [found, setFound] = useState<typeof CATALOGUE | null>(null);
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <TradeInVehicleSearch
        example="2019 Honda Civic"
        resultCount={found?.length ?? null}
        onSearch={(query) =>
          setFound(
            CATALOGUE.filter((v) =>
              query
                .toLowerCase()
                .split(/\s+/)
                .every((word) => v.label.toLowerCase().includes(word)),
            ),
          )
        }
      />
      <TradeInVehicleChoice
        choices={found ?? []}
        value={value}
        onChange={(id) => {
          setValue(id);
          onPick(id);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Trade-in/TradeInVehicleSearch',
  component: Demo,
  subcomponents: { TradeInVehicleSearch, TradeInVehicleChoice },
  decorators: [withKit],
  tags: ['no-visual'],
  args: { onPick: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type, Enter searches, the count is said, Tab to the choices and pick with the arrows. */
export const Keyboard: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Year, make and model' });
    await expect(search).toHaveAccessibleDescription('For example: 2019 Honda Civic');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(search);
    await userEvent.keyboard('2019 civic{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 vehicles found.');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '2019 Honda Civic LX' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onPick).toHaveBeenLastCalledWith('v2');
  },
};

/** Nothing found: said, and no choice shown; an empty search asks nothing. */
export const NoneFound: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox'), '1999 wagon{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No vehicle matches. Check the year, make and model.',
    );
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** In French: the label, the hint and the count. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Année, marque et modèle' });
    await expect(search).toHaveAccessibleDescription(/^Par exemple\s: 2019 Honda Civic$/);
    await userEvent.type(search, 'rav4{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 véhicule trouvé.');
    await expect(canvas.getByRole('radiogroup', { name: /Votre véhicule et sa version/ })).toBeVisible();
  },
};
