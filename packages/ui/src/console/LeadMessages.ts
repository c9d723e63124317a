/**
 * The console's Leads inbox messages (issue 22: leads and their ADF/XML as sent), a block of their own
 * merged into `messages.ts`. en-CA differs from en-US only where Canadian usage does (email).
 */
export const leadEnUS = {
  'console.nav.leads': 'Leads',
  'console.leads.title': 'Leads',
  'console.leads.intro':
    'Each lead the storefront sent to the dealership’s CRM, newest first, with its ADF/XML document as sent.',
  'console.leads.empty': 'No lead has been sent yet.',
  'console.leads.kindFilter': 'Kind of lead',
  'console.leads.allKinds': 'All kinds',
  'console.leads.kind':
    '{kind, select, send_customer_lead {Customer lead} send_finance_lead {Finance} send_tradein_lead {Trade-in} send_appointment_lead {Appointment} send_tradein_submitted_lead {Trade-in submitted} send_build_your_deal_review_lead {Deal review} customer_question_question {Question} customer_question_availability {Availability request} customer_question_eprice {Price request} other {Other lead}}',
  'console.leads.status':
    '{status, select, queued {Queued for the CRM} sending {Being sent to the CRM} sent {Delivered to the CRM} failed {Not delivered} not_sent {Not sent to the CRM} other {Status {status}}}',
  'console.leads.notSentReason':
    '{reason, select, not_signed_in {the shopper was not signed in} crm_disabled {the CRM is turned off} no_crm_address {no CRM address is set} oem_brand {the brand’s rule for staff-made leads} other {{reason}}}',
  'console.leads.sentAt': 'Delivered {date}',
  'console.leads.failedAt': 'Given up {date}, after {attempts, plural, one {# attempt} other {# attempts}}',
  'console.leads.retry':
    '{attempts, plural, one {# attempt failed} other {# attempts failed}}: next try {date}',
  'console.leads.unread': 'Unread',
  'console.leads.handled': '{by, select, none {Handled {date}} other {Handled by {by}, {date}}}',
  'console.leads.markHandled': 'Mark the lead of {name} handled',
  'console.leads.markFailed': 'The lead could not be marked handled. Try again.',
  'console.leads.received': 'Received {date}',
  'console.leads.noVehicle': 'No vehicle',
  'console.leads.noName': 'No name given',
  'console.leads.open': 'Open the lead of {name}',
  'console.leads.close': 'Close the lead',
  'console.leads.openFailed': 'The lead could not be opened. Try again.',
  'console.leads.detailTitle': 'Lead {id}: {kind}',
  'console.leads.sentTo':
    '{to, select, none {No CRM address is set: the lead waits in the outbox.} other {Sent to the CRM address {to}}}',
  'console.leads.delivery': '{status}, {date}',
  'console.leads.xmlTitle': 'ADF/XML as sent',
  'console.leads.copy': 'Copy XML',
  'console.leads.copied': 'The XML is copied.',
  'console.leads.copyFailed': 'The XML could not be copied. Select it and copy it instead.',
  'console.leads.download': 'Download lead-{id}.xml',
  'console.leads.more': 'Show more leads',
} as const;

export type LeadMessageId = keyof typeof leadEnUS;

export const leadEnCA: Readonly<Record<LeadMessageId, string>> = { ...leadEnUS };

export const leadFrCA: Readonly<Record<LeadMessageId, string>> = {
  'console.nav.leads': 'Pistes',
  'console.leads.title': 'Pistes de vente',
  'console.leads.intro':
    'Chaque piste que la vitrine a envoyée au GRC du concessionnaire, la plus récente d’abord, avec son document ADF/XML tel qu’envoyé.',
  'console.leads.empty': 'Aucune piste n’a encore été envoyée.',
  'console.leads.kindFilter': 'Type de piste',
  'console.leads.allKinds': 'Tous les types',
  'console.leads.kind':
    '{kind, select, send_customer_lead {Piste client} send_finance_lead {Financement} send_tradein_lead {Échange} send_appointment_lead {Rendez-vous} send_tradein_submitted_lead {Échange soumis} send_build_your_deal_review_lead {Révision de la transaction} customer_question_question {Question} customer_question_availability {Demande de disponibilité} customer_question_eprice {Demande de prix} other {Autre piste}}',
  'console.leads.status':
    '{status, select, queued {En attente d’envoi au GRC} sending {En cours d’envoi au GRC} sent {Livrée au GRC} failed {Non livrée} not_sent {Non envoyée au GRC} other {Statut {status}}}',
  'console.leads.notSentReason':
    '{reason, select, not_signed_in {le client n’était pas connecté} crm_disabled {le GRC est désactivé} no_crm_address {aucune adresse de GRC n’est définie} oem_brand {la règle de la marque pour les pistes du personnel} other {{reason}}}',
  'console.leads.sentAt': 'Livrée le {date}',
  'console.leads.failedAt':
    'Abandonnée le {date}, après {attempts, plural, one {# tentative} other {# tentatives}}',
  'console.leads.retry':
    '{attempts, plural, one {# tentative a échoué} other {# tentatives ont échoué}}\u00a0: prochain essai le {date}',
  'console.leads.unread': 'Non lue',
  'console.leads.handled': '{by, select, none {Traitée le {date}} other {Traitée par {by}, le {date}}}',
  'console.leads.markHandled': 'Marquer la piste de {name} comme traitée',
  'console.leads.markFailed': 'La piste n’a pas pu être marquée comme traitée. Réessayez.',
  'console.leads.received': 'Reçue le {date}',
  'console.leads.noVehicle': 'Aucun véhicule',
  'console.leads.noName': 'Nom non fourni',
  'console.leads.open': 'Ouvrir la piste de {name}',
  'console.leads.close': 'Fermer la piste',
  'console.leads.openFailed': 'La piste n’a pas pu être ouverte. Réessayez.',
  'console.leads.detailTitle': 'Piste {id}\u00a0: {kind}',
  'console.leads.sentTo':
    '{to, select, none {Aucune adresse de GRC n’est définie\u00a0: la piste attend dans la file d’envoi.} other {Envoyée à l’adresse du GRC {to}}}',
  'console.leads.delivery': '{status}, le {date}',
  'console.leads.xmlTitle': 'ADF/XML tel qu’envoyé',
  'console.leads.copy': 'Copier le XML',
  'console.leads.copied': 'Le XML est copié.',
  'console.leads.copyFailed': 'Le XML n’a pas pu être copié. Sélectionnez-le et copiez-le.',
  'console.leads.download': 'Télécharger lead-{id}.xml',
  'console.leads.more': 'Afficher plus de pistes',
};
