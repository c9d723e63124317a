import type { ReactNode } from 'react';
import type { ButtonSize } from '../Button/Button.tsx';
import { Button } from '../Button/Button.tsx';
import type { ModalSize } from '../Modal/Modal.tsx';
import { Modal } from '../Modal/Modal.tsx';
import * as styles from './FormModal.css.ts';
import type { FormState } from './useForm.ts';

export type FormModalProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description?: string | undefined;
  readonly size?: ModalSize;
  /** Escape, the close button and a click outside; false until the form is submitted. */
  readonly closable?: boolean;
  /** Where focus goes when the modal closes (when it was opened by state, not by a trigger). */
  readonly returnFocus?: { readonly current: HTMLElement | null } | undefined;
  /** Names the modal for the app's tests and styles (`data-modal`). */
  readonly name: string;
  /** The form's state, from `useForm`. */
  readonly form: Pick<FormState<Record<string, string>>, 'formProps' | 'formError'>;
  readonly submitLabel: ReactNode;
  readonly submitFullWidth?: boolean;
  readonly submitSize?: ButtonSize;
  /** The request is under way: the submit button shows a spinner, says so and ignores presses. */
  readonly busy?: boolean;
  /** Shown instead of the form once it has done its work (a thank-you with its own buttons). */
  readonly done?: ReactNode;
  /** The fields. */
  readonly children: ReactNode;
};

/**
 * A modal around one form: the fields in the body, the error summary above them (the server's
 * form-level error, announced), the submit button in the footer with its busy state; `useForm`
 * runs the rules and moves focus to the first invalid field. `done` replaces the form afterwards.
 */
export function FormModal({
  open,
  onOpenChange,
  title,
  description,
  size,
  closable = true,
  returnFocus,
  name,
  form,
  submitLabel,
  submitFullWidth = false,
  submitSize,
  busy = false,
  done,
  children,
}: FormModalProps): ReactNode {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange} closable={closable}>
      <Modal.Content
        title={title}
        description={description}
        {...(size === undefined ? {} : { size })}
        {...(returnFocus ? { returnFocus } : {})}
        data-modal={name}
      >
        {done === undefined || done === null || done === false ? (
          <ModalForm
            form={form}
            submitLabel={submitLabel}
            submitFullWidth={submitFullWidth}
            {...(submitSize === undefined ? {} : { submitSize })}
            busy={busy}
          >
            {children}
          </ModalForm>
        ) : (
          done
        )}
      </Modal.Content>
    </Modal.Root>
  );
}

export type ModalFormProps = Pick<
  FormModalProps,
  'form' | 'submitLabel' | 'submitFullWidth' | 'submitSize' | 'busy' | 'children'
>;

/**
 * The form inside a modal's content: the fields in the body under the error summary, the submit
 * button in the footer (`FormModal`'s form, for modals made of parts such as `ContactModal.Form`).
 */
export function ModalForm({
  form,
  submitLabel,
  submitFullWidth = false,
  submitSize,
  busy = false,
  children,
}: ModalFormProps): ReactNode {
  return (
    <form {...form.formProps} aria-busy={busy || undefined} data-form-modal="">
      <Modal.Body>
        {form.formError === undefined ? null : (
          <p className={styles.summary} role="alert" data-form-error="">
            {form.formError}
          </p>
        )}
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button
          type="submit"
          loading={busy}
          fullWidth={submitFullWidth}
          {...(submitSize === undefined ? {} : { size: submitSize })}
        >
          {submitLabel}
        </Button>
      </Modal.Footer>
    </form>
  );
}
