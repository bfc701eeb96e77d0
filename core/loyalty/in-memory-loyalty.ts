/** In-memory loyalty ports for the use-case tests; the SQL adapters pass the same tests in tests/repositories. */
import type { OutgoingMail } from '../shared/ports.ts';
import type {
  LedgerEntry,
  LoyaltyAccount,
  LoyaltyReads,
  LoyaltyTexts,
  RedemptionStore,
  RedemptionTransaction,
  Voucher,
} from './ports.ts';

export const inMemoryLoyalty = (initial: readonly LoyaltyAccount[] = []) => {
  let accounts = new Map(initial.map((account) => [account.userId, account]));
  let ledger: (LedgerEntry & { readonly userId: string })[] = [];
  let vouchers: Voucher[] = [];
  let mails: OutgoingMail[] = [];
  // Transactions run one at a time, as the row lock makes them for one account.
  let queue: Promise<unknown> = Promise.resolve();

  const reads: LoyaltyReads = {
    accountOf: async (userId) => accounts.get(userId),
    ledgerOf: async (userId) => ledger.filter((entry) => entry.userId === userId).reverse(),
  };

  const transaction: RedemptionTransaction = (work) => {
    const run = queue.then(async () => {
      const before = {
        accounts: new Map(accounts),
        ledger: [...ledger],
        vouchers: [...vouchers],
        mails: [...mails],
      };
      const store: RedemptionStore = {
        lockAccount: async (userId) => accounts.get(userId),
        issueVoucher: async (voucher, ledgerEntryId) => {
          const account = accounts.get(voucher.userId);
          // The database's check constraint: never below zero.
          if (!account || account.points < voucher.points) throw new Error('points would go below zero');
          accounts.set(voucher.userId, { ...account, points: account.points - voucher.points });
          vouchers.push(voucher);
          ledger.push({
            id: ledgerEntryId,
            userId: voucher.userId,
            date: voucher.issuedOn,
            points: -voucher.points,
            reason: 'voucher_redeemed',
            dealId: null,
          });
        },
        mailer: {
          send: async (mail) => {
            mails.push(mail);
          },
        },
      };
      try {
        return await work(store);
      } catch (error) {
        ({ accounts, ledger, vouchers, mails } = before);
        throw error;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };

  const texts: LoyaltyTexts = { levelTexts: async () => [], benefitTexts: async () => [] };

  return {
    reads,
    transaction,
    texts,
    vouchers: () => [...vouchers],
    mails: () => [...mails],
    ledger: () => [...ledger],
  };
};
