/**
 * The payment provider's word on a change it was sent (consumer spec §3 payment method, §8 "Payment
 * method change failure"): an event the provider's adapter has verified, read as what it means for
 * the portal. A change is confirmed (the method takes effect) or failed (the customer sees the
 * failure modal); an event that settles no change of ours is recorded and otherwise ignored.
 */
export type PaymentProviderEvent = {
  /** The provider's id of the event: each is processed once, however often it is delivered. */
  readonly id: string;
  readonly type: string;
  readonly settles?: {
    /** The change's reference (what startConfirmation answered). */
    readonly reference: string;
    readonly outcome: 'confirmed' | 'failed';
  };
};

/**
 * What processing an event did: `settled` the change; `replayed` — the event was processed before;
 * `unchanged` — a new event that changes nothing (another type, an unknown or already settled change).
 */
export type EventProcessing = 'settled' | 'replayed' | 'unchanged';

export type PaymentConfirmations = {
  /**
   * Processes the event once (its id is recorded in the same transaction as its effect): a change
   * is settled only while pending, so the first word on it stands; a confirmed change sets the
   * payment method unless a change started later was confirmed already (events out of order).
   */
  readonly process: (event: PaymentProviderEvent, at: Date) => Promise<EventProcessing>;
};

/** Where the payment provider's deliveries are verified and read (its adapter, over the provider's SDK). */
export type PaymentWebhook = {
  /** The delivery verified and read, or undefined when its signature does not hold. */
  readonly read: (
    rawBody: Uint8Array,
    signature: string | undefined,
  ) => Promise<PaymentProviderEvent | undefined>;
  /** The header that carries the signature (Stripe-Signature). */
  readonly signatureHeader: string;
};
