/**
 * The console's "Website and scripts" page (issue 23): the dealer's embedding origins, analytics ids,
 * pixel and third-party scripts, a block of its own merged into `messages.ts`. en-CA is en-US.
 */
export const websiteEnUS = {
  'console.nav.website': 'Website and scripts',
  'console.website.title': 'Website and scripts',
  'console.website.intro':
    'The websites that may show the storefront in a frame, and the scripts the storefront loads for the dealership. A change applies to the storefront’s next page.',
  'console.website.readOnly':
    'You can read these settings. An administrator of the dealership can change them.',
  'console.website.origins.title': 'Websites that embed the storefront',
  'console.website.origins.label': 'Website origins, one per line',
  'console.website.origins.hint':
    'Each as an origin such as https://www.example.com (https, no path). Only these websites may frame the storefront and hear its messages.',
  'console.website.origins.save': 'Save the websites',
  'console.website.origins.saved':
    'Websites saved. The storefront may now be framed by {count, plural, =0 {no other website} one {# website} other {# websites}}.',
  'console.website.scripts.title': 'Analytics and scripts',
  'console.website.analytics.title': 'Analytics',
  'console.website.analyticsId': 'Google Analytics id',
  'console.website.analyticsIdHint': 'Such as G-ABC1234 or UA-12345-1. Leave blank for none.',
  'console.website.ga4Ids': 'Google Analytics 4 ids, one per line',
  'console.website.pixel': 'Pixel address',
  'console.website.pixelHint': 'An https address, or a path on this server starting with /.',
  'console.website.monitoring.title': 'Monitoring script',
  'console.website.experiment.title': 'Experiment script',
  'console.website.chat.title': 'Live chat',
  'console.website.survey.title': 'Support survey',
  'console.website.url': 'Script address',
  'console.website.urlHint':
    'An https address, or a path on this server starting with /. Leave blank for none.',
  'console.website.key': 'Key',
  'console.website.account': 'Account',
  'console.website.provider': 'Provider',
  'console.website.providerNone': 'No live chat',
  'console.website.providerName':
    '{provider, select, LIVEPERSON {LivePerson} CONTACT_AT_ONCE {Contact At Once!} GUBAGOO {Gubagoo} RAPID_RTC {RapidRTC} SYNERGY {Synergy} VCUS {VCUS} other {{provider}}}',
  'console.website.scripts.save': 'Save the scripts',
  'console.website.scripts.saved': 'Scripts saved.',
  'console.website.errors':
    '{count, plural, one {# field needs a change} other {# fields need a change}}. What you typed is kept.',
} as const;

export const websiteEnCA: typeof websiteEnUS = { ...websiteEnUS };

export const websiteFrCA: Readonly<Record<keyof typeof websiteEnUS, string>> = {
  'console.nav.website': 'Site Web et scripts',
  'console.website.title': 'Site Web et scripts',
  'console.website.intro':
    'Les sites Web qui peuvent afficher la vitrine dans un cadre, et les scripts que la vitrine charge pour le concessionnaire. Un changement s’applique à la page suivante de la vitrine.',
  'console.website.readOnly':
    'Vous pouvez consulter ces paramètres. Un administrateur du concessionnaire peut les modifier.',
  'console.website.origins.title': 'Sites Web qui intègrent la vitrine',
  'console.website.origins.label': 'Origines des sites Web, une par ligne',
  'console.website.origins.hint':
    'Chacune comme une origine, par exemple https://www.exemple.com (https, sans chemin). Seuls ces sites Web peuvent encadrer la vitrine et recevoir ses messages.',
  'console.website.origins.save': 'Enregistrer les sites Web',
  'console.website.origins.saved':
    'Sites Web enregistrés. La vitrine peut maintenant être encadrée par {count, plural, =0 {aucun autre site Web} one {# site Web} other {# sites Web}}.',
  'console.website.scripts.title': 'Analytique et scripts',
  'console.website.analytics.title': 'Analytique',
  'console.website.analyticsId': 'Identifiant Google Analytics',
  'console.website.analyticsIdHint': 'Par exemple G-ABC1234 ou UA-12345-1. Laissez vide s’il n’y en a pas.',
  'console.website.ga4Ids': 'Identifiants Google Analytics 4, un par ligne',
  'console.website.pixel': 'Adresse du pixel',
  'console.website.pixelHint': 'Une adresse https, ou un chemin sur ce serveur commençant par /.',
  'console.website.monitoring.title': 'Script de surveillance',
  'console.website.experiment.title': 'Script d’expérimentation',
  'console.website.chat.title': 'Clavardage en direct',
  'console.website.survey.title': 'Sondage de soutien',
  'console.website.url': 'Adresse du script',
  'console.website.urlHint':
    'Une adresse https, ou un chemin sur ce serveur commençant par /. Laissez vide s’il n’y en a pas.',
  'console.website.key': 'Clé',
  'console.website.account': 'Compte',
  'console.website.provider': 'Fournisseur',
  'console.website.providerNone': 'Aucun clavardage en direct',
  'console.website.providerName':
    '{provider, select, LIVEPERSON {LivePerson} CONTACT_AT_ONCE {Contact At Once\u202f!} GUBAGOO {Gubagoo} RAPID_RTC {RapidRTC} SYNERGY {Synergy} VCUS {VCUS} other {{provider}}}',
  'console.website.scripts.save': 'Enregistrer les scripts',
  'console.website.scripts.saved': 'Scripts enregistrés.',
  'console.website.errors':
    '{count, plural, one {# champ doit être modifié} other {# champs doivent être modifiés}}. Ce que vous avez tapé est conservé.',
};
