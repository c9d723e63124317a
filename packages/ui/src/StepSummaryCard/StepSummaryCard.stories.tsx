import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SECTIONS } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import { StepSummaryCard } from './StepSummaryCard.tsx';

const meta = {
  title: 'Saved deals/StepSummaryCard',
  component: StepSummaryCard,
  decorators: [withKit],
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <StepSummaryCard {...args} />
    </div>
  ),
  args: {
    section: 'build-and-price',
    progress: {},
    onAction: fn(),
    summary: <p style={{ margin: 0 }}>Finance · $389.12 bi-weekly for 84 months</p>,
  },
} satisfies Meta<typeof StepSummaryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Build your deal' });
    await expect(card).toHaveTextContent('Not started');
    await expect(card).toHaveTextContent(
      'Choose accessories, protection plans and the payment that suits you.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(args.onAction).toHaveBeenCalledWith('start');
  },
};

export const InProgress: Story = {
  args: { progress: { accessories: 1, protections: 4 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveTextContent('In progress');
    await expect(canvas.getByText('Finance · $389.12 bi-weekly for 84 months')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onAction).toHaveBeenCalledWith('continue');
  },
};

/** A re-openable section once done offers Edit. */
export const Completed: Story = {
  args: { progress: { accessories: 1, protections: 1, payment: 1, review: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-status', 'completed');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit');
  },
};

/** Arriving on the step summary with success: announced and highlighted. */
export const JustCompleted: Story = {
  args: { progress: { accessories: 1, protections: 1, payment: 1, review: 1 }, justCompleted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Build your deal: done!');
    // With `animate` (the default), the card pulses once it arrives.
    await expect(getComputedStyle(within(canvasElement).getByRole('article')).animationName).not.toBe('none');
  },
};

export const TradeInSkipped: Story = {
  args: { section: 'trade-in', progress: { 'trade-in': 4 }, summary: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Value your trade-in' })).toHaveTextContent('Skipped');
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  },
};

/** A trade-in valued and saved but not yet sent to the dealer: in progress, with what it holds. */
export const TradeInStarted: Story = {
  args: { section: 'trade-in', progress: {}, started: true, summary: <p>2019 Honda Civic EX</p> },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Value your trade-in' });
    await expect(card).toHaveAttribute('data-status', 'inProgress');
    await expect(card).toHaveTextContent('2019 Honda Civic EX');
    await userEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    await expect(args.onAction).toHaveBeenCalledWith('continue');
  },
};

/** The credit application cannot be re-opened: waiting for the dealer, it can only be viewed. */
export const CreditAppAwaitingDealer: Story = {
  args: { section: 'credit-app', progress: { 'credit-app': 2 }, summary: <p>Submitted on May 4</p> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveTextContent('Waiting for the dealer');
    await userEvent.click(canvas.getByRole('button', { name: 'View details' }));
    await expect(args.onAction).toHaveBeenCalledWith('view');
  },
};

export const CreditAppActionNeeded: Story = {
  args: {
    section: 'credit-app',
    progress: { 'credit-app': 3 },
    summary: <p>The dealer needs a pay stub.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveTextContent('Action needed');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  },
};

export const DepositPlaced: Story = {
  args: { section: 'deposit', progress: { place: 1, review: 1 }, summary: <p>$500.00 deposit paid</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'View details' })).toBeInTheDocument();
  },
};

export const AsLink: Story = {
  args: { onAction: undefined, href: '/summary/build-and-price/', progress: { accessories: 1 } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue' });
    await expect(link).toHaveAttribute('href', '/summary/build-and-price/');
    // A page lists several cards whose links read alike: each says which section it opens.
    await expect(link).toHaveAccessibleDescription('Build your deal');
  },
};

/** The app's routing: a plain click on the link goes through `onNavigate`, not a new document. */
export const AsRoutedLink: Story = {
  args: {
    onAction: undefined,
    href: '/summary/build-and-price/',
    onNavigate: fn(),
    progress: { accessories: 1 },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Continue' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/summary/build-and-price/');
  },
};

/** Under a page's h1 with no h2 between (the step summary): its title is an h2. */
export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2, progress: { accessories: 1 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Build your deal' }),
    ).toBeInTheDocument();
  },
};

/**
 * A linear flow's section whose earlier steps are not done: its state and why it is closed, and no
 * action to open it.
 */
export const Locked: Story = {
  args: { section: 'deposit', progress: {}, locked: true, summary: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Place a deposit' });
    await expect(card).toHaveAttribute('data-locked', 'true');
    await expect(card).toHaveTextContent('Not started');
    await expect(card).toHaveTextContent('Available once the steps before it are done.');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LockedFrench: Story = {
  ...Locked,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Versez un dépôt' });
    await expect(card).toHaveTextContent('Accessible une fois les étapes précédentes terminées.');
  },
};

/** Arriving with success but without `animate`: announced and highlighted, without the pulse. */
export const JustCompletedStill: Story = {
  args: {
    progress: { accessories: 1, protections: 1, payment: 1, review: 1 },
    justCompleted: true,
    animate: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Build your deal: done!');
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-just-completed', 'true');
    await expect(getComputedStyle(card).animationName).toBe('none');
  },
};

/** Every section of an order, as order details lists them. */
export const AllSections: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
      {SECTIONS.filter((s) => s !== 'deposit-vw').map((section) => (
        <StepSummaryCard
          key={section}
          section={section}
          progress={{ accessories: 1, protections: 1, payment: 1, review: 1, 'trade-in': 1, 'credit-app': 2 }}
          {...(args.onAction === undefined ? {} : { onAction: args.onAction })}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(5);
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { progress: { accessories: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Bâtissez votre offre' })).toHaveTextContent('En cours');
    await expect(canvas.getByRole('button', { name: 'Continuer' })).toBeInTheDocument();
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
