import {
  builtBeforeLaterSections,
  currencyFor,
  isDepositSubmitted,
  type Locale,
  type Progress,
} from '@storefront/domain';
import {
  Button,
  type DepositBillingValues,
  DepositChallenge,
  DepositForm,
  type FormServerErrors,
  LinkButton,
  TextField,
  type TextFieldProps,
} from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { statusOf } from '../../shared/api/statusOf.ts';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { type CurrentUser, openSignInState, signInAtom, useCurrentUser } from '../auth/index.ts';
import {
  dealAreas,
  dealStyles as styles,
  useReservedForOthers,
  useReservedRedirect,
  vehicleNameOf,
  vehicleQuery,
} from '../build-and-price/index.ts';
import { dealerCountry, useHomeDealership } from '../dealership/index.ts';
import { depositPlaced, failed as failedAction, postCta, tell } from '../embedding/deferred.ts';
import { identityLoginHref } from '../identity-login/index.ts';
import { createOrder } from '../orders/deferred.ts';
import { announceOrderSaved, orderKeys, useOrders, vehicleIdOf } from '../orders/index.ts';
import {
  authenticateDeposit,
  chargeDeposit,
  type DepositAttempt,
  depositDetailsQuery,
  provincesQuery,
} from './api/deposit.ts';
import { depositKeys } from './api/keys.ts';
import { givenPostalCode } from './billingPlace.ts';
import { useOrdersOfOtherTabs } from './crossTab.ts';
import { DepositReview, type PendingDeposit } from './DepositReview.tsx';
import { useDepositStep } from './depositStep.ts';
import type { StripeFieldHandle } from './StripePaymentField.tsx';
import { randomId, tokenizeInBrowser } from './sandboxCard.ts';

// Stripe's Payment Element and Stripe.js: a chunk of their own, loaded only when the dealer's processor
// is Stripe (the sandbox's card fields need neither).
const { Component: StripePaymentField } = lazyComponent(
  () => import('./StripePaymentField.tsx'),
  (m) => m.StripePaymentField,
);

type Card = { number: string; expiry: string; cvc: string };
type CardErrors = Partial<Record<'card_number' | 'card_expiry' | 'card_cvc', string>>;

/** The fields of the kit's form the server's field errors go to (the token's go to the card number). */
const BILLING_FIELDS: readonly (keyof DepositBillingValues)[] = [
  'first_name',
  'last_name',
  'phone',
  'address_line_1',
  'address_line_2',
  'city',
  'postal_code',
  'province',
  'cardholder_name',
];

/** Focuses a card field (outside the kit's form, which focuses the billing fields the server refuses). */
function focusCardField(field: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-field="${field}"] input`)?.focus());
}

/** The order fields the deposit page reads beyond the orders feature's summary. */
interface DepositOrder {
  id: number;
  has_deposit?: boolean;
  deposit_step_status?: number | null;
  reserveit_id?: string | null;
  postal_code?: string | null;
  progress?: Record<string, number>;
}

/**
 * The deposit's place step (`deposit/{vehicleId}/place/`, spec 2 §2): the shopper's name, phone and
 * billing address and the card, which the processor's browser code turns into a token (the card never
 * goes to our server). A decline keeps everything typed and says why beside the card; a card that asks
 * for authentication shows the processor's challenge step. A placed deposit goes to the step summary.
 */
export function DepositPlacePage({ variant }: { variant?: 'vw' } = {}) {
  const { id, step } = useDepositStep();
  const intl = useIntl();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const user = useCurrentUser();
  const orders = useOrders();
  const setSignIn = useSetAtom(signInAtom);
  // Paid in another tab: the orders are read again and the placed deposit goes to its summary.
  useOrdersOfOtherTabs();
  // Paid in this tab: the form goes to the review step itself (its summary says the step is done); the
  // orders read meanwhile must not send it to the summary first, without the success flag.
  const [placedHere, setPlacedHere] = useState(false);
  const me = user.data;
  const existing = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id && !o.is_archived) as
    | DepositOrder
    | undefined;
  // Reserved by another shopper's deposit: no form to pay into, the reserved page (spec 2 §4).
  const { http, dealerCode } = useApi();
  const vehicle = useQuery(vehicleQuery(http, dealerCode, id));
  const reserved = useReservedForOthers(vehicle.data) && !placedHere;
  useReservedRedirect(reserved, prefix, id);
  const dealer = useHomeDealership();

  if (reserved || user.isPending || (me && orders.isPending) || dealer.isPending) {
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (!me) {
    // The identity-login variant asks for the manufacturer's sign-in first (the dealer's provider), back
    // to this page; the sign-in modal (e-mail, and the provider too) stays as the other way in.
    const identity = variant === 'vw' ? dealer.data?.identity_login : null;
    return (
      <section className={styles.section} aria-labelledby="deposit-title">
        <h1 id="deposit-title">
          <FormattedMessage id="deposit.title" />
        </h1>
        <p>
          <FormattedMessage id="deposit.signIn" />
        </p>
        {identity ? (
          <p>
            <LinkButton
              href={identityLoginHref({
                provider: identity.provider,
                dealerCode,
                lang: intl.locale.startsWith('fr') ? 'fr' : 'en',
                next: pathname,
              })}
            >
              <FormattedMessage id="deposit.signIn.provider" values={{ provider: identity.name }} />
            </LinkButton>
          </p>
        ) : null}
        <Button
          variant={identity ? 'outline' : undefined}
          onClick={() => {
            postCta('place_deposit', id);
            setSignIn(openSignInState('deposit'));
          }}
        >
          <FormattedMessage id="auth.button.place_deposit" />
        </Button>
      </section>
    );
  }
  // A linear dealer's deposit waits for the deal built first (the server refuses it too): back to the
  // deal's page, where its steps are.
  const flow = dealer.data?.vdp_flow;
  if (!placedHere && flow && !builtBeforeLaterSections(flow, (existing?.progress ?? {}) as Progress)) {
    return <Navigate replace to={buildPath(prefix, `/conf/${id}/`)} />;
  }
  if (!placedHere && existing && (existing.has_deposit || isDepositSubmitted(existing as never))) {
    // A deposit already placed: place/, place-vw/ and review-vw/ go to the summary (spec 2 §4).
    return <Navigate replace to={buildPath(prefix, `/saved-vehicles/${id}/summary/deposit/`)} />;
  }
  return (
    <DepositPlaceForm
      key={me.id}
      me={me}
      existing={existing}
      vehicleId={id}
      prefix={prefix}
      placedPath={
        // review/ redirects to the summary with the success flag; the identity-login variant's
        // confirmation-vw/ always goes to the summary, so the variant goes there itself.
        variant === 'vw' ? `/saved-vehicles/${id}/summary/deposit/?success=1` : `/deposit/${id}/review/`
      }
      // The identity-login variant's checkout is two pages: place-vw/ takes the details and the card,
      // review-vw/ shows them and pays (this same component stays mounted between the two).
      review={variant === 'vw' ? { open: step === 'review-vw' } : undefined}
      onPlaced={() => setPlacedHere(true)}
    />
  );
}

interface DepositPlaceFormProps {
  me: CurrentUser;
  existing: DepositOrder | undefined;
  vehicleId: string;
  prefix: ReturnType<typeof parseRoutePrefix>;
  /** Where a placed deposit goes (under the route prefix). */
  placedPath: string;
  /** A checkout with a review page (the identity-login variant): whether it is the review's turn. */
  review?: { open: boolean } | undefined;
  onPlaced: () => void;
}

/**
 * The form itself (the kit's `DepositForm`), mounted once the shopper is known: its fields start from
 * the shopper's profile and the postal code already given. This page reads the deposit, the provinces
 * and the vehicle, checks and tokenises the card, pays and goes on.
 */
function DepositPlaceForm({
  me,
  existing,
  vehicleId: id,
  prefix,
  placedPath,
  review,
  onPlaced,
}: DepositPlaceFormProps) {
  const navigate = useNavigate();
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const dealer = useHomeDealership();
  const vehicle = useQuery(vehicleQuery(http, dealerCode, id));
  const details = useQuery(depositDetailsQuery(http, dealerCode, existing?.id ?? null));
  const provinces = useQuery(provincesQuery(http, dealerCode, locale.slice(0, 2)));
  const country = dealerCountry(dealer.data);
  // The postal code the shopper already gave (the account's, else this deal's); the form fills its province.
  const configure = useAtomValue(dealAreas.configure);
  const [initialValues] = useState(() => ({
    first_name: me.first_name ?? '',
    last_name: me.last_name ?? '',
    phone: me.phone ?? '',
    postal_code: givenPostalCode(id, me, existing, configure),
    cardholder_name: `${me.first_name ?? ''} ${me.last_name ?? ''}`.trim(),
  }));
  const [card, setCard] = useState<Card>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [serverErrors, setServerErrors] = useState<FormServerErrors>({});
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [reserved, setReserved] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<DepositAttempt | null>(null);
  // The details and the card's token the review pays with (the identity-login variant's review-vw/).
  const [pending, setPending] = useState<PendingDeposit | null>(null);
  const stripeField = useRef<StripeFieldHandle>(null);
  const placePath = buildPath(prefix, `/deposit/${id}/place-vw/`);
  const reviewPath = buildPath(prefix, `/deposit/${id}/review-vw/`);

  const setCardField = (field: keyof Card) => (value: string) => setCard((c) => ({ ...c, [field]: value }));
  const placed = (orderId: number) => {
    onPlaced();
    const paid = details.data;
    if (paid) tell(depositPlaced({ order: orderId, vehicle: id }, paid.deposit_total / 100, paid.currency));
    // The shopper's other tabs learn the deposit is paid (the saved deals' channel).
    announceOrderSaved({ id: orderId });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    // The deposit's answers read before the payment are dropped, not kept to show first: a cached
    // "checkout" answer sent the summary's link to the order confirmation back to this form.
    for (const queryKey of depositKeys.changed) queryClient.removeQueries({ queryKey });
    navigate(buildPath(prefix, placedPath));
  };

  /** The sandbox's card, checked and tokenised in the browser; its errors shown. Null with Stripe. */
  const sandboxToken = () => {
    if (stripeField.current) return null;
    const made = tokenizeInBrowser(card);
    setCardErrors(made.ok ? {} : { [`card_${made.field}`]: `deposit.card.error.${made.field}` });
    return made;
  };

  // Every press of the pay button: the card is checked with the rest (the kit's form checks its fields).
  const attempt = () => {
    setPaymentError(null);
    setServerErrors({});
    sandboxToken();
  };

  const submit = async (billing: DepositBillingValues) => {
    if (submitting) return;
    postCta('place_deposit', id);
    const sandbox = sandboxToken();
    if (sandbox && !sandbox.ok) {
      focusCardField(`card_${sandbox.field}`);
      return;
    }
    const stripe = stripeField.current;
    setSubmitting(true);
    // The last answer's errors go while this one runs: the same refusal again is a new answer.
    setServerErrors({});
    setCardErrors({});
    try {
      let token = sandbox?.ok ? sandbox.token : '';
      let card: PendingDeposit['card'] = sandbox?.ok ? { brand: sandbox.brand, last4: sandbox.last4 } : null;
      if (stripe) {
        // Stripe.js makes the token from its own frame: the card never passes through this page.
        const made = await stripe.tokenize({
          name: billing.cardholder_name,
          phone: billing.phone,
          line1: billing.address_line_1,
          line2: billing.address_line_2,
          city: billing.city,
          state: billing.province,
          postalCode: billing.postal_code,
          country,
        });
        if (!made.ok) {
          if (made.message) setPaymentError(made.message);
          return;
        }
        token = made.token;
        card = null;
      }
      if (review) {
        // The review pays: the details and the token wait for it (nothing is charged yet).
        setPending({ billing, token, card });
        navigate(reviewPath);
        return;
      }
      await pay(billing, token);
    } catch (error) {
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  /** Pays the deposit with the details and the card's token (the form's, or the review's). */
  const pay = async (billing: DepositBillingValues, token: string) => {
    const stripe = stripeField.current;
    const order = existing ?? (await createOrder(http, { vehicle: Number(id) }));
    const attempt = await chargeDeposit(http, {
      ...billing,
      address_line_2: billing.address_line_2 || undefined,
      order: order.id,
      token,
      geo_validate: true,
      idempotency_key: randomId(16),
    });
    if (attempt.requires_action && stripe && attempt.client_secret) {
      // Stripe.js shows the bank's challenge itself; then the server reads the intent's outcome.
      const failed = await stripe.authenticate(attempt.client_secret);
      const after = await authenticateDeposit(http, attempt.id, null);
      if (after.requires_action) {
        setPaymentError(failed || intl.formatMessage({ id: 'deposit.declined' }));
        tell(failedAction('deposit.declined', 402));
      } else placed(order.id);
    } else if (attempt.requires_action) {
      setChallenge(attempt);
    } else placed(order.id);
  };

  /** The review's Pay: a refusal of the details goes back to the form, where it is said under its field. */
  const payReviewed = async () => {
    if (submitting || !pending) return;
    setSubmitting(true);
    setPaymentError(null);
    setServerErrors({});
    setCardErrors({});
    try {
      await pay(pending.billing, pending.token);
    } catch (error) {
      if (handleFailure(error)) navigate(placePath);
    } finally {
      setSubmitting(false);
    }
  };

  /** Says a failed payment; true when the server refused some of the details (said under their fields). */
  const handleFailure = (error: unknown): boolean => {
    // The order refused because the vehicle was reserved meanwhile (409 vehicle_reserved): said, and
    // the pay button disabled, as the deposit call's own 409.
    if (statusOf(error) === 409) setReserved(true);
    let fields = false;
    for (const action of callerActions(error)) {
      if (action.type === 'field-errors') {
        fields = true;
        // The billing fields' errors go to the kit's form (under their fields, the values kept); the
        // token's to the card number.
        const next: Record<string, readonly string[]> = {};
        for (const [field, messages] of Object.entries(action.fieldErrors)) {
          if ((BILLING_FIELDS as readonly string[]).includes(field)) next[field] = messages;
        }
        setServerErrors(next);
        const token = action.fieldErrors.token?.[0];
        setCardErrors(token ? { card_number: token } : {});
        const message = action.formErrors[0];
        if (message) setPaymentError(message);
        // The kit's form moves focus to the first billing field the server refused (a message of the
        // whole form takes it itself); a refused card token to the card number.
        else if (token && Object.keys(next).length === 0) focusCardField('card_number');
      }
      if (action.type === 'return') {
        // 402 declined, 409 reserved by another shopper; the body's message is in the page's language.
        const { status, body } = (action.value ?? {}) as {
          status?: number;
          body?: { non_field_errors?: string[] };
        };
        if (status === 409) setReserved(true);
        setPaymentError(body?.non_field_errors?.[0] ?? intl.formatMessage({ id: 'deposit.declined' }));
        tell(failedAction(status === 409 ? 'deposit.reserved' : 'deposit.declined', status));
      }
    }
    return fields;
  };

  const authenticate = async (approved: boolean) => {
    if (!challenge) return;
    setSubmitting(true);
    try {
      await authenticateDeposit(http, challenge.id, approved);
      setChallenge(null);
      placed(challenge.order);
    } catch (error) {
      setChallenge(null);
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const d = details.data;
  const cardField = (name: keyof Card, label: string, extra: Partial<TextFieldProps>) => (
    <TextField
      name={`card_${name}`}
      label={intl.formatMessage({ id: label })}
      value={card[name]}
      onChange={setCardField(name)}
      inputMode="numeric"
      isRequired
      serverError={cardErrors[`card_${name}`]}
      showErrors
      {...extra}
    />
  );

  const challengeStep = challenge ? (
    <DepositChallenge
      amount={challenge.deposit_total}
      currency={currencyFor(country)}
      onComplete={() => void authenticate(true)}
      onFail={() => void authenticate(false)}
      busy={submitting}
    />
  ) : null;
  const reviewing = review?.open === true;
  // review-vw/ opened with nothing to review (a new tab, a reload): the form first.
  if (reviewing && !pending) return <Navigate replace to={placePath} />;
  const vehicleName = vehicle.data ? vehicleNameOf(vehicle.data, locale) : undefined;

  const form = (
    <DepositForm
      country={country}
      // The list is passed once the dealer's country is known too: the postal code fills its province then.
      provinces={
        dealer.data
          ? (provinces.data?.results ?? []).map((p) => ({ id: p.code, label: p.province_name }))
          : []
      }
      initialValues={initialValues}
      serverErrors={serverErrors}
      onAttempt={attempt}
      onSubmit={(billing) => void submit(billing)}
      vehicleName={vehicleName}
      details={d ?? null}
      sandbox={d?.sandbox ?? false}
      paymentError={paymentError}
      reserved={reserved}
      busy={submitting}
      card={
        d?.processor === 'stripe' && d.publishable_key ? (
          <Suspense
            fallback={
              <p role="status">
                <FormattedMessage id="app.loading" />
              </p>
            }
          >
            <StripePaymentField
              publishableKey={d.publishable_key}
              amount={d.deposit_total}
              currency={d.currency}
              method={d.deposit_method}
              locale={locale}
              handle={stripeField}
            />
          </Suspense>
        ) : (
          <>
            {cardField('number', 'deposit.card.number', { autoComplete: 'cc-number', maxLength: 23 })}
            {cardField('expiry', 'deposit.card.expiry', {
              placeholder: intl.formatMessage({ id: 'deposit.card.expiryPlaceholder' }),
              // The phone's digit keypad: the expiry is read with or without its slash (1229, 12/29).
              autoComplete: 'cc-exp',
              maxLength: 7,
            })}
            {cardField('cvc', 'deposit.card.cvc', { autoComplete: 'cc-csc', maxLength: 4 })}
          </>
        )
      }
      challenge={review ? null : challengeStep}
      submitLabel={review ? intl.formatMessage({ id: 'deposit.review.continue' }) : undefined}
    />
  );
  if (!review) return form;
  // The variant's two pages: the form stays mounted (hidden on the review) so that what was typed, and
  // Stripe's field, are kept for "Change the details" and for the bank's challenge.
  return (
    <>
      <div hidden={reviewing || undefined}>{form}</div>
      {reviewing && pending ? (
        <DepositReview
          pending={pending}
          vehicleName={vehicleName}
          details={d ?? null}
          busy={submitting}
          paymentError={paymentError}
          reserved={reserved}
          challenge={challengeStep}
          placePath={placePath}
          onPay={() => void payReviewed()}
        />
      ) : null}
    </>
  );
}
