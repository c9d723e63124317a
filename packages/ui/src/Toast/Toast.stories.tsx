import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TOASTS } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { ToastOptions } from './Toast.tsx';
import { TOAST_DURATIONS, TOAST_KINDS, TOAST_PLACEMENTS, ToastProvider, useToast } from './Toast.tsx';

function Demo(props: ToastOptions & { readonly label?: string }) {
  const { show } = useToast();
  const { label = 'Show toast', ...options } = props;
  return <Button onClick={() => show(options)}>{label}</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: Demo,
  subcomponents: { ToastProvider },
  decorators: [withKit],
  args: { message: 'Network error. Retrying…', kind: 'error', duration: TOAST_DURATIONS.LONG },
  argTypes: {
    kind: { control: 'select', options: TOAST_KINDS },
    placement: { control: 'select', options: TOAST_PLACEMENTS },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Errors are alerts; the close button removes it after the 100 ms fade. */
export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Network error. Retrying…');
    await userEvent.click(within(alert).getByRole('button', { name: /Dismiss|Fermer/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};

/** A short toast (the spec's 2500 ms) goes away by itself. */
export const AutoDismiss: Story = {
  args: { message: 'Your trade-in was saved.', kind: 'success', duration: TOAST_DURATIONS.SHORT },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByText('Your trade-in was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Your trade-in was saved.')).toBeNull(), { timeout: 4000 });
  },
};

/** The manual toast stays until "ok thanks". */
export const Manual: Story = {
  args: { message: 'Prices were updated with your postal code.', kind: 'info', manual: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const ok = await screen.findByRole('button', { name: /ok thanks|ok merci/ });
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByText('Prices were updated with your postal code.')).toBeNull());
  },
};

/** Every placement the app uses: default top right, API errors bottom right, postal code bottom centre. */
export const Placements: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {TOAST_PLACEMENTS.map((placement) => (
        <Demo
          key={placement}
          label={placement}
          message={`Toast at ${placement}`}
          placement={placement}
          duration={null}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'bottom-center' }));
    const toast = await screen.findByText('Toast at bottom-center');
    await expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom-center');
  },
};

export const Kinds: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {TOAST_KINDS.map((kind) => (
        <Demo key={kind} label={kind} kind={kind} message={`A ${kind} message`} duration={null} />
      ))}
    </div>
  ),
};

function CatalogueDemo() {
  const { showSpec } = useToast();
  return <Button onClick={() => showSpec(TOASTS.reentryResend)}>Resend code</Button>;
}

/** A toast of the domain's catalogue: its message id, duration (5 s), placement and variant (info). */
export const FromCatalogue: Story = {
  render: () => <CatalogueDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend code' }));
    const toast = await screen.findByText(/We sent you a new code|Nous vous avons envoyé/);
    await expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'info');
    await expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom-right');
  },
};
