/**
 * The systems behind the BFF that a call can fail on: in production they are other services (the
 * payment provider, the order service, the document archive …); here most are stand-ins inside the
 * BFF. A stand-in asks `isDown` before it answers, so that the failure answers the contracts
 * promise ("… and the payment provider is unavailable") can be produced on purpose — by the Pact
 * provider states and by end-to-end tests of the error dialogs — and never otherwise.
 */
export type DownstreamSystem =
  | 'payment_provider'
  | 'order_service'
  | 'company_service'
  | 'document_archive'
  | 'csv_export'
  | 'employee_notifications'
  | 'service_workflow';

export type Outages = { readonly isDown: (system: DownstreamSystem) => boolean };

/** What a stand-in throws while its system is down; the call answers the contract's failure. */
export const systemDown = (system: DownstreamSystem): Error => new Error(`${system} is unavailable`);

/** Production: every system answers (a real adapter fails when its system really does). */
export const noOutages: Outages = { isDown: () => false };

export type OutageSwitch = Outages & {
  readonly takeDown: (system: DownstreamSystem) => void;
  readonly restoreAll: () => void;
};

export const outageSwitch = (): OutageSwitch => {
  const down = new Set<DownstreamSystem>();
  return {
    isDown: (system) => down.has(system),
    takeDown: (system) => {
      down.add(system);
    },
    restoreAll: () => down.clear(),
  };
};
