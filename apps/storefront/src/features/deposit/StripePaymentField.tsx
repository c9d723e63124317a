import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { type Ref, useImperativeHandle, useMemo } from 'react';

/**
 * Stripe's Payment Element (PAYMENT_PROCESSOR=stripe): the card is typed into Stripe's own frame, and
 * Stripe.js turns it into a confirmation token (`ctoken_…`) that the deposit call sends instead of a
 * card. A chunk of its own, loaded by the deposit form only when the dealer's processor is Stripe; it
 * loads Stripe.js (js.stripe.com), so Stripe's script is on the deposit page and nowhere else.
 */

export interface BillingDetails {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'CA' | 'US';
}

/** What the deposit form asks of the field. */
export interface StripeFieldHandle {
  /** The card as a confirmation token, or Stripe's message (in the page's language) of what is wrong. */
  tokenize(billing: BillingDetails): Promise<{ ok: true; token: string } | { ok: false; message: string }>;
  /** Stripe.js's authentication step (3D Secure) for an intent that asks for it; null when done. */
  authenticate(clientSecret: string): Promise<string | null>;
}

export interface StripePaymentFieldProps {
  publishableKey: string;
  /** Cents, what the card is charged or held for. */
  amount: number;
  currency: 'CAD' | 'USD';
  method: 'hold' | 'capture';
  locale: string;
  handle: Ref<StripeFieldHandle | null>;
}

const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(key: string): Promise<Stripe | null> {
  let p = stripes.get(key);
  if (!p) {
    p = loadStripe(key);
    stripes.set(key, p);
  }
  return p;
}

export function StripePaymentField({
  publishableKey,
  amount,
  currency,
  method,
  locale,
  handle,
}: StripePaymentFieldProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount,
        currency: currency.toLowerCase(),
        captureMethod: method === 'hold' ? 'manual' : 'automatic',
        allowedPaymentMethodTypes: ['card'],
        locale: (locale === 'fr-CA' ? 'fr-CA' : 'en') as StripeElementLocale,
      }}
    >
      <Field handle={handle} />
    </Elements>
  );
}

function Field({ handle }: { handle: Ref<StripeFieldHandle | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(
    handle,
    () => ({
      async tokenize(billing) {
        if (!stripe || !elements) return { ok: false, message: '' };
        const submitted = await elements.submit();
        if (submitted.error) return { ok: false, message: submitted.error.message ?? '' };
        const { error, confirmationToken } = await stripe.createConfirmationToken({
          elements,
          params: {
            payment_method_data: {
              billing_details: {
                name: billing.name,
                phone: billing.phone,
                email: null,
                address: {
                  line1: billing.line1,
                  line2: billing.line2 || null,
                  city: billing.city,
                  state: billing.state,
                  postal_code: billing.postalCode,
                  country: billing.country,
                },
              },
            },
          },
        });
        if (error || !confirmationToken) return { ok: false, message: error?.message ?? '' };
        return { ok: true, token: confirmationToken.id };
      },
      async authenticate(clientSecret) {
        if (!stripe) return '';
        const { error } = await stripe.handleNextAction({ clientSecret });
        return error ? (error.message ?? '') : null;
      },
    }),
    [stripe, elements],
  );
  return (
    <PaymentElement
      options={{
        // Name, address and phone are the form's own fields, given with the token.
        fields: { billingDetails: { name: 'never', email: 'never', phone: 'never', address: 'never' } },
      }}
    />
  );
}
