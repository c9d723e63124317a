/**
 * The dealer console's storefront settings screen (issue 22): its messages in the kit's three
 * locales, a block of their own (the console app merges them with `consoleMessages`). The types make
 * the compiler check that every locale has every id.
 */

import type { PrimitiveType } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ConsoleLocale } from './messages.ts';

const enUS = {
  'settings.nav': 'Storefront settings',
  'settings.title': 'Storefront settings',
  'settings.intro':
    'Changes apply to the storefront on its next page. Each saved change is a version you can go back to.',
  'settings.save': 'Save the settings',
  'settings.saving': 'Saving…',
  'settings.saved': 'Settings saved as version {version}.',
  'settings.errors': 'The settings were not saved. Correct these fields:',
  'settings.errorItem': '{field}: {message}',
  'settings.conflict':
    'Someone else saved the settings as version {version} while you were editing. What you typed is still here.',
  'settings.conflict.theirs': 'They changed: {parts}.',
  'settings.conflictReloaded':
    'Someone else changed the settings meanwhile. They were reloaded: apply your change again.',
  'settings.conflict.choose':
    'Save your changes over theirs (only what you changed replaces their version), or load their version (your changes are dropped).',
  'settings.conflict.overwrite': 'Save my changes over theirs',
  'settings.conflict.load': 'Load their version (drop my changes)',
  'settings.readOnly': 'Your role reads these settings; a dealer administrator changes them.',
  'settings.colours.title': 'Brand colours',
  'settings.colours.cta': 'Buttons (call to action)',
  'settings.colours.headerBackground': 'Header background',
  'settings.colours.headerElements': 'Header text and icons',
  'settings.colours.picker': 'Pick: {label}',
  'settings.colours.altCta': 'Header button in the header text colour',
  'settings.colours.invalid': 'Enter a colour as #RRGGBB, like #C8102E.',
  'settings.colours.preview': 'Live preview',
  'settings.colours.previewDealer': 'Your dealership',
  'settings.colours.previewHeading': 'Build your deal online',
  'settings.colours.previewText': 'Choose a payment that suits you, then reserve the vehicle.',
  'settings.colours.previewButton': 'Reserve this vehicle',
  'settings.colours.previewLink': 'See the details',
  'settings.colours.adjusted':
    'The header text is shown in {colour}: the colour chosen would not be legible on the header background.',
  'settings.contrast.title': 'Contrast guarantees',
  'settings.contrast.summary':
    '{passed, number} of {total, number} colour pairs of the storefront meet WCAG AA (4.5:1 for text, 3:1 for controls and focus).',
  'settings.contrast.pair': 'Pair',
  'settings.contrast.sample': 'Sample',
  'settings.contrast.ratio': 'Contrast',
  'settings.contrast.required': 'Required',
  'settings.contrast.result': 'Result',
  'settings.contrast.pass': 'Pass',
  'settings.contrast.fail': 'Fail',
  'settings.contrast.name':
    '{pair, select, button {Button text on the button colour} header {Header text on the header} headerCta {Header button text} link {Links and prices on the page} focus {Focus ring on the page} other {Other pair}}',
  'settings.copy.title': 'Custom copy',
  'settings.copy.intro':
    'Replace a storefront text by its message id (such as inventory.title), in each language.',
  'settings.copy.id': 'Message id',
  'settings.copy.text': 'Text ({locale})',
  'settings.copy.add': 'Add a text',
  'settings.copy.remove': 'Remove the text {id}',
  'settings.copy.entry': 'Text {number}',
  'settings.disclaimers.title': 'Disclaimers',
  'settings.disclaimers.superscript': 'Mark',
  'settings.disclaimers.text': 'Disclaimer ({locale})',
  'settings.disclaimers.add': 'Add a disclaimer',
  'settings.disclaimers.remove': 'Remove disclaimer {number}',
  'settings.disclaimers.entry': 'Disclaimer {number}',
  'settings.payment.title': 'Payment settings',
  'settings.payment.frequencies': 'Payment frequencies offered',
  'settings.payment.frequency':
    '{frequency, select, weekly {Weekly} biweekly {Bi-weekly} semimonthly {Semi-monthly} monthly {Monthly} other {{frequency}}}',
  'settings.payment.defaultFrequency': 'Default frequency',
  'settings.payment.finance': 'Finance rates (APR %)',
  'settings.payment.lease': 'Lease rates (APR %)',
  'settings.payment.terms': 'Terms in months, separated by commas',
  'settings.payment.defaultTerm': 'Default term (months)',
  'settings.payment.term': 'Term',
  'settings.payment.months': '{term, number} months',
  'settings.payment.condition':
    '{condition, select, new {New} used {Used} cpo {Certified pre-owned} other {{condition}}}',
  'settings.payment.rate': 'Rate, {condition}, {term, number} months',
  'settings.payment.badRate': 'Enter a rate from 0 to 99.99, like 4.5 or 4.5 %.',
  'settings.payment.badTerms': 'Enter terms from 1 to 120 months, separated by commas, like 36, 48, 60.',
  'settings.field.rate':
    '{table, select, finance {Finance rate} other {Lease rate}}, {condition}, {term, number} months',
  'settings.field.rates': '{table, select, finance {Finance rates} other {Lease rates}}',
  'settings.field.terms': '{table, select, finance {Finance terms} other {Lease terms}}',
  'settings.field.defaultTerm': '{table, select, finance {Finance default term} other {Lease default term}}',
  'settings.field.origin': 'Embedding origin, line {number, number}',
  'settings.payment.fees': 'Fees',
  'settings.payment.fee': 'Fee: {name}',
  'settings.payment.taxable': 'Taxable: {name}',
  'settings.deposit.title': 'Deposit',
  'settings.deposit.enabled': 'Take deposits online',
  'settings.deposit.amount': 'Deposit amount',
  'settings.deposit.cancellationFee': 'Cancellation fee',
  'settings.deposit.mode': 'How the deposit is taken',
  'settings.deposit.hold': 'Held on the card (captured later)',
  'settings.deposit.capture': 'Charged at once',
  'settings.deposit.badAmount': 'Enter an amount such as 500.00.',
  'settings.embedding.title': 'Embedding origins',
  'settings.embedding.label': 'Websites that may embed the storefront, one per line',
  'settings.embedding.hint': 'Each as an origin such as https://www.example.com (https, no path).',
  'settings.map.title': 'Map on the appointment page',
  'settings.map.label': 'Map image address',
  'settings.map.hint':
    'The https address of your map provider’s static image, with {lat} and {lng} where the dealership’s position goes (and if you like {zoom}, {width}, {height}). Leave it empty for no map.',
  'settings.flow.title': 'Deal flow and sections',
  'settings.flow.flow': 'How the shopper takes the sections',
  'settings.flow.field': 'Deal flow',
  'settings.flow.type':
    '{flow, select, checkout {In order, one section after another (linear)} modular {In any order (modular)} other {The older transactional flow}}',
  'settings.flow.tradeIn': 'Trade-in system',
  'settings.flow.tradeInSystem':
    '{system, select, CBB {Canadian Black Book} TRADEPENDING {TradePending} other {None: no trade-in section}}',
  'settings.flow.credit': 'Credit application system',
  'settings.flow.creditSystem':
    '{system, select, DEAL_API {The dealership’s deal API} EQUIFAX {Equifax} TRANSUNION {TransUnion} ROUTEONE {RouteOne} VW {The manufacturer’s finance system} other {None: no credit application section}}',
  'settings.flow.sections': 'The deal’s sections, in order',
  'settings.flow.section':
    '{section, select, build_and_price {Build and price} trade_in {Trade-in} credit_app {Credit application} deposit {Deposit} appointment {Appointment} other {{section}}}',
  'settings.flow.hint':
    'The deal always starts with build and price and ends with the appointment; the deposit section follows “Take deposits online” below.',
  'settings.consents.title': 'Consents',
  'settings.consents.intro':
    'What the storefront asks the shopper to agree to: at sign-up, and on the contact forms for the contact consents.',
  'settings.consents.name':
    '{key, select, dealer_marketing {News and offers from the dealership} dealer_data_collection {Use of the shopper’s information for the deal} contact_marketing {News and offers, on the contact forms} contact_data_collection {Use of the shopper’s information, on the contact forms} other {Consent {key}}}',
  'settings.consents.level': 'How it is asked',
  'settings.consents.levelOption':
    '{level, select, NO_CONSENT {Not asked} OPTIONAL_CONSENT {Optional} other {Required: the shopper must agree to go on}}',
  'settings.consents.text': 'Wording ({locale})',
  'settings.consents.wording': 'Wording',
  'settings.logos.title': 'Logos',
  'settings.logos.slot': '{slot, select, primary {Header logo} other {Partner logo beside it}}',
  'settings.logos.current': '{slot, select, primary {Header logo} other {Partner logo}} now',
  'settings.logos.none': 'None',
  'settings.logos.upload':
    '{slot, select, primary {Upload a header logo} other {Upload a partner logo}} (PNG, JPEG or WebP, 56 KB at most)',
  'settings.logos.remove': '{slot, select, primary {Remove the header logo} other {Remove the partner logo}}',
  'settings.logos.tooLarge': 'A logo may be 56 KB at most: send a smaller file.',
  'settings.logos.failed': 'The logo could not be uploaded: try again.',
  'settings.history.title': 'Version history',
  'settings.history.empty':
    'No change saved yet: the first change saves the settings as they are now as version 1.',
  'settings.history.version': 'Version {version}',
  'settings.history.current': 'Current',
  'settings.history.by': '{date} by {name}',
  'settings.history.initial': '{date}: the settings before the first change',
  'settings.history.changed': 'Changed: {parts}',
  'settings.history.restored': 'Restored from version {version}',
  'settings.history.part':
    '{part, select, theme {brand colours} custom_copy {custom copy} disclaimers {disclaimers} payment_frequencies {frequencies} payment_finance {finance} payment_lease {lease} payment_fees {fees} payment_deposit {deposit} embedding_origins {embedding origins} static_map_url_template {static map} flow {deal flow and sections} consents {consents} logos {logos} other {{part}}}',
  'settings.history.nothing': 'nothing',
  'settings.history.rollback': 'Go back to version {version}',
  'settings.history.rollbackAsk':
    'Go back to version {version}? The storefront shows its settings at once; the current settings stay in the history.',
  'settings.history.rollbackUnsaved': 'Your unsaved changes in the form above will be lost.',
  'settings.history.rollbackYes': 'Yes, go back',
  'settings.history.rollbackNo': 'No',
  'settings.history.rolledBack': 'Version {version} restored as version {current}.',
} as const;

export type SettingsMessageId = keyof typeof enUS;
export type SettingsMessages = Readonly<Record<SettingsMessageId, string>>;

const enCA: SettingsMessages = {
  ...enUS,
  'settings.colours.cta': 'Buttons (call to action)',
  'settings.colours.title': 'Brand colours',
};

const frCA: SettingsMessages = {
  'settings.nav': 'Paramètres de la vitrine',
  'settings.title': 'Paramètres de la vitrine',
  'settings.intro':
    'Les changements s’appliquent à la vitrine dès sa prochaine page. Chaque changement enregistré est une version à laquelle vous pouvez revenir.',
  'settings.save': 'Enregistrer les paramètres',
  'settings.saving': 'Enregistrement…',
  'settings.saved': 'Paramètres enregistrés comme version {version}.',
  'settings.errors': 'Les paramètres n’ont pas été enregistrés. Corrigez ces champs\u00a0:',
  'settings.errorItem': '{field}\u00a0: {message}',
  'settings.conflict':
    'Quelqu’un d’autre a enregistré les paramètres comme version {version} pendant que vous les modifiiez. Ce que vous avez tapé est toujours ici.',
  'settings.conflict.theirs': 'Ses changements\u00a0: {parts}.',
  'settings.conflictReloaded':
    'Quelqu’un d’autre a modifié les paramètres entretemps. Ils ont été rechargés\u00a0: refaites votre modification.',
  'settings.conflict.choose':
    'Enregistrez vos modifications par-dessus les siennes (seul ce que vous avez modifié remplace sa version) ou chargez sa version (vos modifications sont abandonnées).',
  'settings.conflict.overwrite': 'Enregistrer mes modifications par-dessus les siennes',
  'settings.conflict.load': 'Charger sa version (abandonner mes modifications)',
  'settings.readOnly':
    'Votre rôle permet de lire ces paramètres\u202f; un administrateur du concessionnaire les modifie.',
  'settings.colours.title': 'Couleurs de la marque',
  'settings.colours.cta': 'Boutons (appel à l’action)',
  'settings.colours.headerBackground': 'Fond de l’en-tête',
  'settings.colours.headerElements': 'Texte et icônes de l’en-tête',
  'settings.colours.picker': 'Choisir\u00a0: {label}',
  'settings.colours.altCta': 'Bouton de l’en-tête dans la couleur du texte de l’en-tête',
  'settings.colours.invalid': 'Entrez une couleur au format #RRVVBB, par exemple #C8102E.',
  'settings.colours.preview': 'Aperçu en direct',
  'settings.colours.previewDealer': 'Votre concessionnaire',
  'settings.colours.previewHeading': 'Préparez votre achat en ligne',
  'settings.colours.previewText': 'Choisissez le paiement qui vous convient, puis réservez le véhicule.',
  'settings.colours.previewButton': 'Réserver ce véhicule',
  'settings.colours.previewLink': 'Voir les détails',
  'settings.colours.adjusted':
    'Le texte de l’en-tête est affiché en {colour}\u00a0: la couleur choisie ne serait pas lisible sur le fond de l’en-tête.',
  'settings.contrast.title': 'Contraste garanti',
  'settings.contrast.summary':
    '{passed, number} des {total, number} paires de couleurs de la vitrine respectent les WCAG AA (4,5:1 pour le texte, 3:1 pour les commandes et le focus).',
  'settings.contrast.pair': 'Paire',
  'settings.contrast.sample': 'Exemple',
  'settings.contrast.ratio': 'Contraste',
  'settings.contrast.required': 'Exigé',
  'settings.contrast.result': 'Résultat',
  'settings.contrast.pass': 'Conforme',
  'settings.contrast.fail': 'Non conforme',
  'settings.contrast.name':
    '{pair, select, button {Texte des boutons sur leur couleur} header {Texte de l’en-tête sur son fond} headerCta {Texte du bouton de l’en-tête} link {Liens et prix sur la page} focus {Contour de focus sur la page} other {Autre paire}}',
  'settings.copy.title': 'Textes personnalisés',
  'settings.copy.intro':
    'Remplacez un texte de la vitrine par son identifiant de message (comme inventory.title), dans chaque langue.',
  'settings.copy.id': 'Identifiant du message',
  'settings.copy.text': 'Texte ({locale})',
  'settings.copy.add': 'Ajouter un texte',
  'settings.copy.remove': 'Retirer le texte {id}',
  'settings.copy.entry': 'Texte {number}',
  'settings.disclaimers.title': 'Avis juridiques',
  'settings.disclaimers.superscript': 'Marque',
  'settings.disclaimers.text': 'Avis ({locale})',
  'settings.disclaimers.add': 'Ajouter un avis',
  'settings.disclaimers.remove': 'Retirer l’avis {number}',
  'settings.disclaimers.entry': 'Avis {number}',
  'settings.payment.title': 'Paramètres de paiement',
  'settings.payment.frequencies': 'Fréquences de paiement offertes',
  'settings.payment.frequency':
    '{frequency, select, weekly {Hebdomadaire} biweekly {Aux deux semaines} semimonthly {Bimensuel} monthly {Mensuel} other {{frequency}}}',
  'settings.payment.defaultFrequency': 'Fréquence par défaut',
  'settings.payment.finance': 'Taux de financement (TAP %)',
  'settings.payment.lease': 'Taux de location (TAP %)',
  'settings.payment.terms': 'Durées en mois, séparées par des virgules',
  'settings.payment.defaultTerm': 'Durée par défaut (mois)',
  'settings.payment.term': 'Durée',
  'settings.payment.months': '{term, number} mois',
  'settings.payment.condition':
    '{condition, select, new {Neuf} used {Occasion} cpo {Véhicule d’occasion certifié} other {{condition}}}',
  'settings.payment.rate': 'Taux, {condition}, {term, number} mois',
  'settings.payment.badRate': 'Entrez un taux de 0 à 99,99, par exemple 4,5 ou 4,5\u00a0%.',
  'settings.payment.badTerms':
    'Entrez des durées de 1 à 120 mois, séparées par des virgules, par exemple 36, 48, 60.',
  'settings.field.rate':
    '{table, select, finance {Taux de financement} other {Taux de location}}, {condition}, {term, number} mois',
  'settings.field.rates': '{table, select, finance {Taux de financement} other {Taux de location}}',
  'settings.field.terms': '{table, select, finance {Termes du financement} other {Termes de la location}}',
  'settings.field.defaultTerm':
    '{table, select, finance {Durée par défaut du financement} other {Durée par défaut de la location}}',
  'settings.field.origin': 'Origine d’intégration, ligne {number, number}',
  'settings.payment.fees': 'Frais',
  'settings.payment.fee': 'Frais\u00a0: {name}',
  'settings.payment.taxable': 'Imposable\u00a0: {name}',
  'settings.deposit.title': 'Dépôt',
  'settings.deposit.enabled': 'Prendre des dépôts en ligne',
  'settings.deposit.amount': 'Montant du dépôt',
  'settings.deposit.cancellationFee': 'Frais d’annulation',
  'settings.deposit.mode': 'Façon de prendre le dépôt',
  'settings.deposit.hold': 'Retenu sur la carte (débité plus tard)',
  'settings.deposit.capture': 'Débité immédiatement',
  'settings.deposit.badAmount': 'Entrez un montant comme 500,00.',
  'settings.embedding.title': 'Origines d’intégration',
  'settings.embedding.label': 'Sites Web qui peuvent intégrer la vitrine, un par ligne',
  'settings.embedding.hint':
    'Chacun comme une origine, par exemple https://www.exemple.com (https, sans chemin).',
  'settings.map.title': 'Carte de la page de rendez-vous',
  'settings.map.label': 'Adresse de l’image de carte',
  'settings.map.hint':
    'L’adresse https de l’image statique de votre fournisseur de cartes, avec {lat} et {lng} à la place de la position du concessionnaire (et au besoin {zoom}, {width}, {height}). Laissez-la vide pour ne pas afficher de carte.',
  'settings.flow.title': 'Parcours et sections de l’achat',
  'settings.flow.flow': 'Comment le client passe par les sections',
  'settings.flow.field': 'Parcours de l’achat',
  'settings.flow.type':
    '{flow, select, checkout {Dans l’ordre, une section après l’autre (linéaire)} modular {Dans n’importe quel ordre (modulaire)} other {L’ancien parcours transactionnel}}',
  'settings.flow.tradeIn': 'Système d’évaluation des échanges',
  'settings.flow.tradeInSystem':
    '{system, select, CBB {Canadian Black Book} TRADEPENDING {TradePending} other {Aucun\u00a0: pas de section d’échange}}',
  'settings.flow.credit': 'Système de demande de crédit',
  'settings.flow.creditSystem':
    '{system, select, DEAL_API {L’API de transactions du concessionnaire} EQUIFAX {Equifax} TRANSUNION {TransUnion} ROUTEONE {RouteOne} VW {Le système de financement du constructeur} other {Aucun\u00a0: pas de section de demande de crédit}}',
  'settings.flow.sections': 'Les sections de l’achat, dans l’ordre',
  'settings.flow.section':
    '{section, select, build_and_price {Configuration et prix} trade_in {Échange} credit_app {Demande de crédit} deposit {Dépôt} appointment {Rendez-vous} other {{section}}}',
  'settings.flow.hint':
    'L’achat commence toujours par la configuration et le prix et se termine par le rendez-vous\u202f; la section du dépôt suit «\u00a0Prendre des dépôts en ligne\u00a0» plus bas.',
  'settings.consents.title': 'Consentements',
  'settings.consents.intro':
    'Ce que la vitrine demande au client d’accepter\u00a0: à l’inscription, et sur les formulaires de contact pour les consentements de contact.',
  'settings.consents.name':
    '{key, select, dealer_marketing {Nouvelles et offres du concessionnaire} dealer_data_collection {Utilisation des renseignements du client pour l’achat} contact_marketing {Nouvelles et offres, sur les formulaires de contact} contact_data_collection {Utilisation des renseignements du client, sur les formulaires de contact} other {Consentement {key}}}',
  'settings.consents.level': 'Comment il est demandé',
  'settings.consents.levelOption':
    '{level, select, NO_CONSENT {Non demandé} OPTIONAL_CONSENT {Facultatif} other {Obligatoire\u00a0: le client doit l’accepter pour continuer}}',
  'settings.consents.text': 'Texte ({locale})',
  'settings.consents.wording': 'Texte',
  'settings.logos.title': 'Logos',
  'settings.logos.slot': '{slot, select, primary {Logo de l’en-tête} other {Logo partenaire à côté}}',
  'settings.logos.current': '{slot, select, primary {Logo de l’en-tête} other {Logo partenaire}} actuel',
  'settings.logos.none': 'Aucun',
  'settings.logos.upload':
    '{slot, select, primary {Téléverser un logo d’en-tête} other {Téléverser un logo partenaire}} (PNG, JPEG ou WebP, 56\u00a0Ko au plus)',
  'settings.logos.remove':
    '{slot, select, primary {Retirer le logo de l’en-tête} other {Retirer le logo partenaire}}',
  'settings.logos.tooLarge': 'Un logo peut faire au plus 56\u00a0Ko\u00a0: envoyez un fichier plus petit.',
  'settings.logos.failed': 'Le logo n’a pas pu être téléversé\u00a0: réessayez.',
  'settings.history.title': 'Historique des versions',
  'settings.history.empty':
    'Aucun changement enregistré\u00a0: le premier changement enregistre les paramètres actuels comme version 1.',
  'settings.history.version': 'Version {version}',
  'settings.history.current': 'Actuelle',
  'settings.history.by': '{date} par {name}',
  'settings.history.initial': '{date}\u00a0: les paramètres avant le premier changement',
  'settings.history.changed': 'Modifié\u00a0: {parts}',
  'settings.history.restored': 'Restaurée à partir de la version {version}',
  'settings.history.part':
    '{part, select, theme {couleurs de la marque} custom_copy {textes personnalisés} disclaimers {avis juridiques} payment_frequencies {fréquences} payment_finance {financement} payment_lease {location} payment_fees {frais} payment_deposit {dépôt} embedding_origins {origines d’intégration} static_map_url_template {carte statique} flow {parcours et sections de l’achat} consents {consentements} logos {logos} other {{part}}}',
  'settings.history.nothing': 'rien',
  'settings.history.rollback': 'Revenir à la version {version}',
  'settings.history.rollbackAsk':
    'Revenir à la version {version}\u202f? La vitrine affiche ses réglages aussitôt\u202f; les réglages actuels restent dans l’historique.',
  'settings.history.rollbackUnsaved':
    'Vos modifications non enregistrées dans le formulaire ci-dessus seront perdues.',
  'settings.history.rollbackYes': 'Oui, y revenir',
  'settings.history.rollbackNo': 'Non',
  'settings.history.rolledBack': 'Version {version} restaurée comme version {current}.',
};

export const settingsMessages: Readonly<Record<ConsoleLocale, SettingsMessages>> = {
  'en-US': enUS,
  'en-CA': enCA,
  'fr-CA': frCA,
};

export type SettingsText = (id: SettingsMessageId, values?: Record<string, PrimitiveType>) => string;

/** `t(id, values)` for the settings screen's messages. */
export function useSettingsText(): SettingsText {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
