/** Texts of the mileage calls the specification does not give (our design, du-form). */
export const EXTRA_MILEAGE_OUT_OF_RANGE = 'Bitte gib zwischen 1 und 5.000 Zusatzkilometer ein.';
export const MILEAGE_BELOW_LAST_READING =
  'Der Kilometerstand kann nicht niedriger sein als dein zuletzt gemeldeter.';
export const MILEAGE_NOT_REPORTABLE = 'Für dieses Abo kann kein Kilometerstand gemeldet werden.';
/** The toast of a failed change (consumer spec §8 "Mileage"). */
export const MILEAGE_CHANGE_FAILED = 'Änderung fehlgeschlagen';
/** The upgrade error of the specification's catalogue (consumer spec §8 "Mileage"). */
export const MILEAGE_UPGRADE_FAILED = 'Das hat leider nicht funktioniert';
