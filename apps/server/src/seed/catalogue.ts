// biome-ignore-all format: the catalogue reads best as a compact table.
/**
 * A small, realistic North American catalogue for the demo inventory. MSRPs are in whole dollars
 * (CAD and USD); the seed converts them to integer cents.
 */

export type BodyType = 'sedan' | 'hatchback' | 'suv' | 'crossover' | 'truck' | 'minivan' | 'coupe' | 'wagon';
export const BODY_TYPES: readonly BodyType[] = [
  'sedan',
  'hatchback',
  'suv',
  'crossover',
  'truck',
  'minivan',
  'coupe',
  'wagon',
];

export interface Trim {
  name: string;
  msrpCad: number;
  msrpUsd: number;
  drivetrain: 'FWD' | 'AWD' | '4WD' | 'RWD';
  features: string[];
}

export interface CatalogueModel {
  make: string;
  model: string;
  modelFr: string;
  modelCode: string;
  bodyType: BodyType;
  doors: number;
  wmi: string;
  vds: string;
  plant: string;
  engine: string;
  transmission: 'Automatic' | 'CVT' | 'Manual' | 'Single-speed';
  /** Fuel type code of the domain (VEHICLE_FUEL_TYPES). */
  fuelType: 'gasoline' | 'hybrid' | 'phev' | 'ev' | 'diesel';
  /** L/100 km city/highway (or kWh/100 km for electric vehicles). */
  fuelEconomy: string;
  firstYear: number;
  trims: Trim[];
}

export const CATALOGUE: readonly CatalogueModel[] = [
  {
    make: 'Toyota', model: 'Corolla', modelFr: 'Corolla', modelCode: 'BURCEC', bodyType: 'sedan', doors: 4,
    wmi: '2T1', vds: 'BURHE', plant: 'C', engine: '2.0L 4-cylinder', transmission: 'CVT', fuelType: 'gasoline',
    fuelEconomy: '7.1/5.4', firstYear: 2017,
    trims: [
      { name: 'L', msrpCad: 23150, msrpUsd: 22050, drivetrain: 'FWD', features: ['Apple CarPlay', 'Backup camera', 'Lane departure alert'] },
      { name: 'LE', msrpCad: 25590, msrpUsd: 22950, drivetrain: 'FWD', features: ['Heated seats', 'Apple CarPlay', 'Adaptive cruise control'] },
      { name: 'XSE', msrpCad: 31150, msrpUsd: 28860, drivetrain: 'FWD', features: ['Sunroof', 'Heated seats', 'Wireless charging', 'Blind spot monitor'] },
    ],
  },
  {
    make: 'Toyota', model: 'RAV4', modelFr: 'RAV4', modelCode: 'ZARFVT', bodyType: 'suv', doors: 4,
    wmi: '2T3', vds: 'P1RFV', plant: 'W', engine: '2.5L 4-cylinder', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '8.4/6.5', firstYear: 2019,
    trims: [
      { name: 'LE', msrpCad: 33790, msrpUsd: 29250, drivetrain: 'FWD', features: ['Apple CarPlay', 'Adaptive cruise control', 'Backup camera'] },
      { name: 'XLE', msrpCad: 38790, msrpUsd: 32180, drivetrain: 'AWD', features: ['Sunroof', 'Heated seats', 'Power liftgate', 'Blind spot monitor'] },
      { name: 'Limited Hybrid', msrpCad: 48550, msrpUsd: 39930, drivetrain: 'AWD', features: ['Leather seats', 'Navigation', 'Heated steering wheel', '360 camera'] },
    ],
  },
  {
    make: 'Honda', model: 'Civic', modelFr: 'Civic', modelCode: 'FE2F5', bodyType: 'sedan', doors: 4,
    wmi: '2HG', vds: 'FE2F5', plant: 'H', engine: '2.0L 4-cylinder', transmission: 'CVT', fuelType: 'gasoline',
    fuelEconomy: '7.4/5.6', firstYear: 2017,
    trims: [
      { name: 'LX', msrpCad: 28750, msrpUsd: 24650, drivetrain: 'FWD', features: ['Apple CarPlay', 'Heated seats', 'Honda Sensing'] },
      { name: 'Sport', msrpCad: 31350, msrpUsd: 26750, drivetrain: 'FWD', features: ['Sunroof', 'Heated seats', 'Remote start'] },
      { name: 'Touring', msrpCad: 36250, msrpUsd: 31750, drivetrain: 'FWD', features: ['Leather seats', 'Navigation', 'Bose audio', 'Wireless charging'] },
    ],
  },
  {
    make: 'Honda', model: 'CR-V', modelFr: 'CR-V', modelCode: 'RS6H8', bodyType: 'suv', doors: 4,
    wmi: '2HK', vds: 'RS4H8', plant: 'H', engine: '1.5L turbo 4-cylinder', transmission: 'CVT', fuelType: 'gasoline',
    fuelEconomy: '8.7/7.2', firstYear: 2018,
    trims: [
      { name: 'LX', msrpCad: 37690, msrpUsd: 30850, drivetrain: 'AWD', features: ['Apple CarPlay', 'Heated seats', 'Honda Sensing'] },
      { name: 'EX-L', msrpCad: 43590, msrpUsd: 35250, drivetrain: 'AWD', features: ['Leather seats', 'Sunroof', 'Power liftgate'] },
      { name: 'Sport Touring Hybrid', msrpCad: 49990, msrpUsd: 41300, drivetrain: 'AWD', features: ['Navigation', 'Bose audio', 'Heated steering wheel', 'Head-up display'] },
    ],
  },
  {
    make: 'Ford', model: 'F-150', modelFr: 'F-150', modelCode: 'W1E', bodyType: 'truck', doors: 4,
    wmi: '1FT', vds: 'FW1E5', plant: 'F', engine: '3.5L EcoBoost V6', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '13.9/10.2', firstYear: 2018,
    trims: [
      { name: 'XLT SuperCrew', msrpCad: 62990, msrpUsd: 49870, drivetrain: '4WD', features: ['Tow package', 'Apple CarPlay', 'Pro Trailer Backup Assist'] },
      { name: 'Lariat SuperCrew', msrpCad: 76990, msrpUsd: 63545, drivetrain: '4WD', features: ['Leather seats', 'Bang & Olufsen audio', 'Pro Power Onboard', 'Sunroof'] },
      { name: 'Platinum', msrpCad: 92490, msrpUsd: 73200, drivetrain: '4WD', features: ['Massaging seats', 'BlueCruise', '360 camera', 'Panoramic roof'] },
    ],
  },
  {
    make: 'Ford', model: 'Explorer', modelFr: 'Explorer', modelCode: 'U8J', bodyType: 'suv', doors: 4,
    wmi: '1FM', vds: '5K8GC', plant: 'G', engine: '2.3L EcoBoost 4-cylinder', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '11.9/8.7', firstYear: 2020,
    trims: [
      { name: 'Active', msrpCad: 52990, msrpUsd: 40315, drivetrain: 'AWD', features: ['Third-row seating', 'Apple CarPlay', 'Co-Pilot360'] },
      { name: 'ST-Line', msrpCad: 58990, msrpUsd: 46275, drivetrain: 'AWD', features: ['Sunroof', 'Heated seats', 'Power liftgate'] },
      { name: 'Platinum', msrpCad: 68990, msrpUsd: 54240, drivetrain: 'AWD', features: ['Leather seats', 'Massaging seats', 'B&O audio', '360 camera'] },
    ],
  },
  {
    make: 'Chevrolet', model: 'Silverado 1500', modelFr: 'Silverado 1500', modelCode: 'CK10543', bodyType: 'truck', doors: 4,
    wmi: '1GC', vds: 'UYDED', plant: 'Z', engine: '5.3L V8', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '15.1/11.1', firstYear: 2019,
    trims: [
      { name: 'LT Crew Cab', msrpCad: 61899, msrpUsd: 47795, drivetrain: '4WD', features: ['Tow package', 'Apple CarPlay', 'Heated seats'] },
      { name: 'RST Crew Cab', msrpCad: 67999, msrpUsd: 56095, drivetrain: '4WD', features: ['Multi-Flex tailgate', 'Sunroof', 'Remote start'] },
      { name: 'High Country', msrpCad: 84199, msrpUsd: 69295, drivetrain: '4WD', features: ['Leather seats', 'Super Cruise', 'Head-up display', 'Bose audio'] },
    ],
  },
  {
    make: 'Chevrolet', model: 'Equinox', modelFr: 'Equinox', modelCode: '1XY26', bodyType: 'crossover', doors: 4,
    wmi: '3GN', vds: 'AXUEG', plant: 'L', engine: '1.5L turbo 4-cylinder', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '9.5/7.5', firstYear: 2018,
    trims: [
      { name: 'LS', msrpCad: 32999, msrpUsd: 26600, drivetrain: 'FWD', features: ['Apple CarPlay', 'Backup camera', 'Lane keep assist'] },
      { name: 'RS', msrpCad: 38999, msrpUsd: 31900, drivetrain: 'AWD', features: ['Heated seats', 'Remote start', 'Power liftgate'] },
      { name: 'Activ', msrpCad: 41999, msrpUsd: 34000, drivetrain: 'AWD', features: ['Sunroof', 'Heated steering wheel', 'All-terrain tires'] },
    ],
  },
  {
    make: 'Hyundai', model: 'Tucson', modelFr: 'Tucson', modelCode: 'TL42', bodyType: 'suv', doors: 4,
    wmi: 'KM8', vds: 'JCCA1', plant: 'U', engine: '2.5L 4-cylinder', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '9.4/7.6', firstYear: 2019,
    trims: [
      { name: 'Preferred', msrpCad: 34999, msrpUsd: 28705, drivetrain: 'AWD', features: ['Heated seats', 'Apple CarPlay', 'Blind spot monitor'] },
      { name: 'Trend', msrpCad: 38999, msrpUsd: 32005, drivetrain: 'AWD', features: ['Sunroof', 'Heated steering wheel', 'Wireless charging'] },
      { name: 'Ultimate Hybrid', msrpCad: 47999, msrpUsd: 40800, drivetrain: 'AWD', features: ['Leather seats', 'Navigation', 'Bose audio', '360 camera'] },
    ],
  },
  {
    make: 'Hyundai', model: 'Elantra', modelFr: 'Elantra', modelCode: 'CN7', bodyType: 'sedan', doors: 4,
    wmi: '5NP', vds: 'LM4AG', plant: 'H', engine: '2.0L 4-cylinder', transmission: 'CVT', fuelType: 'gasoline',
    fuelEconomy: '7.0/5.3', firstYear: 2017,
    trims: [
      { name: 'Essential', msrpCad: 22999, msrpUsd: 21475, drivetrain: 'FWD', features: ['Apple CarPlay', 'Heated seats', 'Backup camera'] },
      { name: 'Preferred', msrpCad: 25699, msrpUsd: 22775, drivetrain: 'FWD', features: ['Blind spot monitor', 'Heated steering wheel'] },
      { name: 'N Line', msrpCad: 31999, msrpUsd: 28365, drivetrain: 'FWD', features: ['Sunroof', 'Sport seats', 'Bose audio'] },
    ],
  },
  {
    make: 'Mazda', model: 'CX-5', modelFr: 'CX-5', modelCode: 'KF2', bodyType: 'crossover', doors: 4,
    wmi: 'JM3', vds: 'KFBCM', plant: '0', engine: '2.5L 4-cylinder', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '9.0/7.2', firstYear: 2018,
    trims: [
      { name: 'GS', msrpCad: 34950, msrpUsd: 29300, drivetrain: 'AWD', features: ['Heated seats', 'Apple CarPlay', 'Power liftgate'] },
      { name: 'GT', msrpCad: 41950, msrpUsd: 35300, drivetrain: 'AWD', features: ['Leather seats', 'Bose audio', 'Sunroof', 'Head-up display'] },
      { name: 'Signature', msrpCad: 46350, msrpUsd: 39600, drivetrain: 'AWD', features: ['Nappa leather', '2.5L turbo', 'Ventilated seats', '360 camera'] },
    ],
  },
  {
    make: 'Mazda', model: 'Mazda3 Sport', modelFr: 'Mazda3 Sport', modelCode: 'BP4', bodyType: 'hatchback', doors: 5,
    wmi: '3MZ', vds: 'BPBCM', plant: '1', engine: '2.5L 4-cylinder', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '8.2/6.2', firstYear: 2019,
    trims: [
      { name: 'GS', msrpCad: 27950, msrpUsd: 25450, drivetrain: 'FWD', features: ['Heated seats', 'Apple CarPlay', 'Adaptive cruise control'] },
      { name: 'GT', msrpCad: 33350, msrpUsd: 29450, drivetrain: 'AWD', features: ['Leather seats', 'Bose audio', 'Sunroof'] },
    ],
  },
  {
    make: 'Subaru', model: 'Outback', modelFr: 'Outback', modelCode: 'BT2', bodyType: 'wagon', doors: 4,
    wmi: '4S4', vds: 'BTANC', plant: '3', engine: '2.5L Boxer 4-cylinder', transmission: 'CVT', fuelType: 'gasoline',
    fuelEconomy: '9.0/7.1', firstYear: 2018,
    trims: [
      { name: 'Convenience', msrpCad: 36995, msrpUsd: 29995, drivetrain: 'AWD', features: ['EyeSight', 'Apple CarPlay', 'Roof rails'] },
      { name: 'Touring', msrpCad: 40995, msrpUsd: 34995, drivetrain: 'AWD', features: ['Sunroof', 'Heated seats', 'Power liftgate'] },
      { name: 'Premier XT', msrpCad: 47795, msrpUsd: 41495, drivetrain: 'AWD', features: ['Nappa leather', '2.4L turbo', 'Navigation', 'Harman Kardon audio'] },
    ],
  },
  {
    make: 'Kia', model: 'Carnival', modelFr: 'Carnival', modelCode: 'KA4', bodyType: 'minivan', doors: 5,
    wmi: 'KND', vds: 'NB4H3', plant: '6', engine: '3.5L V6', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '12.2/8.9', firstYear: 2021,
    trims: [
      { name: 'LX+', msrpCad: 43995, msrpUsd: 36700, drivetrain: 'FWD', features: ['8 seats', 'Power sliding doors', 'Apple CarPlay'] },
      { name: 'EX', msrpCad: 48995, msrpUsd: 41100, drivetrain: 'FWD', features: ['Sunroof', 'Heated seats', 'Smart power liftgate'] },
      { name: 'SX Hybrid', msrpCad: 57995, msrpUsd: 49500, drivetrain: 'FWD', features: ['Leather seats', 'Rear entertainment', 'Bose audio', '360 camera'] },
    ],
  },
  {
    make: 'Tesla', model: 'Model Y', modelFr: 'Model Y', modelCode: 'MY', bodyType: 'crossover', doors: 4,
    wmi: '7SA', vds: 'YGDEE', plant: 'F', engine: 'Dual motor', transmission: 'Single-speed', fuelType: 'ev',
    fuelEconomy: '17.5 kWh/100 km', firstYear: 2021,
    trims: [
      { name: 'Long Range AWD', msrpCad: 65990, msrpUsd: 47990, drivetrain: 'AWD', features: ['Autopilot', 'Glass roof', 'Heated seats', 'Premium audio'] },
      { name: 'Performance', msrpCad: 73990, msrpUsd: 51490, drivetrain: 'AWD', features: ['Autopilot', '21-inch wheels', 'Track mode', 'Glass roof'] },
    ],
  },
  {
    make: 'Ram', model: '1500', modelFr: '1500', modelCode: 'DT6P98', bodyType: 'truck', doors: 4,
    wmi: '1C6', vds: 'SRFFT', plant: 'N', engine: '3.6L Pentastar V6 eTorque', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '13.6/10.3', firstYear: 2019,
    trims: [
      { name: 'Big Horn Crew Cab', msrpCad: 59995, msrpUsd: 46420, drivetrain: '4WD', features: ['Tow package', 'Uconnect 8.4', 'Remote start'] },
      { name: 'Laramie Crew Cab', msrpCad: 74995, msrpUsd: 59995, drivetrain: '4WD', features: ['Leather seats', 'Ventilated seats', 'Harman Kardon audio'] },
    ],
  },
  {
    make: 'Volkswagen', model: 'Jetta', modelFr: 'Jetta', modelCode: 'BU33VS', bodyType: 'sedan', doors: 4,
    wmi: '3VW', vds: 'N57BU', plant: 'M', engine: '1.5L TSI 4-cylinder', transmission: 'Automatic', fuelType: 'gasoline',
    fuelEconomy: '7.3/5.4', firstYear: 2019,
    trims: [
      { name: 'Comfortline', msrpCad: 27995, msrpUsd: 22995, drivetrain: 'FWD', features: ['Heated seats', 'App-Connect', 'Blind spot monitor'] },
      { name: 'Highline', msrpCad: 32495, msrpUsd: 28545, drivetrain: 'FWD', features: ['Sunroof', 'Leatherette seats', 'Digital cockpit'] },
      { name: 'GLI', msrpCad: 37995, msrpUsd: 33075, drivetrain: 'FWD', features: ['2.0L TSI', 'Sport suspension', 'Beats audio'] },
    ],
  },
  {
    make: 'Ford', model: 'Mustang', modelFr: 'Mustang', modelCode: 'P8T', bodyType: 'coupe', doors: 2,
    wmi: '1FA', vds: '6P8CF', plant: '5', engine: '5.0L Coyote V8', transmission: 'Manual', fuelType: 'gasoline',
    fuelEconomy: '15.1/9.6', firstYear: 2018,
    trims: [
      { name: 'EcoBoost Premium', msrpCad: 46895, msrpUsd: 37645, drivetrain: 'RWD', features: ['Digital cluster', 'Heated seats', 'B&O audio'] },
      { name: 'GT', msrpCad: 55895, msrpUsd: 44090, drivetrain: 'RWD', features: ['5.0L V8', 'Brembo brakes', 'Active exhaust'] },
    ],
  },
];

export interface Colour {
  en: string;
  fr: string;
  hex: string;
}

export const EXTERIOR_COLOURS: readonly Colour[] = [
  { en: 'Super White', fr: 'Blanc super', hex: 'F4F4F2' },
  { en: 'Midnight Black Metallic', fr: 'Noir minuit métallisé', hex: '16181B' },
  { en: 'Magnetic Grey Metallic', fr: 'Gris magnétique métallisé', hex: '5B5F66' },
  { en: 'Celestial Silver Metallic', fr: 'Argent céleste métallisé', hex: 'B8BCC2' },
  { en: 'Barcelona Red Metallic', fr: 'Rouge Barcelone métallisé', hex: 'A3171F' },
  { en: 'Blueprint', fr: 'Bleu plan', hex: '2B4C7E' },
  { en: 'Lunar Rock', fr: 'Roche lunaire', hex: '9C9A8E' },
  { en: 'Cavalry Blue', fr: 'Bleu cavalerie', hex: '1F3A60' },
  { en: 'Army Green', fr: 'Vert armée', hex: '4B5A3C' },
  { en: 'Sonic Orange', fr: 'Orange sonique', hex: 'D9641E' },
];

export const INTERIOR_COLOURS: readonly Colour[] = [
  { en: 'Black', fr: 'Noir', hex: '1A1A1A' },
  { en: 'Light Grey', fr: 'Gris pâle', hex: 'C9C9C9' },
  { en: 'Saddle Brown', fr: 'Brun selle', hex: '7B4A2A' },
  { en: 'Ivory', fr: 'Ivoire', hex: 'E9E2CF' },
];
