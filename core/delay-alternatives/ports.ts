import type { TransitionVehicleTerms } from '../deals/transition-vehicle.ts';

/** A consumer's transition-car request: its terms as answered, and when it was made. */
export type TransitionVehicleRequest = TransitionVehicleTerms & {
  /** ISO instant of the request. */
  readonly requestedAt: string;
};

/** The requests, one per deal (the table's key keeps it so under concurrent requests too). */
export type TransitionVehicleRequests = {
  readonly find: (dealId: string) => Promise<TransitionVehicleRequest | undefined>;
  readonly save: (
    dealId: string,
    requestedBy: string,
    request: TransitionVehicleRequest,
    reservationToken: string,
  ) => Promise<void>;
};

/** What the rules need of the deal's handover: whether the car was handed over. */
export type HandoverFacts = {
  readonly find: (dealId: string) => Promise<{ readonly actual_handover_date: string | null } | undefined>;
};
