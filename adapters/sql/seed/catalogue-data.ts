import type { Co2Class, Fuel } from '../../../core/catalogue/types.ts';

/**
 * The demo catalogue: 51 models of the 24 makes a car policy can allow, German market versions
 * with plausible figures. Rates are cents for 24 months; shorter terms cost more (see seed).
 */
export type CatalogueEntry = readonly [
  id: string,
  brand: string,
  line: string,
  version: string,
  fuel: Fuel,
  gearshift: 'Automatik' | 'Schaltgetriebe',
  cartype: string,
  seats: number,
  doors: number,
  powerKw: number,
  evRangeKm: number | null,
  rate24: number,
  terms: readonly number[],
  stock: number,
  co2Class: Co2Class,
  co2: number,
  consumption: string,
];

const ALL = [6, 9, 12, 18, 24] as const;
const LONG = [12, 18, 24] as const;
const MOST = [6, 12, 18, 24] as const;

// biome-ignore format: one model per line reads as a table
export const CATALOGUE: readonly CatalogueEntry[] = [
  ['audi-q4', 'Audi', 'Q4 e-tron', 'Q4 45 e-tron', 'Elektro', 'Automatik', 'SUV', 5, 5, 210, 562, 59900, MOST, 6, 'A', 0, '17,9 kWh/100 km'],
  ['audi-a4-avant', 'Audi', 'A4 Avant', 'A4 Avant 40 TDI', 'Diesel', 'Automatik', 'Kombi', 5, 5, 150, null, 52900, LONG, 4, 'E', 139, '5,3 l/100 km'],
  ['bmw-i4', 'BMW', 'i4', 'i4 eDrive40', 'Elektro', 'Automatik', 'Limousine', 5, 5, 250, 590, 61900, LONG, 1, 'A', 0, '16,1 kWh/100 km'],
  ['bmw-x1', 'BMW', 'X1', 'X1 sDrive18i', 'Benzin', 'Automatik', 'SUV', 5, 5, 100, null, 47900, ALL, 5, 'E', 151, '6,6 l/100 km'],
  ['byd-seal', 'BYD', 'Seal', 'Seal Design AWD', 'Elektro', 'Automatik', 'Limousine', 5, 4, 390, 520, 54900, MOST, 7, 'A', 0, '17,2 kWh/100 km'],
  ['byd-dolphin', 'BYD', 'Dolphin', 'Dolphin Comfort', 'Elektro', 'Automatik', 'Kleinwagen', 5, 5, 150, 427, 32900, ALL, 9, 'A', 0, '15,9 kWh/100 km'],
  ['citroen-e-c3', 'Citroën', 'ë-C3', 'ë-C3 Max', 'Elektro', 'Automatik', 'Kleinwagen', 5, 5, 83, 320, 25900, ALL, 8, 'A', 0, '17,0 kWh/100 km'],
  ['citroen-c5-aircross', 'Citroën', 'C5 Aircross', 'C5 Aircross Hybrid 136', 'Benzin', 'Automatik', 'SUV', 5, 5, 100, null, 33900, MOST, 5, 'D', 125, '5,5 l/100 km'],
  ['cupra-born', 'Cupra', 'Born', 'Born 170 kW', 'Elektro', 'Automatik', 'Limousine', 5, 5, 170, 548, 43900, ALL, 6, 'A', 0, '15,7 kWh/100 km'],
  ['cupra-formentor', 'Cupra', 'Formentor', 'Formentor 1.5 eTSI', 'Benzin', 'Automatik', 'SUV', 5, 5, 110, null, 42900, MOST, 4, 'E', 141, '6,2 l/100 km'],
  ['dacia-sandero', 'Dacia', 'Sandero', 'Sandero TCe 90', 'Benzin', 'Schaltgetriebe', 'Kleinwagen', 5, 5, 67, null, 13900, ALL, 12, 'D', 120, '5,3 l/100 km'],
  ['dacia-jogger', 'Dacia', 'Jogger', 'Jogger TCe 110 7-Sitzer', 'Benzin', 'Schaltgetriebe', 'Van', 7, 5, 81, null, 23900, MOST, 6, 'D', 130, '5,7 l/100 km'],
  ['fiat-500e', 'Fiat', '500e', '500e La Prima', 'Elektro', 'Automatik', 'Kleinwagen', 4, 3, 87, 321, 27900, ALL, 0, 'A', 0, '14,9 kWh/100 km'],
  ['fiat-panda', 'Fiat', 'Panda', 'Panda Hybrid', 'Benzin', 'Schaltgetriebe', 'Kleinwagen', 5, 5, 53, null, 16900, ALL, 10, 'C', 114, '5,0 l/100 km'],
  ['ford-kuga', 'Ford', 'Kuga', 'Kuga 2.5 PHEV', 'Plug-In-Hybrid', 'Automatik', 'SUV', 5, 5, 179, null, 49900, MOST, 5, 'B', 26, '1,2 l/100 km'],
  ['ford-tourneo-custom', 'Ford', 'Tourneo Custom', 'Tourneo Custom 2.0 EcoBlue 9-Sitzer', 'Diesel', 'Automatik', 'Van', 9, 4, 110, null, 69900, LONG, 3, 'G', 199, '7,6 l/100 km'],
  ['hyundai-ioniq-5', 'Hyundai', 'IONIQ 5', 'IONIQ 5 77,4 kWh', 'Elektro', 'Automatik', 'SUV', 5, 5, 168, 570, 52900, MOST, 5, 'A', 0, '17,7 kWh/100 km'],
  ['hyundai-kona', 'Hyundai', 'Kona Elektro', 'Kona Elektro 65 kWh', 'Elektro', 'Automatik', 'SUV', 5, 5, 160, 514, 42900, ALL, 7, 'A', 0, '14,7 kWh/100 km'],
  ['jeep-avenger', 'Jeep', 'Avenger', 'Avenger Elektro', 'Elektro', 'Automatik', 'SUV', 5, 5, 115, 400, 36900, ALL, 6, 'A', 0, '15,9 kWh/100 km'],
  ['jeep-compass', 'Jeep', 'Compass', 'Compass 4xe', 'Plug-In-Hybrid', 'Automatik', 'SUV', 5, 5, 177, null, 49900, LONG, 3, 'B', 44, '1,9 l/100 km'],
  ['kia-ev6', 'Kia', 'EV6', 'EV6 GT-Line', 'Elektro', 'Automatik', 'SUV', 5, 5, 168, 528, 54900, MOST, 5, 'A', 0, '16,5 kWh/100 km'],
  ['kia-ceed-sw', 'Kia', 'Ceed Sportswagon', 'Ceed Sportswagon 1.5 T-GDI', 'Benzin', 'Schaltgetriebe', 'Kombi', 5, 5, 103, null, 31900, ALL, 6, 'E', 136, '6,0 l/100 km'],
  ['mazda-mx-5', 'Mazda', 'MX-5', 'MX-5 Roadster 2.0', 'Benzin', 'Schaltgetriebe', 'Cabrio', 2, 2, 135, null, 44900, LONG, 2, 'E', 155, '6,8 l/100 km'],
  ['mazda-cx-60', 'Mazda', 'CX-60', 'CX-60 e-Skyactiv PHEV', 'Plug-In-Hybrid', 'Automatik', 'SUV', 5, 5, 241, null, 62900, LONG, 4, 'B', 33, '1,5 l/100 km'],
  ['mercedes-eqa', 'Mercedes-Benz', 'EQA', 'EQA 250+', 'Elektro', 'Automatik', 'SUV', 5, 5, 140, 528, 55900, MOST, 5, 'A', 0, '16,4 kWh/100 km'],
  ['mercedes-v-klasse', 'Mercedes-Benz', 'V-Klasse', 'V 300 d 8-Sitzer', 'Diesel', 'Automatik', 'Van', 8, 5, 174, null, 119900, LONG, 2, 'G', 203, '7,7 l/100 km'],
  ['mercedes-g-klasse', 'Mercedes-Benz', 'G-Klasse', 'G 500', 'Benzin', 'Automatik', 'SUV', 5, 5, 330, null, 195900, LONG, 1, 'G', 276, '12,1 l/100 km'],
  ['mg-4', 'MG', 'MG4', 'MG4 Electric Luxury', 'Elektro', 'Automatik', 'Limousine', 5, 5, 150, 435, 28900, ALL, 9, 'A', 0, '16,0 kWh/100 km'],
  ['mg-zs', 'MG', 'ZS', 'ZS Hybrid+', 'Benzin', 'Automatik', 'SUV', 5, 5, 145, null, 27900, ALL, 8, 'C', 114, '5,0 l/100 km'],
  ['mini-cooper-se', 'Mini', 'Cooper SE', 'Cooper SE 3-Türer', 'Elektro', 'Automatik', 'Kleinwagen', 4, 3, 160, 303, 33900, ALL, 6, 'A', 0, '14,5 kWh/100 km'],
  ['mini-countryman', 'Mini', 'Countryman', 'Countryman C', 'Benzin', 'Automatik', 'SUV', 5, 5, 125, null, 41900, MOST, 4, 'E', 147, '6,5 l/100 km'],
  ['nissan-leaf', 'Nissan', 'Leaf', 'Leaf e+ 59 kWh', 'Elektro', 'Automatik', 'Limousine', 5, 5, 160, 385, 33900, ALL, 5, 'A', 0, '18,5 kWh/100 km'],
  ['nissan-qashqai', 'Nissan', 'Qashqai', 'Qashqai e-POWER', 'Benzin', 'Automatik', 'SUV', 5, 5, 140, null, 37900, MOST, 6, 'D', 119, '5,3 l/100 km'],
  ['opel-corsa-electric', 'Opel', 'Corsa Electric', 'Corsa Electric 115 kW', 'Elektro', 'Automatik', 'Kleinwagen', 5, 5, 115, 405, 29900, ALL, 10, 'A', 0, '15,5 kWh/100 km'],
  ['opel-astra-st', 'Opel', 'Astra Sports Tourer', 'Astra Sports Tourer Plug-in-Hybrid', 'Plug-In-Hybrid', 'Automatik', 'Kombi', 5, 5, 132, null, 39900, MOST, 6, 'B', 24, '1,1 l/100 km'],
  ['peugeot-e-2008', 'Peugeot', 'e-2008', 'e-2008 Allure', 'Elektro', 'Automatik', 'SUV', 5, 5, 115, 406, 37900, ALL, 7, 'A', 0, '15,7 kWh/100 km'],
  ['peugeot-308-sw', 'Peugeot', '308 SW', '308 SW BlueHDi 130', 'Diesel', 'Automatik', 'Kombi', 5, 5, 96, null, 35900, MOST, 5, 'D', 121, '4,6 l/100 km'],
  ['polestar-2', 'Polestar', '2', '2 Long Range Single Motor', 'Elektro', 'Automatik', 'Limousine', 5, 5, 220, 628, 56900, MOST, 4, 'A', 0, '15,2 kWh/100 km'],
  ['polestar-4', 'Polestar', '4', '4 Long Range Single Motor', 'Elektro', 'Automatik', 'SUV', 5, 5, 200, 620, 64900, LONG, 3, 'A', 0, '17,6 kWh/100 km'],
  ['renault-clio', 'Renault', 'Clio', 'Clio TCe 90', 'Benzin', 'Schaltgetriebe', 'Kleinwagen', 5, 5, 67, null, 21900, ALL, 11, 'D', 118, '5,2 l/100 km'],
  ['renault-megane-e-tech', 'Renault', 'Mégane E-Tech', 'Mégane E-Tech EV60', 'Elektro', 'Automatik', 'Limousine', 5, 5, 160, 450, 39900, ALL, 6, 'A', 0, '15,5 kWh/100 km'],
  ['seat-ibiza', 'Seat', 'Ibiza', 'Ibiza 1.0 TSI', 'Benzin', 'Schaltgetriebe', 'Kleinwagen', 5, 5, 70, null, 20900, ALL, 9, 'D', 119, '5,3 l/100 km'],
  ['seat-leon-st', 'Seat', 'Leon Sportstourer', 'Leon Sportstourer 1.5 eTSI', 'Benzin', 'Automatik', 'Kombi', 5, 5, 110, null, 32900, MOST, 6, 'D', 125, '5,5 l/100 km'],
  ['skoda-octavia-combi', 'Skoda', 'Octavia Combi', 'Octavia Combi 2.0 TDI', 'Diesel', 'Automatik', 'Kombi', 5, 5, 110, null, 36900, ALL, 8, 'D', 118, '4,5 l/100 km'],
  ['skoda-enyaq', 'Skoda', 'Enyaq', 'Enyaq 85', 'Elektro', 'Automatik', 'SUV', 5, 5, 210, 577, 51900, MOST, 5, 'A', 0, '16,3 kWh/100 km'],
  ['skoda-kodiaq', 'Skoda', 'Kodiaq', 'Kodiaq 1.5 TSI 7-Sitzer', 'Benzin', 'Automatik', 'SUV', 7, 5, 110, null, 45900, MOST, 4, 'E', 149, '6,6 l/100 km'],
  ['tesla-model-3', 'Tesla', 'Model 3', 'Model 3 Hinterradantrieb', 'Elektro', 'Automatik', 'Limousine', 5, 4, 208, 554, 44900, ALL, 8, 'A', 0, '13,2 kWh/100 km'],
  ['tesla-model-y', 'Tesla', 'Model Y', 'Model Y Maximale Reichweite', 'Elektro', 'Automatik', 'SUV', 5, 5, 378, 600, 52900, ALL, 7, 'A', 0, '15,7 kWh/100 km'],
  ['vw-id3', 'Volkswagen', 'ID.3', 'ID.3 Pro', 'Elektro', 'Automatik', 'Limousine', 5, 5, 150, 426, 38279, ALL, 9, 'A', 0, '15,6 kWh/100 km'],
  ['vw-golf', 'Volkswagen', 'Golf', 'Golf 1.5 eTSI', 'Benzin', 'Automatik', 'Limousine', 5, 5, 110, null, 35900, ALL, 10, 'D', 127, '5,6 l/100 km'],
  ['vw-passat-variant', 'Volkswagen', 'Passat Variant', 'Passat Variant 2.0 TDI', 'Diesel', 'Automatik', 'Kombi', 5, 5, 110, null, 44900, MOST, 6, 'D', 126, '4,8 l/100 km'],
];

export const FEATURES = [
  'Anhängerkupplung',
  'Apple CarPlay',
  'Einparkhilfe',
  'Navigationssystem',
  'Rückfahrkamera',
  'Sitzheizung',
] as const;

/** How much more a shorter term costs a month than 24 months, in cents. */
export const TERM_SURCHARGE: Readonly<Record<number, number>> = {
  24: 0,
  18: 1_500,
  12: 3_000,
  9: 5_000,
  6: 8_000,
};
/** Every model is offered with a down payment too; it lowers the monthly rate by 60 EUR. */
export const DOWNPAYMENT_SAVING = 6_000;
