/** The prolongation-failed-modal's title (consumer spec §8). */
export const PROLONGATION_FAILED = 'Verlängerung fehlgeschlagen';
/** Texts the specification does not give (our design, du-form). */
export const ALREADY_PROLONGED = 'Dein Abo wurde bereits verlängert.';
export const PROLONGATION_NOT_POSSIBLE = 'Dieses Abo kann nicht verlängert werden.';
export const PROLONGATION_TERM_NOT_OFFERED = 'Bitte wähle eine der angebotenen Laufzeiten aus.';
export const PROLONGATION_TERMS_NOT_ACCEPTED = 'Bitte bestätige die Vertragsbedingungen.';
