/**
 * Texts of the power of attorney the specification does not give (our design, du-form of the
 * consumer portal). The required and phone texts are the shared ones of core/shared/validation.
 */
export const ATTORNEY_TOO_YOUNG = 'Die bevollmächtigte Person muss mindestens 18 Jahre alt sein.';
export const ATTORNEY_FROM_IN_PAST = 'Die Vollmacht kann frühestens ab heute gelten.';
export const ATTORNEY_UNTIL_BEFORE_FROM = 'Das Enddatum darf nicht vor dem Startdatum liegen.';
/** {date} is the last day of the subscription, DD.MM.YYYY. */
export const ATTORNEY_BEYOND_TERM_TEMPLATE =
  'Die Vollmacht kann höchstens bis zum Ende deines Abos am {date} gelten.';
export const ATTORNEY_NOT_ELIGIBLE =
  'Für dieses Abo steht keine Übergabe oder Rückgabe mehr an, für die du eine Vollmacht erteilen kannst.';
