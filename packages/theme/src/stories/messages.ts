/**
 * Visible strings of the theme package's stories, in the storefront's three locales. A story reads
 * the locale toolbar's value (`globals.locale`) and passes it to `useMessages`.
 */
export const STORY_LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
export type StoryLocale = (typeof STORY_LOCALES)[number];

const en = {
  'swatches.title': 'Colour tokens',
  'swatches.intro': 'Every colour the kit uses, derived from the dealer theme in the toolbar.',
  'swatches.pairs': 'Contrast of text and UI pairs',
  'swatches.pair': 'Pair',
  'swatches.ratio': 'Ratio',
  'swatches.required': 'Required',
  'swatches.result': 'Result',
  'swatches.pass': 'Passes AA',
  'swatches.fail': 'Fails AA',
  'swatches.sample': 'Sample',
  'swatches.group.neutral': 'Neutral',
  'swatches.group.header': 'Header',
  'type.title': 'Type scale',
  'type.sample': 'The quick brown fox rides to the dealership',
  'roles.title': 'Type roles',
  'roles.intro': 'Inter, variable weight, self-hosted. Money and payments use figures of one width.',
  'roles.display': 'Display',
  'roles.title.role': 'Title',
  'roles.heading': 'Heading',
  'roles.body': 'Body',
  'roles.label': 'Label',
  'roles.caption': 'Caption',
  'roles.money': 'From $412.50 bi-weekly · $58,599.50',
  'space.title': 'Spacing scale',
  'space.token': 'Token',
  'space.value': 'Value',
  'layout.title': 'Breakpoints and device type',
  'layout.device': 'Device type: {value}',
  'layout.breakpoint': 'Breakpoint reached: {value}',
  'layout.header': 'Header height: {value} px, content offset {offset} px',
  'playground.title': 'Theme playground',
  'playground.intro': 'Pick or paste the dealer colours and a logo address; the preview updates as you type.',
  'playground.preset': 'Start from a preset',
  'playground.cta': 'Button call-to-action colour',
  'playground.headerBg': 'Header background colour',
  'playground.headerFg': 'Header elements colour',
  'playground.altCta': 'Use the header elements colour for the header button',
  'playground.logo': 'Logo address (https)',
  'playground.logoInvalid': 'Enter an address starting with https:// or http://',
  'playground.colourInvalid': 'Enter a hex colour such as #c8102e',
  'playground.picker': 'Pick {label}',
  'playground.adjusted': 'Header elements colour adjusted to {value} for legibility',
  'playground.preview': 'Preview',
  'playground.contrast': 'Contrast ratios',
  'playground.json': 'Dealer theme settings (JSON)',
  'playground.copy': 'Copy settings',
  'playground.copied': 'Settings copied',
  'playground.copyFailed': 'Copy failed; select the text and copy it',
  'playground.link': 'Link to this theme',
  'playground.copyLink': 'Copy link',
  'playground.linkCopied': 'Link copied',
  'playground.toolbarHint':
    'Choose “Custom (playground)” in the dealer theme toolbar to see every story in these colours.',
  'demo.nav': 'Main',
  'demo.inventory': 'Inventory',
  'demo.saved': 'Saved vehicles (2)',
  'demo.contact': 'Contact us',
  'demo.logoAlt': '{name} logo',
  'demo.vehicle': '2026 Aurora Touring AWD',
  'demo.inStock': 'In stock',
  'demo.inTransit': 'In transit',
  'demo.sold': 'Sold',
  'demo.cpo': 'Certified pre-owned',
  'demo.reserve': 'Reserve this vehicle',
  'demo.details': 'View details',
  'demo.remove': 'Remove',
  'demo.form': 'Get your price',
  'demo.name': 'First name',
  'demo.email': 'Email',
  'demo.emailHelp': 'We only use it to send your deal.',
  'demo.postal': 'Postal code',
  'demo.postalError': 'Enter a postal code such as M5V 2T6',
  'demo.submit': 'Send',
  'demo.openModal': 'Unlock pricing',
  'demo.modalTitle': 'Save your deal',
  'demo.modalBody': 'Sign in to unlock pricing and keep your progress.',
  'demo.close': 'Close',
  'demo.signIn': 'Sign in',
  'intro.title': 'Dealer storefront kit',
  'intro.lead':
    'The components of a dealer-branded vehicle storefront: one style layer, themed by four dealer colours, legible (WCAG 2.2 AA) in every one of them, in English and French.',
  'intro.start': 'Where to start',
  'intro.toolbars':
    'Toolbars: Dealer theme (the demo dealers, two extremes, all side by side), Locale (en-US, en-CA, fr-CA) and viewports.',
  'intro.playground':
    'Theme/Playground: pick a dealer’s colours and logo, read the contrast ratios, copy the settings.',
  'intro.tokens': 'Theme/Tokens: every colour with its ratio, the type roles, the spacing scale.',
  'intro.type': 'Type',
  'intro.typeText':
    'Inter, variable weight, self-hosted; a metric-matched fallback so nothing moves when it loads. Six roles; money in figures of one width.',
  'intro.surfaces': 'Surfaces',
  'intro.surfacesText':
    'Raised by elevation, not outlined by grey boxes: a resting card, a card under the pointer, a menu or a modal.',
  'intro.elevation': 'Elevation {name}',
  'intro.focus': 'Focus and motion',
  'intro.focusText':
    'One focus ring, at least 3:1 on the page and around the dealer’s button colour. Motion uses the duration tokens, all 0 when the system asks for reduced motion.',
} as const;

export type MessageId = keyof typeof en;
type Table = Readonly<Record<MessageId, string>>;

const enCA: Table = {
  ...en,
  'demo.postalError': 'Enter a postal code such as M5V 2T6',
};

const enUS: Table = {
  ...en,
  'intro.lead':
    'The components of a dealer-branded vehicle storefront: one style layer, themed by four dealer colors, legible (WCAG 2.2 AA) in every one of them, in English and French.',
  'intro.playground':
    'Theme/Playground: pick a dealer’s colors and logo, read the contrast ratios, copy the settings.',
  'intro.tokens': 'Theme/Tokens: every color with its ratio, the type roles, the spacing scale.',
  'intro.focusText':
    'One focus ring, at least 3:1 on the page and around the dealer’s button color. Motion uses the duration tokens, all 0 when the system asks for reduced motion.',
  'swatches.title': 'Color tokens',
  'swatches.intro': 'Every color the kit uses, derived from the dealer theme in the toolbar.',
  'playground.intro': 'Pick or paste the dealer colors and a logo address; the preview updates as you type.',
  'playground.cta': 'Button call-to-action color',
  'playground.headerBg': 'Header background color',
  'playground.headerFg': 'Header elements color',
  'playground.altCta': 'Use the header elements color for the header button',
  'playground.colourInvalid': 'Enter a hex color such as #c8102e',
  'playground.adjusted': 'Header elements color adjusted to {value} for legibility',
  'playground.toolbarHint':
    'Choose “Custom (playground)” in the dealer theme toolbar to see every story in these colors.',
  'demo.postal': 'ZIP code',
  'demo.postalError': 'Enter a ZIP code such as 78701',
};

const frCA: Table = {
  'swatches.title': 'Jetons de couleur',
  'swatches.intro':
    'Toutes les couleurs de la trousse, dérivées du thème du concessionnaire choisi dans la barre d’outils.',
  'swatches.pairs': 'Contraste des paires texte et interface',
  'swatches.pair': 'Paire',
  'swatches.ratio': 'Rapport',
  'swatches.required': 'Requis',
  'swatches.result': 'Résultat',
  'swatches.pass': 'Conforme AA',
  'swatches.fail': 'Non conforme AA',
  'swatches.sample': 'Exemple',
  'swatches.group.neutral': 'Neutres',
  'swatches.group.header': 'En-tête',
  'type.title': 'Échelle typographique',
  'type.sample': 'Le renard brun se rend chez le concessionnaire',
  'roles.title': 'Rôles typographiques',
  'roles.intro':
    'Inter, graisse variable, hébergée avec le site. Montants et paiements en chiffres de largeur égale.',
  'roles.display': 'Affichage',
  'roles.title.role': 'Titre',
  'roles.heading': 'Intertitre',
  'roles.body': 'Texte',
  'roles.label': 'Libellé',
  'roles.caption': 'Légende',
  'roles.money': 'À partir de 412,50 $ aux deux semaines · 58 599,50 $',
  'space.title': 'Échelle d’espacement',
  'space.token': 'Jeton',
  'space.value': 'Valeur',
  'layout.title': 'Points de rupture et type d’appareil',
  'layout.device': 'Type d’appareil : {value}',
  'layout.breakpoint': 'Point de rupture atteint : {value}',
  'layout.header': 'Hauteur de l’en-tête : {value} px, décalage du contenu {offset} px',
  'playground.title': 'Atelier de thème',
  'playground.intro':
    'Choisissez ou collez les couleurs du concessionnaire et l’adresse d’un logo; l’aperçu se met à jour pendant la saisie.',
  'playground.preset': 'Partir d’un thème prédéfini',
  'playground.cta': 'Couleur des boutons d’action',
  'playground.headerBg': 'Couleur de fond de l’en-tête',
  'playground.headerFg': 'Couleur des éléments de l’en-tête',
  'playground.altCta': 'Utiliser la couleur des éléments de l’en-tête pour son bouton',
  'playground.logo': 'Adresse du logo (https)',
  'playground.logoInvalid': 'Entrez une adresse commençant par https:// ou http://',
  'playground.colourInvalid': 'Entrez une couleur hexadécimale comme #c8102e',
  'playground.picker': 'Choisir : {label}',
  'playground.adjusted': 'Couleur des éléments de l’en-tête ajustée à {value} pour la lisibilité',
  'playground.preview': 'Aperçu',
  'playground.contrast': 'Rapports de contraste',
  'playground.json': 'Paramètres du thème (JSON)',
  'playground.copy': 'Copier les paramètres',
  'playground.copied': 'Paramètres copiés',
  'playground.copyFailed': 'La copie a échoué ; sélectionnez le texte et copiez-le',
  'playground.link': 'Lien vers ce thème',
  'playground.copyLink': 'Copier le lien',
  'playground.linkCopied': 'Lien copié',
  'playground.toolbarHint':
    'Choisissez « Personnalisé (atelier) » dans la barre d’outils du thème pour voir toutes les histoires dans ces couleurs.',
  'demo.nav': 'Principal',
  'demo.inventory': 'Inventaire',
  'demo.saved': 'Véhicules sauvegardés (2)',
  'demo.contact': 'Nous joindre',
  'demo.logoAlt': 'Logo de {name}',
  'demo.vehicle': 'Aurora Touring TI 2026',
  'demo.inStock': 'En stock',
  'demo.inTransit': 'En transit',
  'demo.sold': 'Vendu',
  'demo.cpo': 'Véhicule d’occasion certifié',
  'demo.reserve': 'Réserver ce véhicule',
  'demo.details': 'Voir les détails',
  'demo.remove': 'Retirer',
  'demo.form': 'Obtenez votre prix',
  'demo.name': 'Prénom',
  'demo.email': 'Courriel',
  'demo.emailHelp': 'Nous l’utilisons seulement pour vous envoyer votre offre.',
  'demo.postal': 'Code postal',
  'demo.postalError': 'Entrez un code postal comme H2X 1Y4',
  'demo.submit': 'Envoyer',
  'demo.openModal': 'Débloquer les prix',
  'demo.modalTitle': 'Sauvegardez votre offre',
  'demo.modalBody': 'Connectez-vous pour débloquer les prix et conserver votre progression.',
  'demo.close': 'Fermer',
  'demo.signIn': 'Se connecter',
  'intro.title': 'Trousse de la vitrine du concessionnaire',
  'intro.lead':
    'Les composants d’une vitrine de véhicules aux couleurs du concessionnaire : une seule couche de styles, un thème tiré de quatre couleurs, lisible (WCAG 2.2 AA) dans chacune, en français et en anglais.',
  'intro.start': 'Par où commencer',
  'intro.toolbars':
    'Barres d’outils : thème du concessionnaire (les concessionnaires de démonstration, deux extrêmes, tous côte à côte), langue (en-US, en-CA, fr-CA) et largeurs d’écran.',
  'intro.playground':
    'Theme/Playground : choisissez les couleurs et le logo d’un concessionnaire, lisez les contrastes, copiez les réglages.',
  'intro.tokens':
    'Theme/Tokens : chaque couleur et son contraste, les rôles typographiques, l’échelle d’espacement.',
  'intro.type': 'Typographie',
  'intro.typeText':
    'Inter, graisse variable, hébergée avec le site ; une police de secours aux mêmes mesures, pour que rien ne bouge à son chargement. Six rôles ; les montants en chiffres de largeur égale.',
  'intro.surfaces': 'Surfaces',
  'intro.surfacesText':
    'Mises en relief par l’élévation, pas encadrées de gris : une carte au repos, une carte sous le pointeur, un menu ou une fenêtre.',
  'intro.elevation': 'Élévation {name}',
  'intro.focus': 'Focus et mouvement',
  'intro.focusText':
    'Un seul anneau de focus, d’au moins 3:1 sur la page et autour de la couleur des boutons du concessionnaire. Le mouvement suit les jetons de durée, tous à 0 quand le système demande moins de mouvement.',
};

export const STORY_MESSAGES: Readonly<Record<StoryLocale, Table>> = {
  'en-US': enUS,
  'en-CA': enCA,
  'fr-CA': frCA,
};

/** The toolbar's locale, or en-US (the default locale) for anything else. */
export const asStoryLocale = (value: unknown): StoryLocale =>
  STORY_LOCALES.find((l) => l === value) ?? 'en-US';

export type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;

/** A translate function for a locale; `{name}` placeholders are replaced by `values`. */
export const translator =
  (locale: StoryLocale): Translate =>
  (id, values = {}) =>
    STORY_MESSAGES[locale][id].replace(/\{(\w+)\}/g, (whole, key: string) => {
      const v = values[key];
      return v === undefined ? whole : String(v);
    });
