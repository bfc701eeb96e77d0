import { formatEuros } from '../../../../../../core/shared/money.ts';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { formatDate, formatMonth } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { Text } from '../../../i18n/text.tsx';
import type { FleetCarsJson } from '../api/fleet-queries.ts';
import { type CarsView, hrefOf } from '../cars-view.ts';

/**
 * What the list counts when the fleet overview's handovers or cost of a month led here, in the
 * overview's numbers: the cars handed over in the window, or the month's cost of the cars costing
 * in it over every tab (past months hold cars now in the archive, which the note links to), each
 * with a link back to the whole list.
 */
export const OverviewFilterNote = ({ view, list }: { view: CarsView; list: FleetCarsJson }) => {
  const { locale } = useLocale();
  const handoverWindow = view.handoversFrom !== '' || view.handoversTo !== '';
  return (
    <>
      {handoverWindow ? (
        <p role="status" aria-live="polite">
          <Text
            id="fleet.cars.handoverWindow"
            values={{
              count: list.matchCount,
              from: view.handoversFrom ? formatDate(view.handoversFrom) : '…',
              to: view.handoversTo ? formatDate(view.handoversTo) : '…',
            }}
          />{' '}
          <SmartLink href={hrefOf({ ...view, handoversFrom: '', handoversTo: '', page: 1 })}>
            <Text id="fleet.cars.handoverWindow.clear" />
          </SmartLink>
        </p>
      ) : null}
      {view.costMonth && list.monthCost ? (
        <p role="status" aria-live="polite">
          <Text
            id="fleet.cars.costMonth"
            values={{
              month: formatMonth(view.costMonth, locale),
              count: list.monthCost.cars,
              net: formatEuros(list.monthCost.net),
              gross: formatEuros(list.monthCost.gross),
            }}
          />
          {list.tabCounts.archived > 0 && view.tab !== 'archived' ? (
            <>
              {' · '}
              <SmartLink href={hrefOf({ ...view, tab: 'archived', page: 1 })}>
                <Text id="fleet.cars.costMonth.archived" values={{ count: list.tabCounts.archived }} />
              </SmartLink>
            </>
          ) : null}{' '}
          <SmartLink href={hrefOf({ ...view, costMonth: '', page: 1 })}>
            <Text id="fleet.cars.costMonth.clear" />
          </SmartLink>
        </p>
      ) : null}
    </>
  );
};
