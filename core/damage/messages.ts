/** Texts of the damage calls the specification does not give (our design, du-form of the consumer portal). */
export const DAMAGE_PHOTO_NOT_OURS =
  'Mindestens ein Foto wurde nicht für dieses Fahrzeug hochgeladen. Bitte lade es erneut hoch.';
export const DAMAGE_NOT_REPORTABLE =
  'Für dieses Abo kann kein Schaden gemeldet werden, da du das Fahrzeug nicht (mehr) hast.';
