import { callerActions } from './http.ts';

/** A form's server errors: messages by field name, the errors of no field under `non_field_errors`. */
export type ServerFormErrors = Record<string, readonly string[]>;

/**
 * The server errors a form shows for a failed call: the field errors the error catalogue left to the
 * caller (`callerActions`), on their fields, and its form errors under `non_field_errors`. Empty
 * when the call failed otherwise (the client has shown the catalogue's toast) or the error is not
 * the client's. (It shares the chunk of the kit's form hook: see the build's chunk groups.)
 */
export function serverFormErrors(error: unknown): ServerFormErrors {
  const errors: Record<string, readonly string[]> = {};
  for (const action of callerActions(error)) {
    if (action.type !== 'field-errors') continue;
    Object.assign(errors, action.fieldErrors);
    if (action.formErrors.length > 0) errors.non_field_errors = action.formErrors;
  }
  return errors;
}

/**
 * Whether a failed call got no answer at all (offline, the connection dropped, timed out after the
 * client's retries): nothing was done, and the form says so in the shopper's language and keeps
 * what they chose.
 */
export function failedWithoutAnswer(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { response?: unknown }).response !== undefined) return false;
  return error.name === 'NetworkError' || error.name === 'TimeoutError' || error instanceof TypeError;
}
