/** The BFF's refusals of the consumer transition-car request (our wording, du-form of the consumer portal). */
export const TRANSITION_VEHICLE_NOT_POSSIBLE =
  'Ein Übergangsfahrzeug ist nur möglich, solange dein Auto noch nicht übergeben wurde.';
export const TRANSITION_VEHICLE_ALREADY_REQUESTED =
  'Du hast für dieses Abo bereits ein Übergangsfahrzeug angefragt.';
