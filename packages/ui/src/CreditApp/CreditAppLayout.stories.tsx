import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { CreditAppStep } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import { CreditAppLayout, type CreditAppLayoutProps } from './CreditAppLayout.tsx';

/** The layout with a step routed by the story: a chosen step becomes the current one. */
function Routed(props: Omit<CreditAppLayoutProps, 'children'>) {
  const [current, setCurrent] = useState<CreditAppStep | null>(props.steps?.current ?? null);
  return (
    <CreditAppLayout
      {...props}
      steps={props.steps ? { ...props.steps, current, onNavigate: setCurrent } : undefined}
    >
      <p data-testid="page">{current ?? 'none'}</p>
    </CreditAppLayout>
  );
}

const meta = {
  title: 'Credit application/CreditAppLayout',
  component: Routed,
  subcomponents: {
    CreditAppLayout,
    'CreditAppLayout.Root': CreditAppLayout.Root,
    'CreditAppLayout.Aside': CreditAppLayout.Aside,
    'CreditAppLayout.Vehicle': CreditAppLayout.Vehicle,
    'CreditAppLayout.Steps': CreditAppLayout.Steps,
    'CreditAppLayout.SystemNotice': CreditAppLayout.SystemNotice,
    'CreditAppLayout.Main': CreditAppLayout.Main,
  },
  decorators: [withKit],
  args: {
    vehicleName: '2026 Aurora Crossover XLE',
    steps: {
      hasCoApplicant: false,
      current: 'employment-info',
      hrefOf: (step: CreditAppStep) => `#${step}`,
      folded: false,
    },
    system: { kind: 'sandbox', name: 'Sandbox credit bureau (demo: no real credit check)' },
  },
} satisfies Meta<typeof Routed>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Credit application steps' }));

/** Without a co-applicant: "Applicant" and no co-applicant step; Tab and Enter move to another step. */
export const WithoutCoApplicant: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    const links = steps.getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Consent',
      'Acknowledgement',
      'Applicant',
      'Employment',
      'Residence',
      'Review',
    ]);
    await expect(steps.getByRole('link', { name: 'Employment' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByText(/^Demonstration: decisions come from/)).toBeVisible();
    await userEvent.tab();
    await expect(steps.getByRole('link', { name: 'Consent' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByTestId('page')).toHaveTextContent('applicant-info');
    await expect(steps.getByRole('link', { name: 'Applicant' })).toHaveAttribute('aria-current', 'page');
  },
};

/** With a co-applicant: "Primary applicant" and the co-applicant's four steps. */
export const WithCoApplicant: Story = {
  globals: { locale: 'en-CA' },
  args: { steps: { ...meta.args.steps, hasCoApplicant: true, current: 'coapplicant-info' } },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps.getAllByRole('link')).toHaveLength(10);
    await expect(steps.getByRole('link', { name: 'Primary applicant' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Co-applicant employment' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Co-applicant' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A decision not seen yet: "New update" on the review's step. */
export const NewUpdate: Story = {
  globals: { locale: 'en-US' },
  args: { steps: { ...meta.args.steps, current: 'review', newUpdate: true } },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps.getByRole('link', { name: 'Review New update' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * On a phone the list folds into "Step 4 of 6: Employment" (a disclosure the browser opens with Enter or
 * Space; the test's synthetic keys do not, so it is opened by a press), and a step chosen by the keyboard closes it.
 */
export const Folded: Story = {
  globals: { locale: 'en-US' },
  args: { steps: { ...meta.args.steps, folded: true } },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    const summary = steps.getByText('Step 4 of 6: Employment');
    await expect(steps.getByRole('link', { name: 'Residence' })).not.toBeVisible();
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(steps.getByRole('link', { name: 'Residence' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByTestId('page')).toHaveTextContent('applicant-consent');
    await expect(steps.getByText('Step 1 of 6: Consent')).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Residence' })).not.toBeVisible();
  },
};

/**
 * In French, decided by the dealership's staff: said in the shopper's words (a shopper trial read the
 * system's own name in quotes, « Les décisions viennent de « Examen par le concessionnaire … » »).
 */
export const FrenchDealerReview: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    steps: { ...meta.args.steps, hasCoApplicant: true },
    system: { kind: 'dealer-review', name: 'le personnel du concessionnaire (sans bureau de crédit)' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('navigation', { name: /demande de crédit/i }));
    await expect(steps.getByRole('link', { name: 'Demandeur principal' })).toBeVisible();
    await expect(
      canvas.getByText(
        /^Ce concessionnaire étudie lui-même les demandes\s: son personnel lit la vôtre et décide\. Aucun bureau de crédit n’est consulté et aucun dossier de crédit n’est obtenu\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/«/)).toBeNull();
  },
};

/** The result's page: no steps. */
export const WithoutSteps: Story = {
  globals: { locale: 'en-US' },
  args: { steps: undefined, system: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(within(canvasElement).getByText('2026 Aurora Crossover XLE')).toBeVisible();
  },
};
