import type { SignInSource } from '@storefront/domain';
import { atom } from 'jotai';

/**
 * form: sign-up; signin: an existing customer's e-mail (then the code); code; submitted; existing: a
 * sign-up met an address that has an account (the existing-customer modal, its one-time code).
 */
export type SignInStep = 'form' | 'signin' | 'code' | 'submitted' | 'existing';

export interface SignInState {
  open: boolean;
  source: SignInSource;
  /** E-mail known in advance (session expired, existing user). */
  email: string | null;
  step: SignInStep;
  /** Send a one-time code as soon as the modal opens (440 and expired links). */
  sendCodeOnOpen: boolean;
  /** Share link shown in the submitted state. */
  shareUrl: string | null;
  /** Submitted state: a deal was saved with the sign-up (else the shopper only made an account). */
  withDeal: boolean;
  /**
   * Run once the shopper is signed in (save the deal, unlock pricing...), and on a cancel: given by the
   * opener, with the state of the sign-in it opened (another opening replaces them). Not shown: callbacks.
   */
  afterSignIn: (() => void) | null;
  onCancel: (() => void) | null;
  /**
   * The sign-up's form filled with details the shopper gave elsewhere (the dealer's website that signs
   * shoppers in, in a frame) and the sign-up's refusal of them: set by the embedding bridge only.
   */
  prefill?: SignInPrefill;
}

/** Details given elsewhere for the sign-up form, and the server's field errors that refused them. */
export interface SignInPrefill {
  readonly values: Readonly<Partial<Record<'first_name' | 'last_name' | 'email' | 'phone', string>>>;
  readonly consents?: Readonly<Record<string, boolean>>;
  /** `{ field: [messages] }` (`consents.<key>` for a consent), in the shopper's language. */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
}

export const CLOSED_SIGN_IN: SignInState = {
  open: false,
  source: 'default',
  email: null,
  step: 'form',
  sendCodeOnOpen: false,
  shareUrl: null,
  withDeal: false,
  afterSignIn: null,
  onCancel: null,
};

export const signInAtom = atom<SignInState>(CLOSED_SIGN_IN);

/** The sign-in's callbacks (run once: the one that runs forgets both). */
export type SignInCallbacks = Pick<SignInState, 'afterSignIn' | 'onCancel'>;

export interface OpenSignInOptions {
  email?: string | null;
  sendCodeOnOpen?: boolean;
  shareUrl?: string | null;
  /** Open on sign-in (an existing customer: "Log in") instead of sign-up. */
  signIn?: boolean;
  onSuccess?: () => void;
  onCancel?: () => void;
}

/** The next sign-in state for a source (pure, for the atom setter). */
export function openSignInState(source: SignInSource, options: OpenSignInOptions = {}): SignInState {
  return {
    open: true,
    source,
    email: options.email ?? null,
    step: options.sendCodeOnOpen ? 'code' : options.signIn ? 'signin' : 'form',
    sendCodeOnOpen: options.sendCodeOnOpen ?? false,
    shareUrl: options.shareUrl ?? null,
    withDeal: false,
    afterSignIn: options.onSuccess ?? null,
    onCancel: options.onCancel ?? null,
  };
}
