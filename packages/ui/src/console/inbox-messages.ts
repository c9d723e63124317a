/**
 * The console inbox's messages (issue 22: credit applications, deposits, appointments and test
 * drives), in a block of their own merged into `messages.ts`. en-CA differs from en-US only where
 * Canadian usage does (email).
 */
export const inboxEnUS = {
  'console.nav.credit': 'Credit applications',
  'console.nav.deposits': 'Deposits',
  'console.nav.visits': 'Appointments',
  'console.credit.title': 'Credit applications',
  'console.credit.empty': 'No credit application has been sent to the dealership.',
  'console.credit.customer': 'Customer: {name}',
  'console.credit.submitted': 'Sent on {date}',
  'console.credit.statusLine': 'Status: {status}',
  'console.credit.open': 'Open the application of {name}',
  'console.credit.close': 'Close the application',
  'console.credit.audited': 'Opening an application is recorded in the audit log.',
  'console.credit.applicant': 'Applicant',
  'console.credit.coApplicant': 'Co-applicant',
  'console.credit.field.name': 'Name',
  'console.credit.field.birth': 'Date of birth',
  'console.credit.field.email': 'E-mail',
  'console.credit.field.phone': 'Phone',
  'console.credit.field.sin': 'Social insurance number',
  'console.credit.field.address': 'Address',
  'console.credit.field.housing': 'Housing',
  'console.credit.field.employment': 'Employment',
  'console.credit.field.income': 'Income',
  'console.credit.field.system': 'Decision system',
  'console.credit.system':
    '{id, select, dealer_review {Dealer review (the dealership’s staff decide; no credit bureau)} sandbox_bureau {Sandbox credit bureau (demo: no real credit check)} other {{name}}}',
  'console.credit.housing':
    '{status, select, OW {Owns, with a mortgage} RE {Rents} OT {Other} other {Not given}}',
  'console.credit.housingPayment': '{status}, {amount} a month',
  'console.credit.employment':
    '{status, select, FT {Full time} FTP {Full time (probation)} PTC {Part time (casual)} PTR {Part time (regular)} RET {Retired} SEAS {Seasonal (summer)} SEAW {Seasonal (winter)} SE {Self-employed} other {Not given}}',
  'console.credit.employer': '{status} at {employer}',
  'console.credit.incomeLine':
    '{amount} {frequency, select, weekly {a week} biweekly {every two weeks} semimonthly {twice a month} monthly {a month} annually {a year} other {}}',
  'console.credit.notGiven': 'Not given',
  'console.credit.decision': 'Decision',
  'console.credit.decision.3': 'Complete: approved by the dealership',
  'console.credit.decision.4': 'Declined',
  'console.credit.decision.5': 'Further verification needed',
  'console.credit.decision.1': 'Back to the customer to complete',
  'console.credit.decide': 'Record the decision',
  'console.credit.chooseDecision': 'Choose a decision.',
  'console.credit.decided': 'Decision recorded for {name}: {status}.',
  'console.credit.notDecidable': 'This application is not waiting for the dealership.',
  'console.deposits.title': 'Deposits',
  'console.deposits.empty': 'No deposit has been placed.',
  'console.deposits.search': 'Search deposits',
  'console.deposits.searchHint': 'Customer name, e-mail, order number or stock number',
  'console.deposits.found':
    '{count, plural, =0 {No deposit matches this search.} one {# deposit found} other {# deposits found}}',
  'console.deposits.vehicle': '{vehicle} · Stock {stock}',
  'console.deposits.customer': 'Customer: {name}',
  'console.deposits.amount': '{amount}, {status}',
  'console.deposits.card': 'Card {brand} ending in {last4}',
  'console.deposits.paidOn': '{status, select, pre_authorized {Held on {date}} other {Paid on {date}}}',
  'console.deposits.capture': 'Capture the deposit of {name}',
  'console.deposits.refund': 'Refund the deposit of {name}',
  'console.deposits.release': 'Release the reservation of {name}',
  'console.deposits.done':
    '{action, select, capture {Deposit of {name} captured.} refund {Deposit of {name} refunded; the vehicle is available again.} other {Hold of {name} released; the vehicle is available again.}}',
  'console.deposits.refundByManager': 'A sales manager or an admin may refund it.',
  'console.deposits.already':
    '{action, select, capture {The deposit of {name} had already been captured: nothing more was done.} refund {The deposit of {name} had already been refunded: nothing more was done.} other {The hold of {name} had already been released: nothing more was done.}}',
  'console.deposits.sandbox': 'Sandbox payments: no real card is charged.',
  'console.deposits.confirm':
    '{action, select, capture {Charge {amount} to the card of {name}?} refund {Refund {amount} to {name}? The vehicle becomes available to other shoppers.} other {Release the hold of {amount} for {name}? The vehicle becomes available to other shoppers.}}',
  'console.deposits.yes':
    '{action, select, capture {Yes, capture} refund {Yes, refund} other {Yes, release}}',
  'console.deposits.no': 'No, go back',
  'console.visits.title': 'Appointments and test drives',
  'console.visits.timeZone': 'Times are at the dealership ({zone}).',
  'console.visits.appointments': 'Appointments',
  'console.visits.appointmentsEmpty': 'No appointment is booked.',
  'console.visits.testDrives': 'Test drives',
  'console.visits.testDrivesEmpty': 'No test drive is requested.',
  'console.visits.when':
    '{date} ({location, select, AtHome {at the customer’s home} other {at the dealership}})',
  'console.visits.where':
    '{location, select, AtHome {At the customer’s home: {address}} other {At the dealership: {address}}}',
  'console.visits.customer': 'Customer: {name}',
  'console.visits.phone': 'Phone: {phone}',
  'console.visits.state':
    '{state, select, confirmed {Confirmed} open {Awaiting a time} canceled {Cancelled} other {Awaiting confirmation}}',
  'console.visits.confirm': 'Confirm the appointment of {name}',
  'console.visits.cancel': 'Cancel the appointment of {name}',
  'console.visits.cancelDrive': 'Cancel the test drive of {name}',
  'console.visits.cancelAsk':
    '{kind, select, drive {Cancel the test drive of {name}?} other {Cancel the appointment of {name}? They are told by e-mail.}}',
  'console.visits.cancelYes': 'Yes, cancel it',
  'console.visits.newTime': 'New time',
  'console.visits.time': 'Time',
  'console.visits.day': 'Day',
  'console.visits.move': 'Move the appointment',
  'console.visits.setTime': 'Confirm at this time',
  'console.visits.chooseTime': 'Choose a time.',
  'console.visits.noTimes': 'No opening time is free in the next weeks.',
  'console.visits.requested': 'Requested on {date}',
  'console.visits.done':
    '{action, select, confirm {Appointment of {name} confirmed.} move {Appointment of {name} moved; the customer is told by e-mail.} cancel {Appointment of {name} cancelled; the customer is told by e-mail.} drive {Test drive of {name} confirmed.} other {Test drive of {name} cancelled.}}',
  'console.nav.questions': 'Questions',
  'console.questions.title': 'Questions from shoppers',
  'console.questions.empty': 'No shopper has asked a question yet.',
  'console.questions.general': 'About the dealership',
  'console.questions.from': 'Asked by {name}, {date}',
  'console.questions.reply': 'Reply to {name} by e-mail',
  'console.questions.subject': 'Your question to {dealer}',
  'console.questions.call': 'Call {phone}',
  'console.questions.deals': 'Deals of {name}',
  'console.questions.more': 'Show more questions',
  'console.questions.markAnswered': 'Mark as answered',
  'console.questions.answered': '{by, select, none {Answered, {date}} other {Answered by {by}, {date}}}',
  'console.questions.answerFailed': 'The question could not be marked answered. Try again.',
  'console.questions.replyOpen': 'Reply to {name}',
  'console.questions.replyLabel': 'Your reply to {name}, e-mailed from {dealer}',
  'console.questions.send': 'Send the reply',
  'console.questions.cancel': 'Cancel',
  'console.questions.replyRequired': 'Write your reply.',
  'console.questions.replyTooLong': 'A reply is at most 4,000 characters.',
  'console.questions.replyFailed': 'The reply could not be sent. Try again.',
  'console.questions.replied': '{by, select, none {Replied, {date}:} other {Replied by {by}, {date}:}}',
  'console.questions.alreadyAnswered':
    '{by, select, none {Already answered on {date}.} other {Already answered by {by} on {date}.}} Your reply is sent as a further e-mail.',
  'console.questions.ofCustomer': 'Questions',
  'console.questions.ofCustomerEmpty': 'This customer has not asked a question.',
  'console.questions.open': 'Not answered yet',
} as const;

export type InboxMessageId = keyof typeof inboxEnUS;

export const inboxEnCA: Readonly<Record<InboxMessageId, string>> = {
  ...inboxEnUS,
  'console.questions.reply': 'Reply to {name} by email',
  'console.questions.replyLabel': 'Your reply to {name}, emailed from {dealer}',
  'console.questions.alreadyAnswered':
    '{by, select, none {Already answered on {date}.} other {Already answered by {by} on {date}.}} Your reply is sent as a further email.',
  'console.deposits.searchHint': 'Customer name, email, order number or stock number',
  'console.credit.field.email': 'Email',
  'console.visits.done':
    '{action, select, confirm {Appointment of {name} confirmed.} move {Appointment of {name} moved; the customer is told by email.} cancel {Appointment of {name} cancelled; the customer is told by email.} drive {Test drive of {name} confirmed.} other {Test drive of {name} cancelled.}}',
};

export const inboxFrCA: Readonly<Record<InboxMessageId, string>> = {
  'console.nav.credit': 'Demandes de crédit',
  'console.nav.deposits': 'Dépôts',
  'console.nav.visits': 'Rendez-vous',
  'console.credit.title': 'Demandes de crédit',
  'console.credit.empty': 'Aucune demande de crédit n’a été envoyée au concessionnaire.',
  'console.credit.customer': 'Client\u00a0: {name}',
  'console.credit.submitted': 'Envoyée le {date}',
  'console.credit.statusLine': 'État\u00a0: {status}',
  'console.credit.open':
    '{elision, select, yes {Ouvrir la demande d’{name}} other {Ouvrir la demande de {name}}}',
  'console.credit.close': 'Fermer la demande',
  'console.credit.audited': 'L’ouverture d’une demande est consignée au journal d’audit.',
  'console.credit.applicant': 'Demandeur',
  'console.credit.coApplicant': 'Codemandeur',
  'console.credit.field.name': 'Nom',
  'console.credit.field.birth': 'Date de naissance',
  'console.credit.field.email': 'Courriel',
  'console.credit.field.phone': 'Téléphone',
  'console.credit.field.sin': 'Numéro d’assurance sociale',
  'console.credit.field.address': 'Adresse',
  'console.credit.field.housing': 'Logement',
  'console.credit.field.employment': 'Emploi',
  'console.credit.field.income': 'Revenu',
  'console.credit.field.system': 'Système de décision',
  'console.credit.system':
    '{id, select, dealer_review {Examen par le concessionnaire (son personnel décide, sans bureau de crédit)} sandbox_bureau {Bureau de crédit bac à sable (démonstration\u00a0: aucune vérification de crédit réelle)} other {{name}}}',
  'console.credit.housing':
    '{status, select, OW {Propriétaire, avec hypothèque} RE {Locataire} OT {Autre} other {Non indiqué}}',
  'console.credit.housingPayment': '{status}, {amount} par mois',
  'console.credit.employment':
    '{status, select, FT {Temps plein} FTP {Temps plein (probation)} PTC {Temps partiel (occasionnel)} PTR {Temps partiel (régulier)} RET {Retraité} SEAS {Saisonnier (été)} SEAW {Saisonnier (hiver)} SE {Travailleur autonome} other {Non indiqué}}',
  'console.credit.employer': '{status} chez {employer}',
  'console.credit.incomeLine':
    '{amount} {frequency, select, weekly {par semaine} biweekly {aux deux semaines} semimonthly {deux fois par mois} monthly {par mois} annually {par année} other {}}',
  'console.credit.notGiven': 'Non indiqué',
  'console.credit.decision': 'Décision',
  'console.credit.decision.3': 'Terminée\u00a0: approuvée par le concessionnaire',
  'console.credit.decision.4': 'Refusée',
  'console.credit.decision.5': 'Vérification supplémentaire requise',
  'console.credit.decision.1': 'Renvoyée au client pour qu’il la complète',
  'console.credit.decide': 'Enregistrer la décision',
  'console.credit.chooseDecision': 'Choisissez une décision.',
  'console.credit.decided': 'Décision enregistrée pour {name}\u00a0: {status}.',
  'console.credit.notDecidable': 'Cette demande n’attend pas le concessionnaire.',
  'console.deposits.title': 'Dépôts',
  'console.deposits.empty': 'Aucun dépôt n’a été versé.',
  'console.deposits.search': 'Rechercher des dépôts',
  'console.deposits.searchHint': 'Nom ou courriel du client, numéro de commande ou numéro de stock',
  'console.deposits.found':
    '{count, plural, =0 {Aucun dépôt ne correspond à cette recherche.} one {# dépôt trouvé} other {# dépôts trouvés}}',
  'console.deposits.vehicle': '{vehicle} · N° de stock {stock}',
  'console.deposits.customer': 'Client\u00a0: {name}',
  'console.deposits.amount': '{amount}, {status}',
  'console.deposits.card': 'Carte {brand} se terminant par {last4}',
  'console.deposits.paidOn': '{status, select, pre_authorized {Retenu le {date}} other {Payé le {date}}}',
  'console.deposits.capture':
    '{elision, select, yes {Encaisser le dépôt d’{name}} other {Encaisser le dépôt de {name}}}',
  'console.deposits.refund':
    '{elision, select, yes {Rembourser le dépôt d’{name}} other {Rembourser le dépôt de {name}}}',
  'console.deposits.release':
    '{elision, select, yes {Libérer la réservation d’{name}} other {Libérer la réservation de {name}}}',
  'console.deposits.done':
    '{action, select, capture {{elision, select, yes {Dépôt d’{name} encaissé.} other {Dépôt de {name} encaissé.}}} refund {{elision, select, yes {Dépôt d’{name} remboursé\u202f; le véhicule est de nouveau disponible.} other {Dépôt de {name} remboursé\u202f; le véhicule est de nouveau disponible.}}} other {{elision, select, yes {Retenue d’{name} libérée\u202f; le véhicule est de nouveau disponible.} other {Retenue de {name} libérée\u202f; le véhicule est de nouveau disponible.}}}}',
  'console.deposits.refundByManager': 'Un directeur des ventes ou un administrateur peut le rembourser.',
  'console.deposits.already':
    '{action, select, capture {{elision, select, yes {Le dépôt d’{name} avait déjà été encaissé\u00a0: rien de plus n’a été fait.} other {Le dépôt de {name} avait déjà été encaissé\u00a0: rien de plus n’a été fait.}}} refund {{elision, select, yes {Le dépôt d’{name} avait déjà été remboursé\u00a0: rien de plus n’a été fait.} other {Le dépôt de {name} avait déjà été remboursé\u00a0: rien de plus n’a été fait.}}} other {{elision, select, yes {La retenue d’{name} avait déjà été libérée\u00a0: rien de plus n’a été fait.} other {La retenue de {name} avait déjà été libérée\u00a0: rien de plus n’a été fait.}}}}',
  'console.deposits.sandbox': 'Paiements en mode bac à sable\u00a0: aucune vraie carte n’est débitée.',
  'console.deposits.confirm':
    '{action, select, capture {Débiter {amount} sur la carte {elision, select, yes {d’{name}} other {de {name}}}\u202f?} refund {Rembourser {amount} à {name}\u202f? Le véhicule redevient disponible pour les autres clients.} other {Libérer la retenue de {amount} pour {name}\u202f? Le véhicule redevient disponible pour les autres clients.}}',
  'console.deposits.yes':
    '{action, select, capture {Oui, encaisser} refund {Oui, rembourser} other {Oui, libérer}}',
  'console.deposits.no': 'Non, revenir',
  'console.visits.title': 'Rendez-vous et essais routiers',
  'console.visits.timeZone': 'Les heures sont celles du concessionnaire ({zone}).',
  'console.visits.appointments': 'Rendez-vous',
  'console.visits.appointmentsEmpty': 'Aucun rendez-vous n’est réservé.',
  'console.visits.testDrives': 'Essais routiers',
  'console.visits.testDrivesEmpty': 'Aucun essai routier n’est demandé.',
  'console.visits.when':
    '{date} ({location, select, AtHome {au domicile du client} other {chez le concessionnaire}})',
  'console.visits.where':
    '{location, select, AtHome {Au domicile du client\u00a0: {address}} other {Chez le concessionnaire\u00a0: {address}}}',
  'console.visits.customer': 'Client\u00a0: {name}',
  'console.visits.phone': 'Téléphone\u00a0: {phone}',
  'console.visits.state':
    '{state, select, confirmed {Confirmé} open {En attente d’une heure} canceled {Annulé} other {En attente de confirmation}}',
  'console.visits.confirm':
    '{elision, select, yes {Confirmer le rendez-vous d’{name}} other {Confirmer le rendez-vous de {name}}}',
  'console.visits.cancel':
    '{elision, select, yes {Annuler le rendez-vous d’{name}} other {Annuler le rendez-vous de {name}}}',
  'console.visits.cancelDrive':
    '{elision, select, yes {Annuler l’essai routier d’{name}} other {Annuler l’essai routier de {name}}}',
  'console.visits.cancelAsk':
    '{kind, select, drive {Annuler l’essai routier\u00a0: {name}\u202f?} other {Annuler le rendez-vous\u00a0: {name}\u202f? Le client en est avisé par courriel.}}',
  'console.visits.cancelYes': 'Oui, annuler',
  'console.visits.newTime': 'Nouvelle heure',
  'console.visits.time': 'Heure',
  'console.visits.day': 'Jour',
  'console.visits.move': 'Déplacer le rendez-vous',
  'console.visits.setTime': 'Confirmer à cette heure',
  'console.visits.chooseTime': 'Choisissez une heure.',
  'console.visits.noTimes': 'Aucune heure d’ouverture n’est libre dans les prochaines semaines.',
  'console.visits.requested': 'Demandé le {date}',
  'console.visits.done':
    '{action, select, confirm {{elision, select, yes {Rendez-vous d’{name} confirmé.} other {Rendez-vous de {name} confirmé.}}} move {{elision, select, yes {Rendez-vous d’{name} déplacé\u202f; le client en est avisé par courriel.} other {Rendez-vous de {name} déplacé\u202f; le client en est avisé par courriel.}}} cancel {{elision, select, yes {Rendez-vous d’{name} annulé\u202f; le client en est avisé par courriel.} other {Rendez-vous de {name} annulé\u202f; le client en est avisé par courriel.}}} drive {{elision, select, yes {Essai routier d’{name} confirmé.} other {Essai routier de {name} confirmé.}}} other {{elision, select, yes {Essai routier d’{name} annulé.} other {Essai routier de {name} annulé.}}}}',
  'console.nav.questions': 'Questions',
  'console.questions.title': 'Questions des clients',
  'console.questions.empty': 'Aucun client n’a encore posé de question.',
  'console.questions.general': 'Au sujet du concessionnaire',
  'console.questions.from': 'Posée par {name}, le {date}',
  'console.questions.reply': 'Répondre à {name} par courriel',
  'console.questions.subject': 'Votre question à {dealer}',
  'console.questions.call': 'Appeler le {phone}',
  'console.questions.deals': 'Transactions ({name})',
  'console.questions.more': 'Afficher plus de questions',
  'console.questions.markAnswered': 'Marquer comme répondue',
  'console.questions.answered':
    '{by, select, none {Répondue le {date}} other {Répondue par {by}, le {date}}}',
  'console.questions.answerFailed': 'La question n’a pas pu être marquée comme répondue. Réessayez.',
  'console.questions.replyOpen': 'Répondre à {name}',
  'console.questions.replyLabel': 'Votre réponse à {name}, envoyée par courriel au nom de {dealer}',
  'console.questions.send': 'Envoyer la réponse',
  'console.questions.cancel': 'Annuler',
  'console.questions.replyRequired': 'Écrivez votre réponse.',
  'console.questions.replyTooLong': 'Une réponse compte au plus 4\u00a0000 caractères.',
  'console.questions.replyFailed': 'La réponse n’a pas pu être envoyée. Réessayez.',
  'console.questions.replied':
    '{by, select, none {Réponse envoyée le {date}\u00a0:} other {{elision, select, yes {Réponse d’{by}} other {Réponse de {by}}}, le {date}\u00a0:}}',
  'console.questions.alreadyAnswered':
    '{by, select, none {Déjà répondue le {date}.} other {Déjà répondue par {by}, le {date}.}} Votre réponse sera envoyée dans un nouveau courriel.',
  'console.questions.ofCustomer': 'Questions',
  'console.questions.ofCustomerEmpty': 'Ce client n’a posé aucune question.',
  'console.questions.open': 'Pas encore répondue',
};
