/**
 * The dealer console's personalised quotes (PRAQ, spec 2 §3–§5, issue 22): its messages in the kit's
 * three locales, a block of their own (the console app merges them with `consoleMessages`). The types
 * make the compiler check that every locale has every id.
 */

import type { PrimitiveType } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ConsoleLocale } from './messages.ts';

const enUS = {
  'quote.prepare': 'Prepare quotes',
  'quote.title': 'Quotes for {name}',
  'quote.back': 'Back to the customer’s deals',
  'quote.vehicle': 'Vehicle: {vehicle}',
  'quote.column': 'Quote {number}',
  'quote.add': 'Add a quote',
  'quote.limit': 'Three quotes is the limit: remove one to add another.',
  'quote.included': 'Included on every vehicle',
  'quote.remove': 'Remove quote {number}',
  'quote.save': 'Save quote {number}',
  'quote.saved': 'Quote {number} saved.',
  'quote.paymentType': 'Payment type',
  'quote.term': 'Term (months)',
  'quote.downPayment': 'Down payment',
  'quote.badAmount': 'Enter an amount like 2,000.00.',
  'quote.frequency': 'Payment frequency',
  'quote.frequencyOption':
    '{frequency, select, weekly {Weekly} biweekly {Bi-weekly} semimonthly {Semi-monthly} monthly {Monthly} other {{frequency}}}',
  'quote.accessories': 'Accessories',
  'quote.protections': 'Protection plans',
  'quote.incentives': 'Incentives',
  'quote.noneOffered': 'None offered for this vehicle.',
  'quote.expiry': 'Expires on',
  'quote.expiryHint': 'Defaults to 10 days from today.',
  'quote.expiryPast': 'Choose today or a later date.',
  'quote.expiresOn': 'Expires {long} ({short})',
  'quote.payment':
    '{amount} {frequency, select, weekly {weekly} biweekly {every two weeks} semimonthly {twice a month} monthly {monthly} other {}}',
  'quote.cashTotal': '{amount} total',
  'quote.pricing': 'Pricing…',
  'quote.unsaved': 'This payment is for the quote as saved. Save it to price your changes.',
  'quote.notPriced': 'This quote could not be priced: {reason}',
  'quote.against': 'Against the customer’s order',
  'quote.noOrderPayment': 'The customer’s order has no payment yet.',
  'quote.orderOtherFrequency':
    'The order pays {amount} {frequency, select, weekly {weekly} biweekly {every two weeks} semimonthly {twice a month} monthly {monthly} other {}}: another frequency, not compared per payment.',
  'quote.orderCash': 'The order is a cash deal of {amount}: not compared per payment.',
  'quote.same': 'Same as the customer’s order.',
  'quote.more': '{amount} more per payment than the order',
  'quote.less': '{amount} less per payment than the order',
  'quote.changed': 'Differs in: {fields}',
  'quote.field':
    '{field, select, payment_type {payment type} term {term} down_payment {down payment} payment_frequency {frequency} accessory_ids {accessories} protection_ids {protection plans} incentives {incentives} other {{field}}}',
  'quote.status.draft': 'Not visible to the customer yet: activate the quotes first.',
  'quote.status.active': 'Active: the customer can see these quotes.',
  'quote.status.submitted': 'Sent to the customer on {date}.',
  'quote.sent': 'The quotes were e-mailed to {name}.',
  'quote.activate': 'Activate the quotes',
  'quote.message': 'Message to the customer',
  'quote.messageDefault': 'Here are the quotes we prepared for you.',
  'quote.submit': 'Send the quotes by e-mail',
  'quote.submitted': 'The quotes were sent to the customer by e-mail.',
  'quote.empty': 'No quote yet: add one.',
};

export type QuoteMessageId = keyof typeof enUS;
export type QuoteMessages = Readonly<Record<QuoteMessageId, string>>;

const enCA: QuoteMessages = { ...enUS, 'quote.sent': 'The quotes were emailed to {name}.' };

const frCA: QuoteMessages = {
  'quote.prepare': 'Préparer des soumissions',
  'quote.title': 'Soumissions pour {name}',
  'quote.back': 'Retour aux transactions du client',
  'quote.vehicle': 'Véhicule\u00a0: {vehicle}',
  'quote.column': 'Soumission {number}',
  'quote.add': 'Ajouter une soumission',
  'quote.limit': 'Trois soumissions au plus\u00a0: retirez-en une pour en ajouter une autre.',
  'quote.included': 'Inclus sur chaque véhicule',
  'quote.remove': 'Retirer la soumission {number}',
  'quote.save': 'Enregistrer la soumission {number}',
  'quote.saved': 'Soumission {number} enregistrée.',
  'quote.paymentType': 'Mode de paiement',
  'quote.term': 'Durée (mois)',
  'quote.downPayment': 'Mise de fonds',
  'quote.badAmount': 'Entrez un montant comme 2 000,00.',
  'quote.frequency': 'Fréquence des paiements',
  'quote.frequencyOption':
    '{frequency, select, weekly {Hebdomadaire} biweekly {Aux deux semaines} semimonthly {Deux fois par mois} monthly {Mensuelle} other {{frequency}}}',
  'quote.accessories': 'Accessoires',
  'quote.protections': 'Plans de protection',
  'quote.incentives': 'Incitatifs',
  'quote.noneOffered': 'Aucun n’est offert pour ce véhicule.',
  'quote.expiry': 'Expire le',
  'quote.expiryHint': 'Par défaut, 10 jours après aujourd’hui.',
  'quote.expiryPast': 'Choisissez aujourd’hui ou une date ultérieure.',
  'quote.expiresOn': 'Expire le {long} ({short})',
  'quote.payment':
    '{amount} {frequency, select, weekly {par semaine} biweekly {aux deux semaines} semimonthly {deux fois par mois} monthly {par mois} other {}}',
  'quote.cashTotal': '{amount} au total',
  'quote.pricing': 'Calcul du prix…',
  'quote.unsaved':
    'Ce paiement est celui de la soumission enregistrée. Enregistrez-la pour calculer vos modifications.',
  'quote.notPriced': 'Cette soumission n’a pas pu être calculée\u00a0: {reason}',
  'quote.against': 'Par rapport à la commande du client',
  'quote.noOrderPayment': 'La commande du client n’a pas encore de paiement.',
  'quote.orderOtherFrequency':
    'La commande prévoit {amount} {frequency, select, weekly {par semaine} biweekly {aux deux semaines} semimonthly {deux fois par mois} monthly {par mois} other {}}\u00a0: autre fréquence, pas de comparaison par paiement.',
  'quote.orderCash': 'La commande est un achat comptant de {amount}\u00a0: pas de comparaison par paiement.',
  'quote.same': 'Identique à la commande du client.',
  'quote.more': '{amount} de plus par paiement que la commande',
  'quote.less': '{amount} de moins par paiement que la commande',
  'quote.changed': 'Diffère par\u00a0: {fields}',
  'quote.field':
    '{field, select, payment_type {mode de paiement} term {durée} down_payment {mise de fonds} payment_frequency {fréquence} accessory_ids {accessoires} protection_ids {plans de protection} incentives {incitatifs} other {{field}}}',
  'quote.status.draft': 'Pas encore visibles pour le client\u00a0: activez d’abord les soumissions.',
  'quote.status.active': 'Actives\u00a0: le client peut voir ces soumissions.',
  'quote.status.submitted': 'Envoyées au client le {date}.',
  'quote.sent': 'Les soumissions ont été envoyées par courriel à {name}.',
  'quote.activate': 'Activer les soumissions',
  'quote.message': 'Message au client',
  'quote.messageDefault': 'Voici les soumissions que nous avons préparées pour vous.',
  'quote.submit': 'Envoyer les soumissions par courriel',
  'quote.submitted': 'Les soumissions ont été envoyées au client par courriel.',
  'quote.empty': 'Aucune soumission\u00a0: ajoutez-en une.',
};

export const quoteMessages: Readonly<Record<ConsoleLocale, QuoteMessages>> = {
  'en-US': enUS,
  'en-CA': enCA,
  'fr-CA': frCA,
};

export type QuoteText = (id: QuoteMessageId, values?: Record<string, PrimitiveType>) => string;

/** `t(id, values)` for the quotes screen's messages. */
export function useQuoteText(): QuoteText {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
