import { inboxEnCA, inboxEnUS, inboxFrCA } from './inbox-messages.ts';
import { leadEnCA, leadEnUS, leadFrCA } from './LeadMessages.ts';
import { securityEnCA, securityEnUS, securityFrCA } from './security-messages.ts';
import { websiteEnCA, websiteEnUS, websiteFrCA } from './website-messages.ts';

/**
 * The dealer console's messages (issue 22) in the kit's three locales. Kept out of `uiMessages` so
 * that none of them joins a shopper's message packs: the console merges them with the kit's own.
 * The types make the compiler check that every locale has every id.
 */
const enUS = {
  'console.title': 'Dealer console',
  'console.nav.label': 'Dealer console',
  'console.nav.customers': 'Customers',
  'console.nav.inbox': 'Trade-in inbox',
  'console.language': 'Language',
  'console.signedInAs': 'Signed in as {name}',
  'console.signOut': 'Sign out',
  'console.signIn.title': 'Staff sign-in',
  'console.signIn.intro': 'Sign in with your dealership account to help your customers.',
  'console.signIn.email': 'E-mail',
  'console.signIn.password': 'Password',
  'console.signIn.submit': 'Sign in',
  'console.signIn.badCredentials': 'Unable to sign in with the e-mail and password given.',
  'console.signIn.throttled': 'Too many attempts. Please wait and try again.',
  'console.signIn.notThisDealer': 'Your account does not work for this dealership.',
  'console.signIn.required': 'Enter your e-mail and password.',
  'console.error.generic': 'Something went wrong. Please try again.',
  'console.error.offline':
    'Not sent: this device is offline. Nothing was changed and what you chose is kept; try again once it is back online.',
  'console.error.backOnline': 'Back online. It was not sent yet: send it again.',
  'console.sessionEnded': 'Your session has ended. Sign in again to continue: what you typed is kept.',
  'console.menu': 'Menu',
  'console.customers.title': 'Customers',
  'console.customers.search': 'Search customers',
  'console.customers.searchHint': 'Name, e-mail, phone, VIN or stock number',
  'console.customers.submit': 'Search',
  'console.customers.count': '{count, plural, =0 {No customer found.} one {# customer} other {# customers}}',
  'console.customers.countShown': '{shown} of {total} customers shown',
  'console.customers.more': 'Show more customers',
  'console.customers.name': 'Name',
  'console.customers.email': 'E-mail',
  'console.customers.phone': 'Phone',
  'console.customers.actions': 'Actions',
  'console.actAs': 'Act as {name}',
  'console.deals.title': 'Deals of {name}',
  'console.deals.back': 'Back to customers',
  'console.notFound.title': 'Page not found',
  'console.notFound.text': 'The console has no page at this address.',
  'console.otherDealer.title': 'Not your dealership',
  'console.otherDealer.text': 'You are signed in as {email}, whose account does not work for {dealer}.',
  'console.otherDealer.switch': 'Sign in with another account',
  'console.deals.none': 'This customer has no open order.',
  'console.deals.order': 'Order {id}',
  'console.deals.vehicle': 'Vehicle',
  'console.deals.stock': 'Stock {stock} · VIN {vin}',
  'console.deals.paymentType': 'Payment',
  'console.deals.sections': 'Sections',
  'console.deals.tradeIn': 'Trade-in',
  'console.deals.credit': 'Credit application',
  'console.deals.deposit': 'Deposit',
  'console.deals.appointment': 'Appointment',
  'console.deals.nothing': 'None',
  'console.customer.email': 'E-mail',
  'console.customer.phone': 'Phone',
  'console.customer.preferred': 'Prefers',
  'console.customer.method': '{method, select, phone {a phone call} sms {a text message} other {e-mail}}',
  'console.tradeIn.line': '{vehicle}: {status}',
  'console.section.booked': 'Booked',
  'console.section.confirmed': 'Confirmed',
  'console.section.state':
    '{state, select, 1 {Completed} 2 {Awaiting the dealer} 3 {Awaiting the customer} 4 {Skipped} 5 {In progress} other {Not started}}',
  'console.tradeIn.status':
    '{status, select, draft {Draft} awaiting_dealer {Awaiting the dealer} awaiting_customer {Offer awaiting the customer} included {In the deal} excluded {Out of the deal} other {{status}}}',
  'console.tradeIn.offer': 'Offer {amount} until {date}',
  'console.tradeIn.offerAccepted': 'Offer {amount} accepted by the customer',
  'console.tradeIn.offerDeclined':
    '{reason, select, none {Offer {amount} declined by the customer} other {Offer {amount} declined by the customer: “{reason}”}}',
  'console.tradeIn.dealerDecision':
    '{decision, select, no_offer {{reason, select, none {No offer from the dealership} other {No offer from the dealership: “{reason}”}}} other {{reason, select, none {Excluded from the deal by the dealership} other {Excluded from the deal by the dealership: “{reason}”}}}}',
  'console.tradeIn.condition': 'Condition: {condition}',
  'console.inbox.declined':
    '{reason, select, none {The customer declined the offer of {amount}.} other {The customer declined the offer of {amount}: “{reason}”}}',
  'console.credit.status':
    '{status, select, 1 {Awaiting the customer} 2 {Awaiting the dealer} 3 {Complete (approved)} 4 {Declined} 5 {Further verification} other {Started}}',
  'console.section.name':
    '{section, select, build_and_price {Build and price} trade_in {Trade-in} credit_app {Credit application} deposit {Deposit} deposit_vw {Deposit} appointment {Appointment} other {Other step}}',
  'console.section.line': '{section}: {state}',
  'console.paymentType': '{type, select, cash {Cash} finance {Finance} lease {Lease} other {Not chosen}}',
  'console.deals.quote': '{type} · {amount} {frequency} over {term} months',
  'console.deals.quoteCash': '{type} · {amount}',
  'console.deals.down': ' · down payment {amount}',
  'console.deals.accessories': 'Accessories',
  'console.deals.accessory': '{install, select, yes {{title}, installed by the dealership} other {{title}}}',
  'console.deals.answer':
    '{question} {answer, select, yes {Yes} no {No} none {Not answered} other {{label}}}',
  'console.frequency':
    '{frequency, select, weekly {weekly} biweekly {bi-weekly} semimonthly {twice a month} monthly {monthly} other {}}',
  'console.deposit.state':
    '{status, select, pre_authorized {held on the card} confirmed {charged} refunded {refunded} rejected {declined} created {started} initiated {awaiting the card check} expired {expired} canceled {released} other {failed}}',
  'console.deposit.status': '{amount}, {status}',
  'console.appointment.at': '{date} ({location, select, AtHome {at home} other {at the dealership}})',
  'console.inbox.title': 'Trade-ins awaiting the dealer',
  'console.inbox.empty': 'No trade-in is awaiting an offer.',
  'console.inbox.customerLabel': 'Customer:',
  'console.inbox.customerDeals': '{name} (their deals)',
  'console.inbox.order': 'Order {order}',
  'console.inbox.decision': 'Your answer',
  'console.inbox.decisionOption':
    '{decision, select, offer {An offer} conditional {A conditional offer} no_offer {No offer (decline to make one)} other {Exclude the trade-in from the deal}}',
  'console.inbox.submitDecision':
    '{decision, select, offer {Send the offer} conditional {Send the offer} no_offer {Decline to make an offer} other {Exclude the trade-in}}',
  'console.inbox.condition': 'Condition of the offer (the customer reads it)',
  'console.inbox.conditionRequired': 'Write the condition the customer reads with the offer.',
  'console.inbox.message':
    '{decision, select, no_offer {Why no offer (the customer reads it)} other {Why it is excluded (the customer reads it)}}',
  'console.inbox.messageRequired': 'Write a message for the customer.',
  'console.inbox.declinedSent':
    '{reason, select, no_offer {{name} was told the dealership makes no offer.} other {The trade-in of {name} is out of the deal.}}',
  'console.inbox.photoPosition': 'Photo {index, number} of {count, number}',
  'console.inbox.photoPrevious': 'Previous photo',
  'console.inbox.photoNext': 'Next photo',
  'console.inbox.odometer': 'Odometer: {odometer, number} {unit, select, mi {mi} other {km}}',
  'console.inbox.valuation': 'Valuation {low} to {high} ({provider})',
  'console.inbox.amount': 'Offer amount',
  'console.inbox.expires': 'Offer expires on',
  'console.inbox.submit': 'Send the offer',
  'console.inbox.sent': 'Offer sent to {name}.',
  'console.inbox.badAmount': 'Enter an amount of at least 1.00.',
  'console.inbox.notAmount': 'Enter an amount in dollars, such as 12,500.00.',
  'console.inbox.badDate': 'Choose an expiry date.',
  'console.inbox.vin': 'VIN: {vin}',
  'console.leads.vin': 'VIN {vin}',
  'console.inbox.photos': 'Photos',
  'console.inbox.photoCount': '{count, number} of {total, number} photos',
  'console.inbox.photoAngle':
    '{angle, select, image_front {Front} image_back {Back} image_left {Left side} image_right {Right side} image_dashboard {Dashboard} other {Seat interior}}',
  'console.inbox.photoOpen': 'Open the photo: {angle}',
  'console.inbox.photoFailed': 'The photo could not be loaded: {angle}',
  'console.inbox.answers': 'Condition answers',
  'console.loading': 'Loading…',
  'console.forbidden.title': 'Not permitted',
  'console.forbidden.text':
    'Your role does not give access to this page. A sales manager or an administrator of the dealership can help.',
  'console.forbidden.textAdmin':
    'Your role does not give access to this page. An administrator of the dealership can help.',
  ...inboxEnUS,
  ...leadEnUS,
  ...securityEnUS,
  ...websiteEnUS,
} as const;

export type ConsoleMessageId = keyof typeof enUS;
export type ConsoleMessages = Readonly<Record<ConsoleMessageId, string>>;

const enCA: ConsoleMessages = {
  ...enUS,
  ...inboxEnCA,
  ...leadEnCA,
  ...securityEnCA,
  ...websiteEnCA,
  'console.signIn.email': 'Email',
  'console.customers.searchHint': 'Name, email, phone, VIN or stock number',
  'console.customers.email': 'Email',
  'console.customer.email': 'Email',
  'console.customer.method': '{method, select, phone {a phone call} sms {a text message} other {email}}',
  'console.signIn.badCredentials': 'Unable to sign in with the email and password given.',
  'console.signIn.required': 'Enter your email and password.',
  'console.signIn.intro': 'Sign in with your dealership account to help your customers.',
};

const frCA: ConsoleMessages = {
  'console.title': 'Console du concessionnaire',
  'console.nav.label': 'Console du concessionnaire',
  'console.nav.customers': 'Clients',
  'console.nav.inbox': 'Véhicules d’échange à évaluer',
  'console.language': 'Langue',
  'console.signedInAs':
    '{elision, select, yes {Connecté en tant qu’{name}} other {Connecté en tant que {name}}}',
  'console.signOut': 'Se déconnecter',
  'console.signIn.title': 'Connexion du personnel',
  'console.signIn.intro': 'Connectez-vous avec votre compte du concessionnaire pour aider vos clients.',
  'console.signIn.email': 'Courriel',
  'console.signIn.password': 'Mot de passe',
  'console.signIn.submit': 'Se connecter',
  'console.signIn.badCredentials': 'Impossible de se connecter avec le courriel et le mot de passe fournis.',
  'console.signIn.throttled': 'Trop de tentatives. Veuillez patienter, puis réessayer.',
  'console.signIn.notThisDealer': 'Votre compte ne donne pas accès à ce concessionnaire.',
  'console.signIn.required': 'Entrez votre courriel et votre mot de passe.',
  'console.error.generic': 'Une erreur est survenue. Veuillez réessayer.',
  'console.error.offline':
    'Non envoyé\u00a0: cet appareil est hors ligne. Rien n’a été modifié et vos choix sont conservés\u202f; réessayez une fois la connexion rétablie.',
  'console.error.backOnline': 'Connexion rétablie. Rien n’a encore été envoyé\u00a0: envoyez-le de nouveau.',
  'console.sessionEnded':
    'Votre session a pris fin. Reconnectez-vous pour continuer\u00a0: ce que vous avez saisi est conservé.',
  'console.menu': 'Menu',
  'console.customers.title': 'Clients',
  'console.customers.search': 'Rechercher des clients',
  'console.customers.searchHint': 'Nom, courriel, téléphone, NIV ou numéro de stock',
  'console.customers.submit': 'Rechercher',
  'console.customers.count': '{count, plural, =0 {Aucun client trouvé.} one {# client} other {# clients}}',
  'console.customers.countShown': '{shown} clients affichés sur {total}',
  'console.customers.more': 'Afficher plus de clients',
  'console.customers.name': 'Nom',
  'console.customers.email': 'Courriel',
  'console.customers.phone': 'Téléphone',
  'console.customers.actions': 'Actions',
  'console.actAs': '{elision, select, yes {Agir au nom d’{name}} other {Agir au nom de {name}}}',
  'console.deals.title': '{elision, select, yes {Transactions d’{name}} other {Transactions de {name}}}',
  'console.deals.back': 'Retour aux clients',
  'console.notFound.title': 'Page introuvable',
  'console.notFound.text': 'La console n’a pas de page à cette adresse.',
  'console.otherDealer.title': 'Pas votre concessionnaire',
  'console.otherDealer.text':
    'Vous êtes connecté en tant que {email}, dont le compte ne donne pas accès à {dealer}.',
  'console.otherDealer.switch': 'Se connecter avec un autre compte',
  'console.deals.none': 'Ce client n’a aucune commande en cours.',
  'console.deals.order': 'Commande {id}',
  'console.deals.vehicle': 'Véhicule',
  'console.deals.stock': 'N° de stock {stock} · NIV {vin}',
  'console.deals.paymentType': 'Paiement',
  'console.deals.sections': 'Étapes',
  'console.deals.tradeIn': 'Véhicule d’échange',
  'console.deals.credit': 'Demande de crédit',
  'console.deals.deposit': 'Dépôt',
  'console.deals.appointment': 'Rendez-vous',
  'console.deals.nothing': '{gender, select, feminine {Aucune} other {Aucun}}',
  'console.customer.email': 'Courriel',
  'console.customer.phone': 'Téléphone',
  'console.customer.preferred': 'Préfère',
  'console.customer.method': '{method, select, phone {un appel} sms {un texto} other {le courriel}}',
  'console.tradeIn.line': '{vehicle}\u00a0: {status}',
  'console.section.booked': 'Réservé',
  'console.section.confirmed': 'Confirmé',
  'console.section.state':
    '{state, select, 1 {{section, select, build_and_price {Terminée} credit_app {Terminée} other {Terminé}}} 2 {En attente du concessionnaire} 3 {En attente du client} 4 {{section, select, build_and_price {Sautée} credit_app {Sautée} other {Sauté}}} 5 {En cours} other {{section, select, build_and_price {Non commencée} credit_app {Non commencée} other {Non commencé}}}}',
  'console.tradeIn.status':
    '{status, select, draft {Brouillon} awaiting_dealer {En attente du concessionnaire} awaiting_customer {Offre en attente du client} included {Inclus dans la transaction} excluded {Retiré de la transaction} other {{status}}}',
  'console.tradeIn.offer': 'Offre de {amount} jusqu’au {date}',
  'console.tradeIn.offerAccepted': 'Offre de {amount} acceptée par le client',
  'console.tradeIn.offerDeclined':
    '{reason, select, none {Offre de {amount} refusée par le client} other {Offre de {amount} refusée par le client\u00a0: «\u00a0{reason}\u00a0»}}',
  'console.tradeIn.dealerDecision':
    '{decision, select, no_offer {{reason, select, none {Aucune offre du concessionnaire} other {Aucune offre du concessionnaire\u00a0: «\u00a0{reason}\u00a0»}}} other {{reason, select, none {Retiré de la transaction par le concessionnaire} other {Retiré de la transaction par le concessionnaire\u00a0: «\u00a0{reason}\u00a0»}}}}',
  'console.tradeIn.condition': 'Condition\u00a0: {condition}',
  'console.inbox.declined':
    '{reason, select, none {Le client a refusé l’offre de {amount}.} other {Le client a refusé l’offre de {amount}\u00a0: «\u00a0{reason}\u00a0»}}',
  'console.credit.status':
    '{status, select, 1 {En attente du client} 2 {En attente du concessionnaire} 3 {Terminée (approuvée)} 4 {Refusée} 5 {Vérification supplémentaire} other {Commencée}}',
  'console.section.name':
    '{section, select, build_and_price {Configuration et prix} trade_in {Véhicule d’échange} credit_app {Demande de crédit} deposit {Dépôt} deposit_vw {Dépôt} appointment {Rendez-vous} other {Autre étape}}',
  'console.section.line': '{section}\u00a0: {state}',
  'console.paymentType':
    '{type, select, cash {Comptant} finance {Financement} lease {Location} other {Non choisi}}',
  'console.deals.quote': '{type} · {amount} {frequency} sur {term} mois',
  'console.deals.quoteCash': '{type} · {amount}',
  'console.deals.down': ' · mise de fonds {amount}',
  'console.deals.accessories': 'Accessoires',
  'console.deals.accessory':
    '{install, select, yes {{title}, installé par le concessionnaire} other {{title}}}',
  'console.deals.answer':
    '{question} {answer, select, yes {Oui} no {Non} none {Sans réponse} other {{label}}}',
  'console.frequency':
    '{frequency, select, weekly {par semaine} biweekly {aux deux semaines} semimonthly {deux fois par mois} monthly {par mois} other {}}',
  'console.deposit.state':
    '{status, select, pre_authorized {retenu sur la carte} confirmed {débité} refunded {remboursé} rejected {refusé} created {commencé} initiated {en attente de la vérification de la carte} expired {expiré} canceled {libéré} other {en échec}}',
  'console.deposit.status': '{amount}, {status}',
  'console.appointment.at':
    '{date} ({location, select, AtHome {à domicile} other {chez le concessionnaire}})',
  'console.inbox.title': 'Véhicules d’échange en attente du concessionnaire',
  'console.inbox.empty': 'Aucun véhicule d’échange n’attend d’offre.',
  'console.inbox.customerLabel': 'Client\u00a0:',
  'console.inbox.customerDeals': '{name} (ses projets d’achat)',
  'console.inbox.order': 'Commande {order}',
  'console.inbox.decision': 'Votre réponse',
  'console.inbox.decisionOption':
    '{decision, select, offer {Une offre} conditional {Une offre conditionnelle} no_offer {Aucune offre (refuser d’en faire une)} other {Exclure le véhicule d’échange de l’achat}}',
  'console.inbox.submitDecision':
    '{decision, select, offer {Envoyer l’offre} conditional {Envoyer l’offre} no_offer {Refuser de faire une offre} other {Exclure le véhicule d’échange}}',
  'console.inbox.condition': 'Condition de l’offre (le client la lit)',
  'console.inbox.conditionRequired': 'Écrivez la condition que le client lira avec l’offre.',
  'console.inbox.message':
    '{decision, select, no_offer {Pourquoi aucune offre (le client le lit)} other {Pourquoi il est exclu (le client le lit)}}',
  'console.inbox.messageRequired': 'Écrivez un message pour le client.',
  'console.inbox.declinedSent':
    '{reason, select, no_offer {{name} a été avisé que le concessionnaire ne fait pas d’offre.} other {Le véhicule d’échange de {name} est exclu de l’achat.}}',
  'console.inbox.photoPosition': 'Photo {index, number} sur {count, number}',
  'console.inbox.photoPrevious': 'Photo précédente',
  'console.inbox.photoNext': 'Photo suivante',
  'console.inbox.odometer': 'Odomètre\u00a0: {odometer, number} {unit, select, mi {mi} other {km}}',
  'console.inbox.valuation': 'Évaluation de {low} à {high} ({provider})',
  'console.inbox.amount': 'Montant de l’offre',
  'console.inbox.expires': 'L’offre expire le',
  'console.inbox.submit': 'Envoyer l’offre',
  'console.inbox.sent': 'Offre envoyée à {name}.',
  'console.inbox.badAmount': 'Entrez un montant d’au moins 1,00.',
  'console.inbox.notAmount': 'Entrez un montant en dollars, comme 12 500,00.',
  'console.inbox.badDate': 'Choisissez une date d’expiration.',
  'console.inbox.vin': 'NIV\u00a0: {vin}',
  'console.leads.vin': 'NIV {vin}',
  'console.inbox.photos': 'Photos',
  'console.inbox.photoCount':
    '{count, plural, one {# photo sur {total, number}} other {# photos sur {total, number}}}',
  'console.inbox.photoAngle':
    '{angle, select, image_front {Avant} image_back {Arrière} image_left {Côté gauche} image_right {Côté droit} image_dashboard {Tableau de bord} other {Intérieur (sièges)}}',
  'console.inbox.photoOpen': 'Ouvrir la photo\u00a0: {angle}',
  'console.inbox.photoFailed': 'La photo n’a pas pu être chargée\u00a0: {angle}',
  'console.inbox.answers': 'Réponses sur l’état du véhicule',
  'console.loading': 'Chargement…',
  'console.forbidden.title': 'Accès non autorisé',
  'console.forbidden.text':
    'Votre rôle ne donne pas accès à cette page. Un directeur des ventes ou un administrateur du concessionnaire peut vous aider.',
  'console.forbidden.textAdmin':
    'Votre rôle ne donne pas accès à cette page. Un administrateur du concessionnaire peut vous aider.',
  ...inboxFrCA,
  ...leadFrCA,
  ...securityFrCA,
  ...websiteFrCA,
};

export const CONSOLE_LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

export const consoleMessages: Readonly<Record<ConsoleLocale, ConsoleMessages>> = {
  'en-US': enUS,
  'en-CA': enCA,
  'fr-CA': frCA,
};
