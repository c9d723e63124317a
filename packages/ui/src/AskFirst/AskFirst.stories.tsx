import { vars } from '@storefront/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { AskFirst } from './AskFirst.tsx';

const meta = {
  title: 'Primitives/AskFirst',
  component: AskFirst,
  decorators: [
    // A page as wide as the console's (the action's usual place), so that its look is the baseline's.
    (Story) => (
      <main
        style={{
          maxWidth: '60rem',
          margin: '0 auto',
          padding: `${vars.space.xl} ${vars.space.lg}`,
          color: vars.color.text,
        }}
      >
        <Story />
      </main>
    ),
    withKit,
  ],
  args: {
    label: 'Cancel the appointment of Nora Tremblay',
    question: 'Cancel this appointment? Nora Tremblay is told by e-mail.',
    yes: 'Yes, cancel it',
    no: 'No, keep it',
    busy: false,
    onYes: fn(),
  },
} satisfies Meta<typeof AskFirst>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A cancellation, asked first: the button opens the question with "no" focused (found in a staff
 * trial: with "yes" focused, Enter pressed twice cancelled); Escape, like "no", closes it and puts
 * focus back on the button, and nothing is done; "yes" does it once.
 */
export const Danger: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: args.label });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const question = canvas.getByRole('group', { name: args.question });
    await expect(question).toBeVisible();
    await expect(canvas.getByRole('button', { name: args.no })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('button', { name: args.label })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: args.no }));
    await expect(canvas.getByRole('button', { name: args.label })).toHaveFocus();
    await expect(args.onYes).not.toHaveBeenCalled();
    // Enter twice: asked, then "no".
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onYes).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: args.label })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: args.yes }));
    await expect(args.onYes).toHaveBeenCalledTimes(1);
  },
};

/** Going back to an earlier version of the settings: the same question, a neutral tone. */
export const Neutral: Story = {
  args: {
    label: 'Go back to version 1',
    question: 'Go back to version 1? The storefront shows its settings at once.',
    yes: 'Yes, go back',
    no: 'No',
    tone: 'neutral',
  },
};

/** While the action runs, its button says so (busy, "Loading") and a press asks nothing again. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: new RegExp(args.label) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/**
 * A shopper cancelling their visit, in French (found in a shopper trial: "Cancel appointment" cancelled
 * at once): the question names the visit's day and time, "no" has focus, Escape puts it back.
 */
export const ShopperCancellingAVisit: Story = {
  args: {
    label: 'Annuler le rendez-vous',
    question: 'Annuler votre rendez-vous du lundi 21 décembre 2026, 10 h 00 ?',
    yes: 'Oui, l’annuler',
    no: 'Non, le garder',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: args.label }));
    const question = canvas.getByRole('group', { name: args.question });
    await expect(within(question).getByRole('button', { name: args.no })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: args.label })).toHaveFocus();
    await expect(args.onYes).not.toHaveBeenCalled();
  },
};
