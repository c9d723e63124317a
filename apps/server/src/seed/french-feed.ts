// biome-ignore-all format: the vocabulary reads best as a compact table.
/**
 * The demo feeds' French, as a Québec dealer's inventory feed gives it: the catalogue's transmissions,
 * engines and features in Canadian French — a French dealer's own words (riviere_auto) and a bilingual
 * dealer's translations (maple_motors, `vehicles.translations`). Trade names (Apple CarPlay,
 * EcoBoost, Super Cruise…) stay as their makers write them in Québec. Every catalogue value has an
 * entry (the inventory test fails on an English word in riviere_auto's feed): a model or trim added
 * to the catalogue adds its words here.
 */
import type { CatalogueModel } from './catalogue.ts';

export const TRANSMISSION_FR: Readonly<Record<CatalogueModel['transmission'], string>> = {
  Automatic: 'Automatique',
  CVT: 'À variation continue (CVT)',
  Manual: 'Manuelle',
  'Single-speed': 'À rapport unique',
};

export const ENGINE_FR: Readonly<Record<string, string>> = {
  '1.5L TSI 4-cylinder': '4 cylindres TSI 1,5 L',
  '1.5L turbo 4-cylinder': '4 cylindres turbo 1,5 L',
  '2.0L 4-cylinder': '4 cylindres 2,0 L',
  '2.3L EcoBoost 4-cylinder': '4 cylindres EcoBoost 2,3 L',
  '2.5L 4-cylinder': '4 cylindres 2,5 L',
  '2.5L Boxer 4-cylinder': '4 cylindres à plat Boxer 2,5 L',
  '3.5L EcoBoost V6': 'V6 EcoBoost 3,5 L',
  '3.5L V6': 'V6 3,5 L',
  '3.6L Pentastar V6 eTorque': 'V6 Pentastar eTorque 3,6 L',
  '5.0L Coyote V8': 'V8 Coyote 5,0 L',
  '5.3L V8': 'V8 5,3 L',
  'Dual motor': 'Deux moteurs électriques',
};

export const FEATURE_FR: Readonly<Record<string, string>> = {
  '2.0L TSI': 'Moteur TSI 2,0 L',
  '2.4L turbo': 'Moteur turbo 2,4 L',
  '2.5L turbo': 'Moteur turbo 2,5 L',
  '21-inch wheels': 'Jantes de 21 po',
  '360 camera': 'Caméra 360°',
  '5.0L V8': 'Moteur V8 5,0 L',
  '8 seats': '8 places',
  'Active exhaust': 'Échappement actif',
  'Adaptive cruise control': 'Régulateur de vitesse adaptatif',
  'All-terrain tires': 'Pneus tout-terrain',
  'App-Connect': 'App-Connect',
  'Apple CarPlay': 'Apple CarPlay',
  Autopilot: 'Autopilot',
  'B&O audio': 'Système audio B&O',
  'Backup camera': 'Caméra de recul',
  'Bang & Olufsen audio': 'Système audio Bang & Olufsen',
  'Beats audio': 'Système audio Beats',
  'Blind spot monitor': 'Surveillance des angles morts',
  BlueCruise: 'BlueCruise',
  'Bose audio': 'Système audio Bose',
  'Brembo brakes': 'Freins Brembo',
  'Co-Pilot360': 'Co-Pilot360',
  'Digital cluster': 'Bloc d’instruments numérique',
  'Digital cockpit': 'Poste de pilotage numérique',
  EyeSight: 'EyeSight',
  'Glass roof': 'Toit en verre',
  'Harman Kardon audio': 'Système audio Harman Kardon',
  'Head-up display': 'Affichage tête haute',
  'Heated seats': 'Sièges chauffants',
  'Heated steering wheel': 'Volant chauffant',
  'Honda Sensing': 'Honda Sensing',
  'Lane departure alert': 'Alerte de sortie de voie',
  'Lane keep assist': 'Aide au maintien dans la voie',
  'Leather seats': 'Sièges en cuir',
  'Leatherette seats': 'Sièges en similicuir',
  'Massaging seats': 'Sièges massants',
  'Multi-Flex tailgate': 'Hayon Multi-Flex',
  'Nappa leather': 'Cuir Nappa',
  Navigation: 'Système de navigation',
  'Panoramic roof': 'Toit panoramique',
  'Power liftgate': 'Hayon à commande électrique',
  'Power sliding doors': 'Portes coulissantes à commande électrique',
  'Premium audio': 'Système audio haut de gamme',
  'Pro Power Onboard': 'Pro Power Onboard',
  'Pro Trailer Backup Assist': 'Pro Trailer Backup Assist',
  'Rear entertainment': 'Divertissement aux places arrière',
  'Remote start': 'Démarreur à distance',
  'Roof rails': 'Longerons de toit',
  'Smart power liftgate': 'Hayon mains libres à commande électrique',
  'Sport seats': 'Sièges sport',
  'Sport suspension': 'Suspension sport',
  Sunroof: 'Toit ouvrant',
  'Super Cruise': 'Super Cruise',
  'Third-row seating': 'Troisième rangée de sièges',
  'Tow package': 'Ensemble de remorquage',
  'Track mode': 'Mode piste',
  'Uconnect 8.4': 'Uconnect 8.4',
  'Ventilated seats': 'Sièges ventilés',
  'Wireless charging': 'Recharge sans fil',
};

/** A catalogue value in the French feed; a value without an entry is a mistake the test names. */
export function inFrench(table: Readonly<Record<string, string>>, value: string): string {
  return table[value] ?? value;
}
