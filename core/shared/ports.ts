/** Ports every subdomain may need from outside. No rule reads the system time: it is handed a Clock's now. */
export type Clock = { readonly now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
