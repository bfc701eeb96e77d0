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
  type Banner,
  type BannerId,
  bannersFor,
  consumerBanners,
  visibleBanners,
} from '../../../../../../core/deals/banners.ts';
import { returnDateOf } from '../../../../../../core/deals/deal-dates.ts';
import { followUpCarName } from '../../../../../../core/deals/follow-up.ts';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import { deliveryDelayOf } from '../../../../../../core/delay-alternatives/rules.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { WriteAction } from '../../../components/WriteAction.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { preponementOfferQuery } from '../api/preponement-queries.ts';

const useStyles = makeStyles({ list: { display: 'flex', flexDirection: 'column', gap: '8px' } });

/** Where a banner's button leads: the wizard or page that resolves it (consumer spec §2 modal names). */
const ctaOf = (
  banner: BannerId,
  dealId: string,
  delayed: boolean,
):
  | {
      href: string;
      label: 'mycars.banner.swap.cta' | 'mycars.banner.cta' | 'mycars.banner.reservation.cta';
    }
  | undefined => {
  const modal = (name: string) => `/mycars/${encodeURIComponent(dealId)}?modalName=${name}`;
  switch (banner) {
    case 'swap':
      return { href: `/mycars/${encodeURIComponent(dealId)}/next-car`, label: 'mycars.banner.swap.cta' };
    case 'handover_coordination':
      return { href: modal('MULTISTEP_EDIT_HANDOVER'), label: 'mycars.banner.cta' };
    case 'return_coordination':
      return { href: modal('MULTISTEP_EDIT_RETURN'), label: 'mycars.banner.cta' };
    case 'low_confidence':
      // A later delivery offers its alternatives (core's deliveryDelayOf); otherwise the handover options.
      return { href: modal(delayed ? 'delay-alternatives' : 'handover-options'), label: 'mycars.banner.cta' };
    case 'delivery_delay':
      return { href: modal('delay-alternatives'), label: 'mycars.banner.cta' };
    case 'extend_subscription':
      return { href: modal('extend-subscription-selector'), label: 'mycars.banner.cta' };
    case 'self_pickup':
      return { href: modal('handover-self-pickup'), label: 'mycars.banner.cta' };
    case 'reservation':
      return { href: modal('contract-signing'), label: 'mycars.banner.reservation.cta' };
    default:
      return undefined;
  }
};

/** Which car comes after the bridging car, and from when, once its deal is loaded. */
const NextCar = ({ followUp }: { followUp: DealContext['followUpDeal'] }) => {
  const format = useFormat();
  const car = followUpCarName(followUp);
  if (!car) return null;
  const date = followUp?.preferred_handover_date;
  return (
    <>
      {' '}
      {date ? (
        <Text id="mycars.banner.bridging_car.next" values={{ car, date: format.date(date) }} />
      ) : (
        <Text id="mycars.banner.bridging_car.nextUndated" values={{ car }} />
      )}
    </>
  );
};

/** The banners core shows for a deal now, minus those dismissed in the last 24 hours. */
export const DealBanners = ({
  ctx,
  onDismiss,
}: {
  ctx: DealContext;
  onDismiss: (banner: BannerId) => void;
}) => {
  const { clock } = useServices();
  const api = usePortalApi();
  const format = useFormat();
  const text = useText();
  const styles = useStyles();
  const now = clock.now();
  // The earlier-delivery offer as the car's page loaded it (nothing is fetched here for it).
  const offer = useQuery({ ...preponementOfferQuery(api, ctx.deal.id), enabled: false }).data;
  const banners: Banner[] = consumerBanners(visibleBanners(bannersFor(ctx, now), ctx.bannerDismissals, now), {
    earlierDeliveryOffered: Boolean(offer),
  });
  if (banners.length === 0) return null;
  const returnDate = returnDateOf(ctx.deal);
  const values = { date: returnDate ? format.date(returnDate) : '' };
  return (
    <div className={styles.list}>
      {banners.map((banner) => {
        const cta = ctaOf(banner.id, ctx.deal.id, deliveryDelayOf(ctx, now) !== null);
        return (
          <MessageBar
            key={banner.id}
            intent={banner.id === 'low_confidence' ? 'warning' : 'info'}
            layout="multiline"
          >
            <MessageBarBody>
              <MessageBarTitle>
                <Text id={`mycars.banner.${banner.id}.title`} values={{ daysLeft: banner.daysLeft ?? 0 }} />
              </MessageBarTitle>
              <Text id={`mycars.banner.${banner.id}.text`} values={values} />
              {banner.id === 'bridging_car' ? <NextCar followUp={ctx.followUpDeal} /> : null}
            </MessageBarBody>
            <MessageBarActions
              containerAction={
                <WriteAction>
                  <Button
                    appearance="transparent"
                    aria-label={text('mycars.banner.dismiss')}
                    onClick={() => onDismiss(banner.id)}
                  >
                    ×
                  </Button>
                </WriteAction>
              }
            >
              {cta ? (
                <SmartLink href={cta.href}>
                  <Text id={cta.label} />
                </SmartLink>
              ) : null}
            </MessageBarActions>
          </MessageBar>
        );
      })}
    </div>
  );
};
