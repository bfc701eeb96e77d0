/** Texts the specification does not give (our design, du-form). */
export const INSURANCE_UPGRADE_NOT_POSSIBLE =
  'Der Premium-Schutz kann für dieses Abo nicht (mehr) gebucht werden.';
