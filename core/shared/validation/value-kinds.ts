/**
 * The kinds of value `portal validate` checks. A list of its own, apart from the validators, so the
 * CLI can name them without loading the validators' libraries (phone metadata, IBAN tables).
 */
export const VALUE_KINDS = [
  'phone',
  'plz',
  'delivery-zip',
  'iban',
  'password',
  'driver-dob',
  'damage-description',
  'mileage',
] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];

export const isValueKind = (text: string): text is ValueKind =>
  (VALUE_KINDS as readonly string[]).includes(text);
