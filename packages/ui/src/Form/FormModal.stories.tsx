import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ValidationItem } from '../internal/domain.ts';
import { rules } from '../internal/domain.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormModal } from './FormModal.tsx';
import type { FormServerErrors } from './useForm.ts';
import { useForm } from './useForm.ts';

type Values = { readonly name: string; readonly email: string; readonly contact: string };

/** A small form on the frame: two text fields and a radio group, each on the domain's rules. */
function DemoFormModal({
  onSubmit,
  onOpenChange,
  serverErrors,
  busy = false,
}: {
  readonly onSubmit: (values: Values) => void;
  readonly onOpenChange: (open: boolean) => void;
  readonly serverErrors?: FormServerErrors;
  readonly busy?: boolean;
}) {
  const items = useMemo<ValidationItem[]>(
    () => [
      { field: 'name', rules: [rules.required(), rules.name()] },
      { field: 'email', rules: [rules.required(), rules.email()] },
      { field: 'contact', rules: [rules.required()] },
    ],
    [],
  );
  const form = useForm<Values>({
    items,
    initialValues: { name: '', email: '', contact: '' },
    country: 'CA',
    serverErrors,
    prepare: (values) => ({ ...values, email: values.email.trim() }),
    onSubmit,
  });
  return (
    <FormModal
      open
      onOpenChange={onOpenChange}
      title="Book a visit"
      description="We confirm by e-mail."
      name="demo"
      form={form}
      submitLabel="Book"
      busy={busy}
    >
      <TextField {...form.field('name')} label="Name" autoComplete="name" />
      <TextField {...form.field('email')} type="email" label="Email" autoComplete="email" />
      <RadioGroup
        {...form.field('contact')}
        value={form.values.contact || null}
        label="Contact me by"
        orientation="horizontal"
        options={[
          { id: 'email', label: 'Email' },
          { id: 'phone', label: 'Phone' },
        ]}
      />
    </FormModal>
  );
}

const meta = {
  title: 'Primitives/FormModal',
  component: DemoFormModal,
  subcomponents: { FormModal },
  decorators: [withKit],
  args: { onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof DemoFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Book a visit' }));

/** Submitting shows every error and moves focus to the first invalid field; valid values are sent prepared. */
export const ClientRules: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(d.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await expect(d.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/required/);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(d.getByRole('textbox', { name: 'Name' }), 'Pat Tremblay');
    await userEvent.click(d.getByRole('button', { name: 'Book' }));
    // The first invalid field is now the e-mail.
    await waitFor(() => expect(d.getByRole('textbox', { name: 'Email' })).toHaveFocus());

    await userEvent.type(d.getByRole('textbox', { name: 'Email' }), ' pat@example.com ');
    await userEvent.click(d.getByRole('button', { name: 'Book' }));
    // Then the radio group: its first option takes focus.
    await waitFor(() => expect(d.getByRole('radio', { name: 'Email' })).toHaveFocus());
    await userEvent.click(d.getByRole('radio', { name: 'Phone' }));
    await userEvent.click(d.getByRole('button', { name: 'Book' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Pat Tremblay',
      email: 'pat@example.com',
      contact: 'phone',
    });
  },
};

/**
 * The server's answer merged in: a field's error under that field until its value changes, a
 * form-level error (`non_field_errors`, or a field the form does not show) in the summary.
 */
export const ServerErrors: Story = {
  args: {
    serverErrors: {
      email: ['This e-mail address is already registered.'],
      non_field_errors: ['The dealership is closed on that day.'],
    },
  },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('alert')).toHaveTextContent('The dealership is closed on that day.');
    const email = d.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('This e-mail address is already registered.');
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAccessibleDescription(/already registered/);
  },
};

/** A form whose "server" refuses the e-mail after every submit, as a page does: errors cleared while the call runs. */
function RefusingServerFormModal({ onSubmit }: { readonly onSubmit: (values: Values) => void }) {
  const [serverErrors, setServerErrors] = useState<FormServerErrors>({});
  return (
    <DemoFormModal
      onOpenChange={() => {}}
      serverErrors={serverErrors}
      onSubmit={(values) => {
        onSubmit(values);
        setServerErrors({});
        setTimeout(() => setServerErrors({ email: ['This e-mail address is already registered.'] }), 50);
      }}
    />
  );
}

/**
 * The server refuses a field the client's rules passed: focus moves to that field, whose description
 * says why, as after the client's own checks; again on the next refused submit.
 */
export const ServerRefusalTakesFocus: Story = {
  render: (args) => <RefusingServerFormModal onSubmit={args.onSubmit} />,
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: 'Name' }), 'Pat Tremblay');
    await userEvent.type(d.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await userEvent.click(d.getByRole('radio', { name: 'Phone' }));
    const book = d.getByRole('button', { name: 'Book' });
    await userEvent.click(book);
    const email = d.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('This e-mail address is already registered.');
    await expect(email).toHaveValue('pat@example.com');
    await userEvent.click(book);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** The request is under way: the submit button is busy and a press sends nothing again. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const d = await dialog();
    const book = d.getByRole('button', { name: /Book/ });
    await expect(book).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(book);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
