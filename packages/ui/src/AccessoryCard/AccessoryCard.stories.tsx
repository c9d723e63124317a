import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_ACCESSORIES, SAMPLE_ACCESSORY_QUESTIONS, SAMPLE_IMAGE } from '../deal/fixtures.ts';
import { plain } from '../deal/storybook.tsx';
import type { Accessory } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { AccessoryCardProps } from './AccessoryCard.tsx';
import { AccessoryCard } from './AccessoryCard.tsx';

const byId = (id: number): Accessory => {
  const found = SAMPLE_ACCESSORIES.find((a) => a.id === id);
  if (found === undefined) throw new Error(`No sample accessory ${id}`);
  return found;
};
const roofRack = byId(12);

function Stateful(props: AccessoryCardProps) {
  const [selected, setSelected] = useState(props.selected);
  const [install, setInstall] = useState(props.install ?? false);
  return (
    <div style={{ maxWidth: 340 }}>
      <AccessoryCard
        {...props}
        selected={selected}
        install={install}
        onSelectedChange={(next) => {
          setSelected(next);
          props.onSelectedChange(next);
        }}
        onInstallChange={(next) => {
          setInstall(next);
          props.onInstallChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Build and price/AccessoryCard',
  component: AccessoryCard,
  decorators: [withKit],
  render: (args) => <Stateful {...args} />,
  args: {
    accessory: roofRack,
    selected: false,
    onSelectedChange: fn(),
    onInstallChange: fn(),
    frequency: 'biweekly',
  },
} satisfies Meta<typeof AccessoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Add, choose installation, remove. */
export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Roof rack cross bars' });
    await expect(plain(card.textContent)).toContain('Price$489.50');
    await expect(plain(card.textContent)).toContain('Price with installation$614.50');
    await expect(plain(card.textContent)).toContain('In your payment+$6.50 bi-weekly');
    await expect(card).toHaveTextContent('Manufacturer');
    await expect(card).toHaveTextContent('Exterior');
    await expect(canvas.queryByRole('checkbox')).toBeNull();

    // Add shows a plus, not the check mark that says "added" (found in a shopper trial).
    const add = canvas.getByRole('button', { name: 'Add Roof rack cross bars' });
    await expect(add.querySelector('svg[data-icon="plus"]')).not.toBeNull();
    await expect(add.querySelector('svg[data-icon="check"]')).toBeNull();
    await userEvent.click(add);
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(card).toHaveTextContent('Added');

    const install = canvas.getByRole('checkbox', { name: 'Install it for $614.50' });
    await userEvent.click(install);
    await expect(args.onInstallChange).toHaveBeenCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Roof rack cross bars' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard: Add and Remove replace each other, and focus follows (never left on the page body). */
export const FocusAfterAddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Add Roof rack cross bars' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Roof rack cross bars' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Add Roof rack cross bars' })).toHaveFocus();
  },
};

export const Added: Story = { args: { selected: true, install: true } };

export const WithImage: Story = { args: { accessory: { ...roofRack, image: SAMPLE_IMAGE } } };

/** Pre-installed and not removable: no remove button, a note says why. */
export const PreInstalled: Story = {
  args: { accessory: byId(13), selected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Pre-installed')).toBeInTheDocument();
    await expect(canvas.getByText('Installed on this vehicle; it can’t be removed.')).toBeInTheDocument();
  },
};

export const NotRemovable: Story = {
  args: { accessory: { ...byId(15), is_removable: false }, selected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(canvas.getByText('Included by the dealer; it can’t be removed.')).toBeInTheDocument();
  },
};

/** Third-party accessory without a recurring price; no frequency known yet. */
export const ThirdPartyNoFrequency: Story = {
  args: { accessory: byId(14), frequency: null },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toContain('+$4.75 per payment');
    await expect(canvasElement.textContent).toContain('Third party');
  },
};

export const NoDescriptionNoRecurring: Story = {
  args: { accessory: { ...byId(15), price_recurring: null } },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Add/ })).toBeDisabled();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { accessory: { ...roofRack, price: 1_234_567 }, selected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(plain(canvasElement.textContent)).toContain('Prix12 345,67 $');
    await expect(
      canvas.getByRole('checkbox', { name: /Le faire installer pour 614,50/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retirer Roof rack cross bars' })).toBeInTheDocument();
  },
};

export const CanadianEnglish: Story = { globals: { locale: 'en-CA' } };

/** The left edge of a text node's first line, in the page (the glyphs, not their box's padding). */
function textLeft(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getClientRects()[0]?.left ?? Number.NaN;
}

/**
 * An added accessory's answers, then "Change answers" flush with them and the card's other content
 * (a link-styled button, not an outlined one: its text starts on the card's left edge).
 */
export const AnswersFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    accessory: byId(14),
    selected: true,
    questions: SAMPLE_ACCESSORY_QUESTIONS[0]?.questions ?? [],
    answers: [
      { accessory: 14, question: 'dashcam_rear', answer: 'yes' },
      { accessory: 14, question: 'dashcam_power', answer: 'hardwired' },
    ],
    onChangeAnswers: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const change = canvas.getByRole('button', { name: /^Modifier les réponses/ });
    await expect(change).toHaveTextContent('Modifier les réponses');
    const edge = textLeft(canvas.getByRole('heading', { level: 3 }));
    const answer = canvasElement.querySelector('[data-accessory-answers] dt');
    if (answer === null) throw new Error('no answers shown');
    await expect(Math.abs(textLeft(answer) - edge)).toBeLessThanOrEqual(1);
    await expect(Math.abs(textLeft(change) - edge)).toBeLessThanOrEqual(1);
  },
};

/**
 * Every preset dealer theme side by side: axe checks the contrast in each. The copies repeat the
 * same landmarks, which no real page does, so only that rule is off here.
 */
export const AllDealerThemes: Story = {
  globals: { dealerTheme: 'all' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
};
