import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { err, ok } from 'neverthrow';
import type { User } from '../../../../../core/account/ports.ts';
import { userOfSession } from '../../../../../core/account/sign-in.ts';
import type { CarsListQuery, FleetCar } from '../../../../../core/fleet/cars-list.ts';
import {
  exportFleetCars,
  getAnnouncements,
  getFleetCars,
  getFleetOverview,
} from '../../../../../core/fleet/fleet-use-cases.ts';
import { EXPORT_FAILED, fleetStateLabelOf } from '../../../../../core/fleet/messages.ts';
import type { FleetRepository } from '../../../../../core/fleet/ports.ts';
import { grossNetSplit } from '../../../../../core/prolongation/rules.ts';
import {
  berlinDay,
  berlinDayOfInstant,
  isDateText,
  toIsoDate,
} from '../../../../../core/shared/calendar-days.ts';
import { cents, formatEuros } from '../../../../../core/shared/money.ts';
import { systemDown } from '../../../../shared/outages.ts';
import { sqlContracts } from '../../../../sql/fleet-documents-repository.ts';
import { sqlFleet } from '../../../../sql/fleet-repository.ts';
import { isEmbedded } from '../../../../sql/pglite-dialect.ts';
import { fleetCarsWithSession, type WithSession } from '../../../../sql/session-reads.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler, SessionRead } from '../../handler.ts';
import { spreadsheetSafe } from '../../spreadsheet-cells.ts';
import { businessUser, failureOf } from './failure.ts';

/** The cars page /cars/{tab}, its CSV export, the fleet overview and the announcements. */

const germanDate = (text: string | null | undefined): string => {
  if (!text || !isDateText(text)) return '';
  const [year, month, day] = toIsoDate(berlinDay(text)).split('-');
  return `${day}.${month}.${year}`;
};

const germanAmount = (cents: number | null | undefined): string =>
  typeof cents === 'number' && Number.isFinite(cents) ? formatEuros(cents) : '';

/**
 * The columns a fleet manager reconciles the provider's invoices with: besides the car, its driver
 * and state, the company's cost centre, the term's start and end, the km package, the deductibles
 * and the monthly rate net and gross (the deal's amount is gross, with 19% VAT).
 */
const CSV_COLUMNS = [
  { key: 'id', header: 'Bestellnummer' },
  { key: 'plate', header: 'Kennzeichen' },
  { key: 'oem', header: 'Marke' },
  { key: 'model', header: 'Modell' },
  { key: 'driver', header: 'Fahrer*in' },
  { key: 'company', header: 'Unternehmen' },
  { key: 'costCentre', header: 'Kostenstelle' },
  { key: 'state', header: 'Status' },
  { key: 'net', header: 'Monatliche Rate netto (EUR)' },
  { key: 'amount', header: 'Monatliche Rate brutto (EUR)' },
  { key: 'termStart', header: 'Laufzeitbeginn' },
  { key: 'termEnd', header: 'Laufzeitende' },
  { key: 'returnDate', header: 'Rückgabedatum' },
  { key: 'mileage', header: 'Kilometerpaket (km/Monat)' },
  { key: 'fullCoverage', header: 'Selbstbeteiligung Vollkasko (EUR)' },
  { key: 'partialCoverage', header: 'Selbstbeteiligung Teilkasko (EUR)' },
];

/** The cost centre of each company whose cars the file holds (the company's invoicing details). */
export type CostCentres = ReadonlyMap<string, string | null>;

const csvRowOf = (now: Date, costCentres: CostCentres) => (car: FleetCar) => ({
  id: car.id,
  plate: car.car?.license_plate ?? car.car?.registration_data?.license_plate ?? '',
  oem: car.car?.oem ?? '',
  model: car.car?.model ?? '',
  driver: car.driver_name ?? '',
  company: car.company.name,
  costCentre: costCentres.get(car.company.id) ?? '',
  // The label the cars page shows ('Rückgabe läuft', 'Reservierung abgelaufen'), not the code.
  state: fleetStateLabelOf(car, now),
  net: Number.isInteger(car.amount) ? germanAmount(grossNetSplit(cents(car.amount as number)).net) : '',
  amount: germanAmount(car.amount),
  // The stored deal keeps the handover day (the list's view of a car does not name it).
  termStart: germanDate(
    (car as { actual_handover_date?: string | null }).actual_handover_date ?? car.planned_delivery_date,
  ),
  termEnd: germanDate(car.end_date ?? car.return_date),
  returnDate: germanDate(car.return_date),
  mileage: car.mileage_package ?? '',
  fullCoverage: germanAmount(car.damage_deductible_vollkasko),
  partialCoverage: germanAmount(car.damage_deductible_teilkasko),
});

const CSV_OPTIONS = {
  columns: CSV_COLUMNS,
  delimiter: ';',
  cast: { string: spreadsheetSafe },
} as const;

/**
 * Excel opens a UTF-8 file with BOM and semicolons as German columns, with German dates and amounts.
 * Text that people typed (a driver's name, a company's, a plate) could start like a formula: every
 * text cell is made safe before it is written (spreadsheet-cells.ts).
 */
export const fleetCsv = (
  cars: readonly FleetCar[],
  now: Date,
  costCentres: CostCentres = new Map(),
): string => stringify(cars.map(csvRowOf(now, costCentres)), { ...CSV_OPTIONS, header: true, bom: true });

/**
 * The same file as fleetCsv, written as the cars come: the BOM and the header with the first
 * batch, then each batch's lines. Every cell is quoted or not by itself, so the pieces join to
 * exactly the file fleetCsv writes of all the cars.
 */
export async function* fleetCsvChunks(
  batches: AsyncIterable<readonly FleetCar[]>,
  now: Date,
  costCentreOf: (companyId: string) => Promise<string | null> = async () => null,
): AsyncGenerator<string> {
  let first = true;
  // A company's cost centre is read once, when its first car comes.
  const costCentres = new Map<string, string | null>();
  for await (const cars of batches) {
    for (const car of cars)
      if (!costCentres.has(car.company.id))
        costCentres.set(car.company.id, await costCentreOf(car.company.id));
    yield stringify(cars.map(csvRowOf(now, costCentres)), { ...CSV_OPTIONS, header: first, bom: first });
    first = false;
  }
  if (first) yield fleetCsv([], now);
}

/**
 * The export answered as a stream: the first batch is read before the answer starts, so a
 * failure up to then is still the error answer 'Export fehlgeschlagen'; a failure after it cuts
 * the download off (the browser shows it failed), never a CSV that looks whole.
 */
export const streamedCsv = async (chunks: AsyncGenerator<string>): Promise<Readable> => {
  const first = await chunks.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return Readable.from(all(), { objectMode: false });
};

export const carsHandlers = (bff: BffContext): Record<string, Handler> => {
  const ports = () => ({ fleet: sqlFleet(bff.db), mailer: bff.mailerFor(bff.db) });
  return {
    getFleetCars: async ({ user, query, now }) => {
      const result = await getFleetCars(ports(), businessUser(user), query as Partial<CarsListQuery>, now);
      return result.match(
        (list) => ok({ body: { data: list } }),
        (error) => err(failureOf(error, 'query')),
      );
    },

    exportFleetCars: async ({ user, query, now }) => {
      try {
        const result = exportFleetCars(ports(), businessUser(user), query as Partial<CarsListQuery>, now);
        if (result.isErr()) return err(failureOf(result.error, 'query'));
        const day = toIsoDate(berlinDayOfInstant(now));
        // The export is made here, standing in for the export service; it fails while taken down.
        if (bff.outages.isDown('csv_export')) throw systemDown('csv_export');
        return ok({
          body: await streamedCsv(
            fleetCsvChunks(
              result.value,
              now,
              async (companyId) => (await bff.companies.find(companyId))?.invoicingInfo.costCenter ?? null,
            ),
          ),
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="flotte-${day}.csv"`,
          },
        });
      } catch {
        return err({ code: 'export_failed', message: EXPORT_FAILED });
      }
    },

    getFleetOverview: async ({ user, now }) => {
      const result = await getFleetOverview(
        { ...ports(), contracts: sqlContracts(bff.db) },
        businessUser(user),
        now,
      );
      return result.match(
        (overview) => ok({ body: { data: overview } }),
        (error) => err(failureOf(error)),
      );
    },

    getAnnouncements: async ({ user, now }) => {
      const announcements = await getAnnouncements(ports(), businessUser(user), now);
      return ok({
        body: {
          data: announcements.map((announcement) => ({ ...announcement, cta: announcement.cta ?? null })),
        },
      });
    },
  };
};

/**
 * A read with its session check beside it, not after it (app.ts may use the answer only when the
 * session's user is the expected one). An answer that failed is left to the handler.
 */
const besideSessionCheck =
  (currentUser: (sessionId: string, now: Date) => Promise<User | undefined>, handler: Handler): SessionRead =>
  async (context) => {
    const [user, answer] = await Promise.all([
      currentUser(context.sessionId, context.now),
      handler(context).catch(() => undefined),
    ]);
    return { user, answer };
  };

/**
 * The cars page with its session check in the same statement (docs/architecture.md "One round
 * trip per read"): core's getFleetCars over a fleet port whose list query also reads the session.
 * A query core refuses before reading, a user who is not a company's, or a read that failed is
 * left to the route's handler after the usual session check. On PGlite, in the process, there is
 * no round trip to save and planning the one statement took several times its parts (11 ms
 * against 2.6 ms of processor time for a page at 20,000 cars): the session check runs beside the
 * list's own statements there.
 */
export const carsSessionRead = (
  bff: BffContext,
  currentUser: (sessionId: string, now: Date) => Promise<User | undefined>,
): SessionRead => {
  const beside = besideSessionCheck(currentUser, carsHandlers(bff).getFleetCars as Handler);
  return async (context) => {
    const { sessionId, user, query, now } = context;
    const usualPath = async () => ({ user: await currentUser(sessionId, now), answer: undefined });
    if (user.kind !== 'business') return usualPath();
    if (isEmbedded(bff.db)) return beside(context);
    const session: { read: boolean; found?: WithSession<unknown>['found'] } = { read: false };
    const fleet: FleetRepository = {
      ...sqlFleet(bff.db),
      queryCars: async (scope, list, at) => {
        const { found, data } = await fleetCarsWithSession(
          bff.db,
          bff.tokens.hash(sessionId),
          scope,
          list,
          at,
        );
        session.read = true;
        session.found = found;
        return data;
      },
    };
    const result = await getFleetCars(
      { fleet, mailer: bff.mailerFor(bff.db) },
      user,
      query as Partial<CarsListQuery>,
      now,
    ).catch(() => undefined);
    if (!result || !session.read) return usualPath();
    return {
      user: userOfSession(session.found, now),
      answer: result.match(
        (list) => ok({ body: { data: list } }),
        (error) => err(failureOf(error, 'query')),
      ),
    };
  };
};
