import type { Kysely } from 'kysely';
import { dealContextOf } from '../../core/deals/context.ts';
import type { DealContext } from '../../core/deals/types.ts';
import type { Database } from '../sql/schema.ts';
import type { Portal } from './portal-words.ts';

/**
 * Where support's lookups get a deal's context from: the BFF's database read directly, or a running
 * BFF's support routes (portal-source.ts). Either way core's one builder (core/deals/context.ts) made
 * the context, so `portal deal`, `customer`, `company` and `timeline` print the same for both.
 */

export type CompanyMatch = { readonly id: string; readonly name: string };

/** A deal's context and the portal that shows it (a company's deal the business portal, else /mycars). */
export type ShownDeal = { readonly context: DealContext; readonly portal: Portal };

/** The deals a user sees, a page at a time, and the portal they see them in. */
export type CustomerDeals = {
  readonly portal: Portal;
  readonly pages: AsyncIterable<readonly DealContext[]>;
};

export type LookupSource = {
  /** The deal's context; undefined for an unknown id. */
  readonly deal: (id: string, now: Date) => Promise<ShownDeal | undefined>;
  /** The contexts of every deal the user with this address sees; undefined for an unknown address. */
  readonly customerDeals: (email: string, now: Date) => Promise<CustomerDeals | undefined>;
  /** The company with this id, else those whose name contains the text. */
  readonly companies: (nameOrId: string) => Promise<readonly CompanyMatch[]>;
  /** The contexts of a company's deals in id order, a page at a time. */
  readonly companyDeals: (companyId: string, now: Date) => AsyncIterable<readonly DealContext[]>;
  readonly close: () => Promise<void>;
};

/** Deals read from the database per page of `portal customer` and `portal company`. */
export const DATABASE_PAGE_SIZE = 200;

/**
 * The first page of `portal company` is smaller: its first line then waits for the reads of a few
 * deals, not of a full page (a third of the way to it after the database has opened).
 */
export const FIRST_PAGE_SIZE = 20;

/**
 * The database as the source, given as it opens. The deal reads load here, not at the CLI's start,
 * alongside the database's opening (see openCliDatabase).
 */
export const databaseSource = async (opening: Promise<Kysely<Database>>): Promise<LookupSource> => {
  const [db, reads] = await Promise.all([opening, import('../sql/deal-contexts.ts')]);
  const contextsOf = async (ids: readonly string[], now: Date) =>
    (await reads.loadDeals(db, ids, now)).map(({ sources }) => dealContextOf(sources));
  return {
    deal: async (id, now) => {
      const loaded = await reads.loadDeal(db, id, now);
      return loaded
        ? {
            context: dealContextOf(loaded.sources),
            portal: loaded.owner?.kind === 'company' ? 'business' : 'consumer',
          }
        : undefined;
    },
    customerDeals: async (email, now) => {
      const found = await reads.customerDeals(db, email);
      if (!found) return undefined;
      return {
        portal: found.customer.kind === 'consumer' ? 'consumer' : 'business',
        pages: (async function* () {
          for (let start = 0; start < found.dealIds.length; start += DATABASE_PAGE_SIZE)
            yield await contextsOf(found.dealIds.slice(start, start + DATABASE_PAGE_SIZE), now);
        })(),
      };
    },
    companies: (nameOrId) => reads.companiesNamed(db, nameOrId),
    companyDeals: async function* (companyId, now) {
      let after: string | null = null;
      for (let size = FIRST_PAGE_SIZE; ; size = DATABASE_PAGE_SIZE) {
        const ids = await reads.companyDealIds(db, companyId, after, size);
        if (ids.length === 0) return;
        yield await contextsOf(ids, now);
        if (ids.length < size) return;
        after = ids[ids.length - 1] as string;
      }
    },
    close: () => db.destroy(),
  };
};
