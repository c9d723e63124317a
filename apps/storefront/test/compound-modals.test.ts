import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The kit's sign-in and contact modals are compound parts: the storefront's flows compose them, each
// part with its own props, rather than passing one bag to the assembled modal (deprecated in the kit).
const source = (path: string) => readFileSync(new URL(`../src/features/${path}`, import.meta.url), 'utf8');

describe('the sign-in and contact flows compose the kit’s compound parts', () => {
  it('the sign-in flow renders SignInModal.Root with its views', () => {
    const flow = source('auth/SignInFlow.tsx');
    expect(flow).not.toMatch(/<SignInModal\s/);
    for (const part of ['Root', 'SignUp', 'SignIn', 'Code', 'Submitted'])
      expect(flow).toContain(`<SignInModal.${part}`);
  });
  it('the contact flow renders ContactModal.Root with its form and thank-you', () => {
    const flow = source('contact/ContactFlow.tsx');
    expect(flow).not.toMatch(/<ContactModal\s/);
    for (const part of ['Root', 'Form', 'Sent']) expect(flow).toContain(`<ContactModal.${part}`);
  });
});
