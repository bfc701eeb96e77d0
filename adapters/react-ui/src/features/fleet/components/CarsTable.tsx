import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { memo } from 'react';
import { isReservationLapsed } from '../../../../../../core/deals/reservation.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { useCardTableStyles } from '../../../components/card-table.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import type { FleetCarJson } from '../api/fleet-queries.ts';

export const carNameOf = (car: FleetCarJson): string =>
  [car.car?.oem, car.car?.model].filter(Boolean).join(' ') || car.id;

export const licencePlateOf = (car: FleetCarJson): string | null =>
  car.car?.license_plate ?? car.car?.registration_data?.license_plate ?? null;

type Texts = { readonly text: ReturnType<typeof useText>; readonly format: ReturnType<typeof useFormat> };

/**
 * A car's row. Memoised: the page re-renders when other data arrives (the companies, the session)
 * or a tab's count changes, and a row whose car, language and formats are the same is left alone.
 */
const CarRow = memo(
  ({ car, lapsed, text, format }: { readonly car: FleetCarJson; readonly lapsed: boolean } & Texts) => (
    <TableRow>
      <TableCell data-label={text('fleet.cars.column.car')}>
        <AppLink to={`/orders/${encodeURIComponent(car.id)}`}>{carNameOf(car)}</AppLink>
      </TableCell>
      <TableCell data-label={text('fleet.cars.column.licensePlate')}>{licencePlateOf(car) ?? '–'}</TableCell>
      <TableCell data-label={text('fleet.cars.column.driver')}>
        {car.driver_name ?? text('fleet.cars.noDriver')}
      </TableCell>
      <TableCell data-label={text('fleet.cars.column.company')}>{car.company.name}</TableCell>
      <TableCell data-label={text('fleet.cars.column.state')}>
        {lapsed ? text('fleet.state.reservationLapsed') : text(`mycars.state.${car.state}`)}
      </TableCell>
      <TableCell data-label={text('fleet.cars.column.rate')}>
        {typeof car.amount === 'number' ? format.money(car.amount) : '–'}
      </TableCell>
      <TableCell data-label={text('fleet.cars.column.returnDate')}>
        {car.return_date ? format.date(car.return_date) : '–'}
      </TableCell>
    </TableRow>
  ),
);

/**
 * One page of the fleet: each car links to its order detail. Memoised on the page's cars (the query
 * cache keeps the same array until the page changes), so nothing else re-renders the table.
 */
export const CarsTable = memo(({ cars }: { cars: readonly FleetCarJson[] }) => {
  const text = useText();
  const format = useFormat();
  // A lapsed reservation is listed in the archive and says so (core's isReservationLapsed).
  const now = useServices().clock.now();
  return (
    <Table aria-label={text('fleet.cars.table')} className={useCardTableStyles().cardTable}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{text('fleet.cars.column.car')}</TableHeaderCell>
          <TableHeaderCell>{text('fleet.cars.column.licensePlate')}</TableHeaderCell>
          <TableHeaderCell>{text('fleet.cars.column.driver')}</TableHeaderCell>
          <TableHeaderCell>{text('fleet.cars.column.company')}</TableHeaderCell>
          <TableHeaderCell>{text('fleet.cars.column.state')}</TableHeaderCell>
          <TableHeaderCell>{text('fleet.cars.column.rate')}</TableHeaderCell>
          <TableHeaderCell>{text('fleet.cars.column.returnDate')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cars.map((car) => (
          <CarRow key={car.id} car={car} lapsed={isReservationLapsed(car, now)} text={text} format={format} />
        ))}
      </TableBody>
    </Table>
  );
});
