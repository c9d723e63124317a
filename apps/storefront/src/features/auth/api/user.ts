import type { RedirectAnswer, ReentryResponse, RegisterBody, User, VerifyCodeBody } from '@storefront/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import type { HttpClient } from '../../../shared/api/http.ts';
import { userKeys } from './keys.ts';

/** The user as the server sends it: the domain's `userSchema`. */
export type CurrentUser = User;

export const USER_BASE = '/api/customer/user';

export function getCurrentUser(http: HttpClient): Promise<CurrentUser | null> {
  return http.get(`${USER_BASE}/current_user/`).json<CurrentUser | null>();
}

export function currentUserQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: userKeys.current(dealerCode, 'current'),
    queryFn: () => getCurrentUser(http),
    staleTime: 60_000,
  });
}

export function useCurrentUser() {
  const { http, dealerCode } = useApi();
  return useQuery(currentUserQuery(http, dealerCode));
}

/** The sign-up body: the domain's schema, which the server parses. */
export type RegisterInput = RegisterBody;

export const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'preferred_method_of_contact'];

export function register(http: HttpClient, input: RegisterInput): Promise<CurrentUser> {
  // A refused consent comes back as `consents.<key>`: the form shows it on that box.
  const consentFields = Object.keys(input.consents ?? {}).map((key) => `consents.${key}`);
  return http
    .post(`${USER_BASE}/register/`, {
      json: input,
      context: { call: 'registration', fields: [...REGISTER_FIELDS, ...consentFields] },
      retry: { limit: 0 },
    })
    .json<CurrentUser>();
}

/** E-mail login link for an existing customer; a 400 is ignored (spec 1 section 5). */
export async function sendLoginLink(http: HttpClient, email: string): Promise<void> {
  await http
    .post(`${USER_BASE}/send_login_link/`, { json: { email }, context: { call: 'email-login-link' } })
    .json()
    .catch(() => undefined);
}

/** The same for any address: the mask of the address typed (as `name` and `email`), the code's reference. */
export type ReentryAnswer = ReentryResponse;

/**
 * Sends a one-time code. `form` (the "Log in" form): a 400 (a malformed address) is the form's
 * field error, not the re-entry toast.
 */
export function sendReentryCode(
  http: HttpClient,
  email: string,
  call: 'reentry-send' | 'form' = 'reentry-send',
): Promise<ReentryAnswer> {
  return http
    .post(`${USER_BASE}/send_reentry_code/`, {
      json: { email },
      context: call === 'form' ? { call, fields: ['email'] } : { call },
    })
    .json<ReentryAnswer>();
}

export function verifyReentryCode(http: HttpClient, input: VerifyCodeBody): Promise<CurrentUser> {
  return http
    .post(`${USER_BASE}/verify_reentry_code/`, {
      json: input,
      context: { call: 'reentry-verify' },
      retry: { limit: 0 },
    })
    .json<CurrentUser>();
}

export async function logout(http: HttpClient): Promise<void> {
  await http.post(`${USER_BASE}/logout/`, { context: { call: 'logout' } }).json();
}

export function endCustomerSession(http: HttpClient): Promise<RedirectAnswer> {
  return http
    .post(`${USER_BASE}/end_customer_session/`, { context: { call: 'logout' } })
    .json<RedirectAnswer>();
}

export function backToDealerPanel(http: HttpClient): Promise<RedirectAnswer> {
  return http
    .post(`${USER_BASE}/back_to_dealer_panel/`, { context: { call: 'logout' } })
    .json<RedirectAnswer>();
}

export async function unsubscribe(http: HttpClient, userId: number): Promise<void> {
  await http.post(`${USER_BASE}/${userId}/unsubscribe/`).json();
}
