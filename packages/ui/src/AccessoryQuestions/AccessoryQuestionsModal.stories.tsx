import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_ACCESSORY_QUESTIONS } from '../deal/fixtures.ts';
import { withKit } from '../storybook/withKit.tsx';
import { AccessoryQuestionsModal } from './AccessoryQuestionsModal.tsx';

const DASHCAM = { id: 14, title: 'Dash camera' };
const QUESTIONS = SAMPLE_ACCESSORY_QUESTIONS[0]?.questions ?? [];

const meta = {
  title: 'Build and price/AccessoryQuestionsModal',
  component: AccessoryQuestionsModal,
  decorators: [withKit],
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), accessory: DASHCAM, questions: QUESTIONS },
} satisfies Meta<typeof AccessoryQuestionsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the accessory is added: every question is required; the answers come back in the questions' order. */
export const BeforeAdding: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Dash camera: a few questions' }));
    // Focus starts on the first question, and Tab reaches each question, unanswered as they are.
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Yes' })).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: 'Wired to the fuse box' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Add to my deal' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to my deal' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getAllByText('Choose an answer.')).toHaveLength(2);
    const rear = dialog.getByRole('radiogroup', { name: /Do you want the rear camera too/ });
    await waitFor(() => expect(rear).toContainElement(document.activeElement as HTMLElement));
    await expect(rear).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(dialog.getByRole('radio', { name: 'Plugged into the 12 V socket' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'No' }));
    await expect(dialog.queryByText('Choose an answer.')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to my deal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { accessory: 14, question: 'dashcam_rear', answer: 'no' },
      { accessory: 14, question: 'dashcam_power', answer: 'socket' },
    ]);
  },
};

/** Changing the answers given: they are chosen already; only this accessory's are read. */
export const ChangingAnswers: Story = {
  args: {
    purpose: 'change',
    answers: [
      { accessory: 14, question: 'dashcam_rear', answer: 'yes' },
      { accessory: 14, question: 'dashcam_power', answer: 'hardwired' },
      { accessory: 99, question: 'dashcam_rear', answer: 'no' },
    ],
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Wired to the fuse box' })).toBeChecked();
    await userEvent.keyboard('{Tab}');
    await userEvent.click(dialog.getByRole('radio', { name: 'Plugged into the 12 V socket' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save answers' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { accessory: 14, question: 'dashcam_rear', answer: 'yes' },
      { accessory: 14, question: 'dashcam_power', answer: 'socket' },
    ]);
  },
};

/** In French: the title's non-breaking space before the colon, Oui and Non, the required message. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { accessory: { id: 14, title: 'Caméra de tableau de bord' } },
  play: async ({ args }) => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Caméra de tableau de bord\u00a0: quelques questions' }),
    );
    await expect(dialog.getByRole('radio', { name: 'Oui' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter à mon offre' }));
    await expect(dialog.getAllByText('Choisissez une réponse.')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
