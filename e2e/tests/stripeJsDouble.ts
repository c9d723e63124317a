import type { BrowserContext } from '@playwright/test';
import type { StripeStandin } from '../../apps/server/test/stripe/standin.ts';

/**
 * A TEST DOUBLE OF STRIPE.JS, NOT STRIPE.JS: the journeys have no network, and Stripe's own script
 * (js.stripe.com) cannot be loaded. It implements only what `features/deposit/StripePaymentField.tsx`
 * (through @stripe/stripe-js and @stripe/react-stripe-js) calls: `Stripe(key)`, `elements(options)`,
 * the Payment Element's create/mount/on/update/destroy, `elements.submit()`,
 * `createConfirmationToken()` and `handleNextAction()`. It records every call in
 * `window.__stripeJsDouble.calls` so a journey can check what the field asked of Stripe.js.
 *
 * Where real Stripe.js draws its card form in a frame of its own, the double draws one labelled text
 * box in the page ("Card number (Stripe.js test double)"). Its confirmation tokens are those of Stripe's
 * published test cards as the server's local stand-in (apps/server/test/stripe/standin.ts) knows them:
 * `ctoken_card_visa` (4242 4242 4242 4242), `ctoken_card_chargeDeclined` (4000 0000 0000 0002),
 * `ctoken_card_authenticationRequired` (4000 0027 6000 3184). Its 3-D Secure step is a dialog of the
 * double's; completing it posts to api.stripe.com, which the journey routes to the stand-in (as Stripe.js
 * tells Stripe the challenge is done). What Stripe.js really does is only as faithful as this file.
 */
const STRIPE_JS_DOUBLE = String.raw`(() => {
  const calls = [];
  window.__stripeJsDouble = { calls };
  const TEST_CARDS = {
    '4242424242424242': 'card_visa',
    '4000000000000002': 'card_chargeDeclined',
    '4000002760003184': 'card_authenticationRequired',
  };
  let input = null;
  const digits = () => (input ? input.value.replace(/\D/g, '') : '');
  function paymentElement(options) {
    const handlers = {};
    let root = null;
    const emit = (event, payload) => (handlers[event] || []).forEach((cb) => cb(payload));
    return {
      mount(node) {
        calls.push(['mount']);
        root = typeof node === 'string' ? document.querySelector(node) : node;
        const label = document.createElement('label');
        label.textContent = 'Card number (Stripe.js test double)';
        label.htmlFor = 'stripe-js-double-card';
        input = document.createElement('input');
        input.id = 'stripe-js-double-card';
        input.autocomplete = 'off';
        input.addEventListener('input', () => emit('change', { elementType: 'payment', complete: digits().length >= 15, empty: digits() === '' }));
        root.append(label, input);
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
      },
      on(event, cb) { (handlers[event] = handlers[event] || []).push(cb); return this; },
      off(event, cb) { handlers[event] = (handlers[event] || []).filter((h) => h !== cb); return this; },
      update(next) { calls.push(['paymentElement.update', next]); },
      unmount() { if (root) root.replaceChildren(); },
      destroy() { if (root) root.replaceChildren(); input = null; },
    };
  }
  function Stripe(key, options) {
    calls.push(['Stripe', key]);
    const refuse = (name) => () => Promise.reject(new Error(name + ' is not in the Stripe.js test double'));
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken: refuse('createToken'),
      createPaymentMethod: refuse('createPaymentMethod'),
      confirmCardPayment: refuse('confirmCardPayment'),
      confirmPayment: refuse('confirmPayment'),
      elements(elementsOptions) {
        calls.push(['elements', elementsOptions]);
        return {
          update(next) { calls.push(['elements.update', next]); },
          create(type, createOptions) {
            calls.push(['create', type, createOptions]);
            return paymentElement(createOptions);
          },
          getElement() { return null; },
          async submit() {
            calls.push(['submit']);
            if (digits().length < 15) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
            return {};
          },
        };
      },
      async createConfirmationToken({ params }) {
        calls.push(['createConfirmationToken', params]);
        const method = TEST_CARDS[digits()];
        if (!method) return { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } };
        return { confirmationToken: { id: 'ctoken_' + method, object: 'confirmation_token' } };
      },
      async handleNextAction({ clientSecret }) {
        calls.push(['handleNextAction', clientSecret]);
        const approved = await new Promise((resolve) => {
          const dialog = document.createElement('div');
          dialog.setAttribute('role', 'dialog');
          dialog.setAttribute('aria-label', 'Bank authentication (Stripe.js test double)');
          for (const [text, answer] of [['Complete authentication', true], ['Fail authentication', false]]) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = text;
            button.addEventListener('click', () => { dialog.remove(); resolve(answer); });
            dialog.append(button);
          }
          document.body.append(dialog);
          dialog.querySelector('button').focus();
        });
        const intent = clientSecret.split('_secret_')[0];
        const answer = await fetch('https://api.stripe.com/v1/payment_intents/' + intent + '/double_challenge', {
          method: 'POST',
          body: new URLSearchParams({ client_secret: clientSecret, approved: String(approved) }),
        });
        const paymentIntent = await answer.json();
        return approved ? { paymentIntent } : { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' } };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/**
 * Serves the context the Stripe.js double in place of js.stripe.com, and answers the double's end of a
 * 3-D Secure challenge by completing it on the stand-in (what Stripe's servers do when the bank's page
 * is done). Any other request to Stripe's hosts fails the journey: nothing may reach the real Stripe.
 */
export async function serveStripeJsDouble(
  context: BrowserContext,
  standin: StripeStandin,
): Promise<string[]> {
  const unexpected: string[] = [];
  await context.route(/^https:\/\/([a-z0-9-]+\.)*stripe\.com\//, async (route) => {
    const url = new URL(route.request().url());
    if (url.host === 'js.stripe.com' && /^\/([a-z]+\/stripe\.js|v3\/?)$/.test(url.pathname)) {
      await route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_DOUBLE });
      return;
    }
    const challenge = /^\/v1\/payment_intents\/([^/]+)\/double_challenge$/.exec(url.pathname);
    if (url.host === 'api.stripe.com' && challenge?.[1]) {
      const form = new URLSearchParams(route.request().postData() ?? '');
      const pi = standin.intents.get(challenge[1]);
      if (!pi || form.get('client_secret') !== pi.client_secret) {
        await route.fulfill({ status: 404, headers: { 'Access-Control-Allow-Origin': '*' }, json: {} });
        return;
      }
      standin.completeChallenge(pi.id, form.get('approved') === 'true');
      await route.fulfill({
        headers: { 'Access-Control-Allow-Origin': '*' },
        json: { id: pi.id, object: 'payment_intent', status: pi.status },
      });
      return;
    }
    unexpected.push(url.href);
    await route.abort();
  });
  return unexpected;
}
