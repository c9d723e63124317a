import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { INITIAL_FEEDBACK_STATE } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import { ExitFeedbackModal } from './ExitFeedbackModal.tsx';

const meta = {
  title: 'Sign-in/ExitFeedbackModal',
  component: ExitFeedbackModal,
  decorators: [withKit],
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ExitFeedbackModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog'));
const step = () => screen.getByRole('dialog').querySelector('[data-step]')?.getAttribute('data-step');

/** Yes → rating (4 is good: its own placeholder) → feedback → success. */
export const FoundIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: /^(Yes|Oui)$/ }));
    await userEvent.click(d.getByRole('button', { name: /4 stars out of 5|4 étoiles sur 5/ }));
    const text = d.getByRole('textbox', { name: /Tell us more|Dites-nous/ });
    await expect(text).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/like the most|le plus apprécié/),
    );
    await userEvent.type(text, 'Clear prices.');
    await userEvent.click(d.getByRole('button', { name: /Send feedback|Envoyer/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      found_what_was_looking_for: true,
      why_not: null,
      rating: 4,
      feedback: 'Clear prices.',
    });
    await expect(
      await d.findByText(/Thank you for your feedback|Merci de vos commentaires/),
    ).toBeInTheDocument();
  },
};

/** A low rating gets the other placeholder; Back from rating clears it and returns to the question. */
export const RatingBack: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: /^(Yes|Oui)$/ }));
    await userEvent.click(d.getByRole('button', { name: /2 stars out of 5|2 étoiles sur 5/ }));
    await expect(d.getByRole('textbox')).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/do better|améliorer/),
    );
    await userEvent.type(d.getByRole('textbox'), 'Slow');
    await userEvent.click(d.getByRole('button', { name: /^(Back|Retour)$/ }));
    await expect(step()).toBe('rating');
    await userEvent.click(d.getByRole('button', { name: /^(Back|Retour)$/ }));
    await expect(step()).toBe('initial');
    await userEvent.click(d.getByRole('button', { name: /^(Yes|Oui)$/ }));
    await userEvent.click(d.getByRole('button', { name: /5 stars out of 5|5 étoiles sur 5/ }));
    await expect(d.getByRole('textbox')).toHaveValue('');
  },
};

/** No → why not → feedback. "Something else" requires text. Back from feedback returns to why-not, cleared. */
export const NotFound: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: /^(No|Non)$/ }));
    await userEvent.click(d.getByRole('button', { name: /Something else|Autre chose/ }));
    await userEvent.click(d.getByRole('button', { name: /Send feedback|Envoyer/ }));
    await expect(d.getByText(/required|obligatoire/)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(d.getByRole('textbox'), 'Wrong trim');
    await userEvent.click(d.getByRole('button', { name: /^(Back|Retour)$/ }));
    await expect(step()).toBe('why-not');
    await userEvent.click(d.getByRole('button', { name: /just browsing|ne fais que regarder/ }));
    await expect(d.getByRole('textbox')).toHaveValue('');
    await userEvent.click(d.getByRole('button', { name: /Send feedback|Envoyer/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      found_what_was_looking_for: false,
      why_not: 2,
      rating: null,
      feedback: '',
    });
  },
};

/** The server's field errors show on the feedback field. */
export const ServerError: Story = {
  args: {
    initialState: {
      ...INITIAL_FEEDBACK_STATE,
      step: 'feedback',
      found_what_was_looking_for: false,
      why_not: 4,
      feedback: 'x',
    },
    serverErrors: { non_field_errors: ['Feedback could not be saved.'] },
  },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('Feedback could not be saved.')).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    initialState: { ...INITIAL_FEEDBACK_STATE, step: 'success', found_what_was_looking_for: true, rating: 5 },
  },
};
