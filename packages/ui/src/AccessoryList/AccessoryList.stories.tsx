import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_ACCESSORIES, SAMPLE_ACCESSORY_QUESTIONS } from '../deal/fixtures.ts';
import type { Accessory, AccessoryAnswer } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { AccessoryListProps } from './AccessoryList.tsx';
import { AccessoryList } from './AccessoryList.tsx';

const ALL_FILTERS = {
  accessory_category_filter: true,
  accessory_origin_filter: true,
  pagination_enabled: true,
  accessory_page_size: 4,
} as const;

function Stateful(props: AccessoryListProps) {
  const [selected, setSelected] = useState<readonly number[]>(props.selectedIds);
  const [install, setInstall] = useState<readonly number[]>(props.installIds ?? []);
  const toggle = (list: readonly number[], a: Accessory, on: boolean) =>
    on ? [...list, a.id] : list.filter((id) => id !== a.id);
  return (
    <AccessoryList
      {...props}
      selectedIds={selected}
      installIds={install}
      onSelectedChange={(a, on) => {
        setSelected((list) => toggle(list, a, on));
        props.onSelectedChange(a, on);
      }}
      onInstallChange={(a, on) => {
        setInstall((list) => toggle(list, a, on));
        props.onInstallChange?.(a, on);
      }}
    />
  );
}

const meta = {
  title: 'Build and price/AccessoryList',
  component: AccessoryList,
  decorators: [withKit],
  render: (args) => <Stateful {...args} />,
  args: {
    accessories: SAMPLE_ACCESSORIES,
    selectedIds: [13],
    onSelectedChange: fn(),
    onInstallChange: fn(),
    onFiltersChange: fn(),
    onPageChange: fn(),
    frequency: 'biweekly',
  },
} satisfies Meta<typeof AccessoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer turned no filter and no pagination on. */
export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent('6 accessories');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add All-season floor mats' }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }), true);
    await expect(canvas.getByRole('button', { name: 'Remove All-season floor mats' })).toBeInTheDocument();
  },
};

/** Category and origin filters, 4 per page. */
export const FiltersAndPagination: Story = {
  args: { filterOptions: ALL_FILTERS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const pages = canvas.getByRole('navigation', { name: 'Accessory pages' });
    await expect(pages).toHaveTextContent('Page 1 of 2');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Exterior' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ category: 'exterior', origin: 'all' });
    await expect(canvas.getByRole('status')).toHaveTextContent('3 accessories');
    await expect(canvas.queryByRole('navigation')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: /Origin/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Dealer' }));
    await expect(canvas.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Window tint',
    ]);
  },
};

export const NothingMatches: Story = {
  args: {
    accessories: SAMPLE_ACCESSORIES.filter((a) => a.origin !== 'DLR'),
    selectedIds: [],
    filterOptions: { ...ALL_FILTERS, pagination_enabled: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Exterior' }));
    await userEvent.click(canvas.getByRole('button', { name: /Origin/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Dealer' }));
    await expect(canvas.getByText('Nothing matches these filters.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('5 accessories');
  },
};

export const Empty: Story = {
  args: { accessories: [], selectedIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No accessories are offered for this vehicle.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { filterOptions: ALL_FILTERS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('6 accessoires');
    await expect(canvas.getByRole('navigation', { name: 'Pages d’accessoires' })).toHaveTextContent(
      'Page 1 de 2',
    );
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

function WithQuestions(props: AccessoryListProps) {
  const [selected, setSelected] = useState<readonly number[]>(props.selectedIds);
  const [answers, setAnswers] = useState<readonly AccessoryAnswer[]>(props.answers ?? []);
  return (
    <AccessoryList
      {...props}
      selectedIds={selected}
      answers={answers}
      onSelectedChange={(a, on, given) => {
        setSelected((list) => (on ? [...list, a.id] : list.filter((id) => id !== a.id)));
        setAnswers((list) => [...list.filter((x) => x.accessory !== a.id), ...(given ?? [])]);
        props.onSelectedChange(a, on, given);
      }}
      onAnswersChange={(a, given) => {
        setAnswers((list) => [...list.filter((x) => x.accessory !== a.id), ...given]);
        props.onAnswersChange?.(a, given);
      }}
    />
  );
}

/**
 * An accessory that asks questions is added once they are answered: closing the dialog adds nothing
 * and gives focus back to Add; the card then shows the answers and offers to change them.
 */
export const AsksBeforeAdding: Story = {
  render: (args) => <WithQuestions {...args} />,
  args: { questions: SAMPLE_ACCESSORY_QUESTIONS, onAnswersChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const add = canvas.getByRole('button', { name: 'Add Dash camera' });
    await userEvent.click(add);
    let dialog = within(await body.findByRole('dialog', { name: 'Dash camera: a few questions' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
    await waitFor(() => expect(add).toHaveFocus());

    await userEvent.click(add);
    dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Wired to the fuse box' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to my deal' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSelectedChange).toHaveBeenCalledWith(expect.objectContaining({ id: 14 }), true, [
      { accessory: 14, question: 'dashcam_rear', answer: 'yes' },
      { accessory: 14, question: 'dashcam_power', answer: 'hardwired' },
    ]);
    const card = within(canvas.getByRole('article', { name: 'Dash camera' }));
    await waitFor(() => expect(card.getByRole('button', { name: 'Remove Dash camera' })).toHaveFocus());
    const answers = canvas
      .getByRole('article', { name: 'Dash camera' })
      .querySelector('[data-accessory-answers] dl');
    await expect(answers).toHaveAccessibleName('Your answers');
    await expect(answers).toHaveTextContent('Do you want the rear camera too?Yes');
    await expect(answers).toHaveTextContent('How should it be powered?Wired to the fuse box');

    const change = card.getByRole('button', { name: 'Change answers for Dash camera' });
    await userEvent.click(change);
    dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'No' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onAnswersChange).toHaveBeenCalledWith(expect.objectContaining({ id: 14 }), [
      { accessory: 14, question: 'dashcam_rear', answer: 'no' },
      { accessory: 14, question: 'dashcam_power', answer: 'hardwired' },
    ]);
    await expect(answers).toHaveTextContent('Do you want the rear camera too?No');
    await waitFor(() => expect(change).toHaveFocus());
    // An accessory that asks nothing is added at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Add Cargo tray' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 15 }),
      true,
      undefined,
    );
  },
};

/**
 * In a page's accessories step (a section named by its "Accessories" heading, as the storefront's):
 * the list is no landmark of its own, so a screen reader's landmarks name "Accessories" once. axe runs
 * with its best-practice rules (landmark-unique among them).
 */
export const InTheAccessoriesStep: Story = {
  render: (args) => (
    <section aria-labelledby="accessories-step-title">
      <h2 id="accessories-step-title">Accessories</h2>
      <Stateful {...args} />
    </section>
  ),
  parameters: {
    a11y: {
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region', { name: 'Accessories' })).toHaveLength(1);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};
