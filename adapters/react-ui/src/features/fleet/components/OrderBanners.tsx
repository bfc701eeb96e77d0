import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import {
  type BannerId,
  BUSINESS_BANNER_IDS,
  bannersFor,
  isBusinessBanner,
  visibleBanners,
} from '../../../../../../core/deals/banners.ts';
import { dealContextOf } from '../../../../../../core/deals/context.ts';
import { returnDateOf } from '../../../../../../core/deals/deal-dates.ts';
import { isOrderInPreparation } from '../../../../../../core/deals/delivery-delay.ts';
import { followUpCarName, followUpIdOf } from '../../../../../../core/deals/follow-up.ts';
import { isReservationLapsed } from '../../../../../../core/deals/reservation.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { WriteAction } from '../../../components/WriteAction.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { useDealBannerDismissals } from '../../../lib/banner-dismissals.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { type OrderDetailJson, orderHandoverMetadataQuery, orderQuery } from '../api/fleet-queries.ts';

const useStyles = makeStyles({ list: { display: 'flex', flexDirection: 'column', gap: '8px' } });

/** The banners that lead to the handover dialog: the date is missing, or it may move. */
const HANDOVER_BANNERS: readonly BannerId[] = ['handover_coordination', 'low_confidence'];

/**
 * onSign: the reservation banner's way to the contract, when the user may sign it; onCoordinateHandover:
 * the handover banners' way to the handover dialog, when the user may coordinate it.
 */
export const OrderBanners = ({
  order,
  onSign,
  onCoordinateHandover,
}: {
  order: OrderDetailJson;
  onSign?: (() => void) | undefined;
  onCoordinateHandover?: (() => void) | undefined;
}) => {
  const { clock } = useServices();
  const format = useFormat();
  const styles = useStyles();
  const text = useText();
  const { dismissals, dismiss } = useDealBannerDismissals(order.deal.id);
  const now = clock.now();
  const planned = order.deal.planned_delivery_date ?? null;
  // Only an order in preparation with a planned date can show the low-confidence banner (business spec §4).
  const metadata = useQuery({
    ...orderHandoverMetadataQuery(usePortalApi(), order.deal.id),
    enabled: isOrderInPreparation(order.deal.state) && planned !== null,
  });
  // A bridging car names its follow-up vehicle and handover date (business spec §3 "Follow-up deal").
  const followUpId = followUpIdOf(order.deal);
  const followUpOrder = useQuery({
    ...orderQuery(usePortalApi(), followUpId ?? ''),
    enabled: followUpId !== null,
    retry: false,
  });
  // Core's one context builder, which the support CLI uses too (`portal deal`).
  const ctx = dealContextOf({
    deal: order.deal,
    handover: { planned_delivery_date: planned },
    handoverMetadata: metadata.data,
    followUp: followUpOrder.data
      ? {
          deal: followUpOrder.data.deal,
          handover: {
            planned_delivery_date: followUpOrder.data.handover?.date ?? null,
            preferred_delivery_date: followUpOrder.data.handover?.preliminaryDate ?? null,
          },
        }
      : null,
  });
  const followUp = ctx.followUpDeal;
  const nextCar = followUpCarName(followUp);
  const nextDate = followUp?.preferred_handover_date;
  const banners = visibleBanners(bannersFor(ctx, now), dismissals, now)
    .filter(isBusinessBanner)
    // The business variant's banners in its order (business spec §4 "Banners"; core's table).
    .sort((a, b) => BUSINESS_BANNER_IDS.indexOf(a.id) - BUSINESS_BANNER_IDS.indexOf(b.id));
  const lapsed = isReservationLapsed(order.deal, now);
  if (banners.length === 0 && !lapsed) return null;
  const returnDate = returnDateOf(order.deal);
  const values = {
    date: returnDate ? format.date(returnDate) : '',
    expiry: order.reservationExpiresAt ? format.date(order.reservationExpiresAt) : '',
  };
  return (
    <div className={styles.list}>
      {lapsed ? (
        // Business spec §9: the three days are over; the order offers nothing to sign (not dismissable).
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              <Text id="fleet.order.banner.lapsed.title" />
            </MessageBarTitle>
            <Text id="fleet.order.banner.lapsed.text" values={values} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {banners.map((banner) => (
        <MessageBar
          key={banner.id}
          intent={banner.id === 'reservation' || banner.id === 'low_confidence' ? 'warning' : 'info'}
          layout="multiline"
        >
          <MessageBarBody>
            <MessageBarTitle>
              <Text id={`fleet.order.banner.${banner.id}.title`} values={values} />
            </MessageBarTitle>
            <Text
              id={
                // Only who may sign is asked to (business spec §6: contracts are admins'); others are told.
                banner.id === 'reservation' && !onSign
                  ? 'fleet.order.banner.reservation.textForReaders'
                  : `fleet.order.banner.${banner.id}.text`
              }
              values={{ ...values, daysLeft: banner.daysLeft ?? 0 }}
            />
            {banner.id === 'bridging_car' && nextCar ? (
              <>
                {' '}
                {nextDate ? (
                  <Text
                    id="fleet.order.banner.bridging_car.next"
                    values={{ car: nextCar, date: format.date(nextDate) }}
                  />
                ) : (
                  <Text id="fleet.order.banner.bridging_car.nextUndated" values={{ car: nextCar }} />
                )}
              </>
            ) : null}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              // A dismissal is the customer's own (kept for 24 hours): not in a support user's view.
              <WriteAction>
                <Button
                  appearance="transparent"
                  aria-label={text('fleet.order.banner.dismiss')}
                  onClick={() => dismiss(banner.id)}
                >
                  ×
                </Button>
              </WriteAction>
            }
          >
            {banner.id === 'reservation' && onSign ? (
              <Button onClick={onSign}>
                <Text id="fleet.order.action.sign_contract" />
              </Button>
            ) : null}
            {HANDOVER_BANNERS.includes(banner.id) && onCoordinateHandover ? (
              <Button onClick={onCoordinateHandover}>
                <Text id="fleet.order.action.coordinate_handover" />
              </Button>
            ) : null}
          </MessageBarActions>
        </MessageBar>
      ))}
    </div>
  );
};
