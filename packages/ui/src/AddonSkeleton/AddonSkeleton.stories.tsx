import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccessoryList } from '../AccessoryList/AccessoryList.tsx';
import { SAMPLE_ACCESSORIES, SAMPLE_PLANS } from '../deal/fixtures.ts';
import { ProtectionPlanCard } from '../ProtectionPlanCard/ProtectionPlanCard.tsx';
import { withKit } from '../storybook/withKit.tsx';
import {
  AccessoryCardSkeleton,
  AccessoryListSkeleton,
  ProtectionPlanCardSkeleton,
} from './AddonSkeleton.tsx';

const meta = {
  title: 'Build and price/AddonSkeleton',
  component: AccessoryListSkeleton,
  subcomponents: { AccessoryCardSkeleton, ProtectionPlanCardSkeleton },
  decorators: [withKit],
} satisfies Meta<typeof AccessoryListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};
const FILTERS = {
  accessory_category_filter: true,
  accessory_origin_filter: true,
  pagination_enabled: false,
  accessory_page_size: 12,
} as const;
const [PLAN] = SAMPLE_PLANS;
/** The accessories as a dealer without recurring prices lists them (the placeholder shows one price line). */
const ONE_PRICE = SAMPLE_ACCESSORIES.map((a) => ({ ...a, price_recurring: null }));
const column = { width: 640, display: 'grid', alignContent: 'start' } as const;

/** A box's place and size relative to its column. */
function offset(element: Element, column: Element) {
  const box = element.getBoundingClientRect();
  const origin = column.getBoundingClientRect();
  return { x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height };
}

/**
 * The accessories step while loading, beside the list it stands for: its first card starts where the
 * list's does, as wide and about as high.
 */
export const AccessoriesBesideTheList: Story = {
  args: { filters: 2 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'start' }}>
      <div style={column} data-column="skeleton">
        <AccessoryListSkeleton {...args} />
      </div>
      <div style={column} data-column="list">
        <AccessoryList
          accessories={ONE_PRICE}
          selectedIds={[]}
          filterOptions={FILTERS}
          onSelectedChange={noop}
          frequency="biweekly"
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeletonColumn = canvasElement.querySelector('[data-column="skeleton"]');
    const listColumn = canvasElement.querySelector('[data-column="list"]');
    const placeholder = skeletonColumn?.querySelector('li');
    const card = listColumn?.querySelector('li');
    if (!skeletonColumn || !listColumn || !placeholder || !card) throw new Error('columns not rendered');
    // Hidden from assistive technology: the page says "Loading" in a status of its own.
    await expect(skeletonColumn.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await expect(skeletonColumn.querySelectorAll('[data-skeleton-card="accessory"]')).toHaveLength(3);
    const before = offset(placeholder, skeletonColumn);
    const after = offset(card, listColumn);
    await expect({ x: before.x, y: before.y, width: before.width }).toEqual({
      x: after.x,
      y: after.y,
      width: after.width,
    });
    await expect(Math.abs(before.height - after.height)).toBeLessThanOrEqual(after.height * 0.1);
  },
};

/** A protection plan's placeholder beside the plan (three options and "no coverage" here, four there). */
export const ProtectionPlanBesideTheCard: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'start' }}>
      <div style={{ ...column, width: 320 }} data-column="skeleton">
        <ProtectionPlanCardSkeleton options={3} />
      </div>
      <div style={{ ...column, width: 320 }} data-column="card">
        {PLAN ? <ProtectionPlanCard plan={PLAN} selectedPriceId={null} onSelect={noop} /> : null}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-skeleton-card="protection"]');
    const card = canvasElement.querySelector('[data-column="card"] article');
    if (!placeholder || !card) throw new Error('cards not rendered');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    const before = placeholder.getBoundingClientRect();
    const after = card.getBoundingClientRect();
    await expect(before.width).toBe(after.width);
    await expect(Math.abs(before.height - after.height)).toBeLessThanOrEqual(after.height * 0.1);
  },
};
