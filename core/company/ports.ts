/** A business customer as the portal keeps it (business spec §3 company details). */
export type Company = {
  readonly id: string;
  readonly name: string;
  readonly address: {
    readonly street: string;
    readonly houseNumber: string;
    readonly postalCode: string;
    readonly city: string;
  };
  readonly phone: string | null;
  readonly invoicingInfo: {
    readonly email: string | null;
    readonly ccEmail: string | null;
    readonly costCenter: string | null;
    readonly paymentMethod: 'AUTOMATIC_DEBIT' | 'BANK_TRANSFER' | null;
  };
  readonly contactPerson: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string | null;
  } | null;
};

export type CompanyRepository = {
  readonly find: (id: string) => Promise<Company | undefined>;
  /**
   * The company, locked until the transaction ends: two changes of its details at once run one
   * after the other, the second changing what the first saved.
   */
  readonly lock: (id: string) => Promise<Company | undefined>;
  /** Inserts or replaces the company with this id. */
  readonly save: (company: Company) => Promise<void>;
};
