import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsole } from '../storybook/withConsole.tsx';
import * as styles from './Console.css.ts';
import { StaffTwoStepSettings } from './StaffTwoStepSettings.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Maple%20Motors:admin%40maplemotors.example.ca?issuer=Maple%20Motors&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;

const meta = {
  title: 'Console/StaffTwoStepSettings',
  component: StaffTwoStepSettings,
  decorators: [
    (Story) => (
      <main className={styles.narrowPage}>
        <Story />
      </main>
    ),
    withConsole,
  ],
  args: {
    status: { active: false, recovery_codes_left: 0 },
    onStart: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onDisable: fn(),
    onRecoverySaved: fn(),
  },
} satisfies Meta<typeof StaffTwoStepSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: one button starts the enrolment. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Two-step verification is off/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-step verification' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** Started: the QR code of the URI, the key grouped by four, the first code confirms. */
export const Enrolling: Story = {
  args: { enrolment: { secret: SECRET, uri: URI } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('img', { name: /QR code/ });
    await expect(qr).toHaveAttribute('data-qr-value', URI);
    // A version-5 or larger code: far more than the finder patterns alone.
    await expect(qr.querySelector('path')?.getAttribute('d')?.length ?? 0).toBeGreaterThan(2000);
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = canvas.getByLabelText(/Code from the app/);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '12345{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the 6-digit code.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Code from the app/), '6{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Confirmed: the recovery codes shown once, to copy or download, focus on their heading. */
export const RecoveryCodes: Story = {
  args: {
    status: { active: true, recovery_codes_left: 8 },
    recoveryCodes: [
      'a1b2c-3d4e5',
      'f6a7b-8c9d0',
      '11111-22222',
      '33333-44444',
      '55555-66666',
      '77777-88888',
      '99999-00000',
      'abcde-f0123',
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    const download = canvas.getByRole('link', { name: 'Download the codes' });
    await expect(download).toHaveAttribute('download', 'recovery-codes.txt');
    await expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(
      'a1b2c-3d4e5\nf6a7b-8c9d0',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(args.onRecoverySaved).toHaveBeenCalled();
  },
};

/** On: a current code turns it off; a wrong one is refused with the code kept. */
export const OnWithWrongCode: Story = {
  args: {
    status: { active: true, recovery_codes_left: 7 },
    error: 'Incorrect verification code. Check the code and try again.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/7 recovery codes are left/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/Current code from the app/), '654321{Enter}');
    await expect(args.onDisable).toHaveBeenCalledWith('654321');
    await expect(canvas.getByLabelText(/Current code from the app/)).toHaveValue('654321');
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { enrolment: { secret: SECRET, uri: URI } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Code QR/ })).toBeVisible();
    await expect(canvas.getByLabelText(/Code de l’application/)).toBeVisible();
  },
};
