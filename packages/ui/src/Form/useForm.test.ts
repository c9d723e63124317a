import { describe, expect, it } from 'vitest';
import { NON_FIELD_ERRORS as DOMAIN_NON_FIELD_ERRORS } from '../internal/domain.ts';
import { NON_FIELD_ERRORS } from './useForm.ts';

describe('useForm', () => {
  // The kit keeps its own copy of the key so that the form chunks do not pull the domain's
  // server-error module into a chunk of its own; it must stay the domain's key.
  it("reads the server's form-level errors under the domain's key", () => {
    expect(NON_FIELD_ERRORS).toBe(DOMAIN_NON_FIELD_ERRORS);
  });
});
