import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FleetCar } from '../../../../../core/fleet/cars-list.ts';
import { fleetCsv, fleetCsvChunks, streamedCsv } from './cars.ts';

const NOW = new Date('2026-06-01T10:00:00Z');

const aFleetCar = (id: string, overrides: Partial<FleetCar> = {}): FleetCar => ({
  id,
  state: 'ACTIVE',
  amount: 49_900,
  created_at: '2026-01-10T09:00:00Z',
  return_date: '2026-12-31',
  car: { oem: 'BMW', model: 'X3', license_plate: 'M-AB 1234' },
  driver_name: 'Jürgen Müller',
  company: { id: 'c-1', name: 'Muster GmbH' },
  ...overrides,
});

async function* batchesOf(cars: readonly FleetCar[], sizes: readonly number[]) {
  let start = 0;
  for (const size of sizes) {
    if (start >= cars.length) return;
    yield cars.slice(start, start + size);
    start += size;
  }
  if (start < cars.length) yield cars.slice(start);
}

const joined = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe('the fleet CSV', () => {
  it('holds what a fleet manager reconciles with: cost centre, driver, term, km package, deductibles, rate net and gross', async () => {
    const car = aFleetCar('f-2001', {
      amount: 59_500,
      mileage_package: 1500,
      end_date: '2027-11-30',
      damage_deductible_vollkasko: 100_000,
      damage_deductible_teilkasko: 50_000,
      ...({ actual_handover_date: '2026-12-01' } as object),
    });
    const text = await joined(
      fleetCsvChunks(batchesOf([car], [1]), NOW, async (id) => (id === 'c-1' ? 'KST-4711' : null)),
    );
    const [header, row] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const fields = Object.fromEntries(
      (header ?? '').split(';').map((name, i) => [name, (row ?? '').split(';')[i]]),
    );
    expect(fields).toMatchObject({
      'Fahrer*in': 'Jürgen Müller',
      Kostenstelle: 'KST-4711',
      // Every amount in the portal's one money format (docs/ui/foundations.md).
      'Monatliche Rate netto (EUR)': '500\u00a0€',
      'Monatliche Rate brutto (EUR)': '595\u00a0€',
      Laufzeitbeginn: '01.12.2026',
      Laufzeitende: '30.11.2027',
      'Kilometerpaket (km/Monat)': '1500',
      'Selbstbeteiligung Vollkasko (EUR)': '1.000\u00a0€',
      'Selbstbeteiligung Teilkasko (EUR)': '500\u00a0€',
    });
  });
});

describe('the fleet CSV written batch by batch', () => {
  it('is the very file of all the cars at once, however they are cut into batches', async () => {
    const texts = fc.constantFrom(
      'Jürgen Müller',
      '=HYPERLINK("x")',
      'Pool; "geteilt"',
      '-12',
      'Zeile\nzwei',
      '',
    );
    const car = fc.record({
      driver: texts,
      model: texts,
      amount: fc.option(fc.constantFrom(0, 49_900, -1_250, 12.5), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(car, { maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 6 }),
        async (rows, sizes) => {
          const cars = rows.map((row, i) =>
            aFleetCar(`f-${3000 + i}`, {
              driver_name: row.driver,
              amount: row.amount,
              car: { oem: 'BMW', model: row.model, license_plate: null },
            }),
          );
          expect(await joined(fleetCsvChunks(batchesOf(cars, sizes), NOW))).toBe(fleetCsv(cars, NOW));
        },
      ),
      { numRuns: 200, seed: 35 },
    );
  });

  it('is the BOM and the header alone for no cars', async () => {
    const text = await joined(fleetCsvChunks(batchesOf([], []), NOW));
    expect(text).toBe(fleetCsv([], NOW));
    expect(text.startsWith('\uFEFFBestellnummer;Kennzeichen;')).toBe(true);
  });

  it('is answered as a stream: one batch read before the answer starts, each further one as it is sent', async () => {
    const cars = Array.from({ length: 9 }, (_, i) => aFleetCar(`f-${3001 + i}`));
    let read = 0;
    async function* counted() {
      for await (const batch of batchesOf(cars, [2, 3, 4])) {
        read += 1;
        yield batch;
      }
    }
    const stream = await streamedCsv(fleetCsvChunks(counted(), NOW));
    expect(read).toBe(1);
    const pieces: string[] = [];
    for await (const piece of stream) pieces.push(String(piece));
    expect(read).toBe(3);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(fleetCsv(cars, NOW));
  });

  it('answers a failure before the first batch as an error, not as a started download', async () => {
    async function* failing(): AsyncGenerator<readonly FleetCar[]> {
      yield* [];
      throw new Error('the database is gone');
    }
    await expect(streamedCsv(fleetCsvChunks(failing(), NOW))).rejects.toThrow('the database is gone');
  });
});

describe('the fleet CSV’s cells', () => {
  const linesOf = (cars: readonly FleetCar[]) =>
    fleetCsv(cars, NOW).replace('\uFEFF', '').trim().split(/\r?\n/);

  it('writes a monthly rate as every amount of the portal: EUR the German way, decimals only when there are cents', () => {
    const [, whole, withCents, large] = linesOf([
      aFleetCar('f-3101', { amount: 39_900 }),
      aFleetCar('f-3102', { amount: 20_924 }),
      aFleetCar('f-3103', { amount: 123_450 }),
    ]);
    expect(whole).toContain(';399\u00a0€;');
    expect(withCents).toContain(';209,24\u00a0€;');
    expect(large).toContain(';1.234,50\u00a0€;');
  });

  it('labels a lapsed reservation as the cars page does, and a running one as reserved', () => {
    const [, lapsed, running] = linesOf([
      aFleetCar('f-3104', { state: 'NOT_SIGNED', created_at: '2026-05-25T10:00:00Z' }),
      aFleetCar('f-3105', { state: 'NOT_SIGNED', created_at: '2026-05-31T10:00:00Z' }),
    ]);
    expect(lapsed).toContain(';Reservierung abgelaufen;');
    expect(running).toContain(';Reserviert;');
  });
});
