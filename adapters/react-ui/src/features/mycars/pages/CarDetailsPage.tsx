import { makeStyles, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router';
import { CAR_DETAILS_PAGE } from '../../../../../../contracts/content-pages.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { visibleModules } from '../../../components/content/visible-modules.ts';
import { DataError } from '../../../components/DataError.tsx';
import { EditableContent } from '../../../components/EditableContent.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { modelPictureUrl, VehiclePicture } from '../../../components/VehiclePicture.tsx';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { addonsQuery, contentPageQuery, insuranceOf, returnDataQuery } from '../api/car-details-queries.ts';
import { type DealJson, dealDetailsQuery, handoverQuery } from '../api/deal-queries.ts';
import { carNameOf, loadsHandover } from '../deal-display.ts';
import { ContentModuleView } from '../modules/module-registry.tsx';
import { useDealContext } from '../use-deal-context.ts';

/** The content page the car details are built from (adapters/sql/seed/content/pages.ts). */
export { CAR_DETAILS_PAGE };

const useStyles = makeStyles({ picture: { maxWidth: '480px' } });

/**
 * The deal's modules in the content's order, each shown when its visibility rule holds for the
 * data the rules read: the deal, the customer ({ kind }), the handover and the booked return.
 */
const DealModules = ({ deal }: { deal: DealJson }) => {
  const api = usePortalApi();
  const { locale } = useLocale();
  const { clock } = useServices();
  const { data: user } = useSession();
  const page = useQuery(contentPageQuery(api, CAR_DETAILS_PAGE, locale));
  const handover = useQuery({ ...handoverQuery(api, deal.id), enabled: loadsHandover(deal) }).data;
  const returnData = useQuery({ ...returnDataQuery(api, deal.id), enabled: Boolean(deal.return_type) }).data;
  // Core offers the insurance upgrade only to CREATED deals with add-on availability (consumer §4).
  const productId = deal.car?.external_product_id ?? '';
  // The add-ons' answer changes every module's context: deferred, the modules render again in a
  // render React can interrupt, not in the synchronous one TanStack Query's answer starts
  // (docs/ui/hydration.md "The hydration's commit").
  const addons = useDeferredValue(
    useQuery({
      ...addonsQuery(api, deal.id, productId),
      enabled: deal.state === 'CREATED' && productId !== '',
    }).data,
  );
  const insurance = useMemo(() => (addons ? insuranceOf(addons) : undefined), [addons]);
  const {
    ctx: moduleCtx,
    ready,
    dismiss,
  } = useDealContext(deal, {
    protection: insurance?.group ?? null,
    returnData: returnData ?? null,
  });
  const kind = user?.kind;
  const styles = useStyles();
  const text = useText();
  const car = carNameOf(deal);
  const modules = useMemo(
    () =>
      page.data
        ? visibleModules(page.data.modules, { deal, customer: { kind }, handover, returnData }, clock.now())
        : [],
    [page.data, deal, kind, handover, returnData, clock],
  );
  // The same elements while the modules, their context and the deal are the same: a render of this
  // component for another reason (a query of the page turning to fetching) does not render them again.
  const moduleViews = useMemo(
    () =>
      modules.map((module) => (
        <EditableContent key={module.id} module={module}>
          <ContentModuleView module={module} deal={deal} ctx={moduleCtx} onDismissBanner={dismiss} />
        </EditableContent>
      )),
    [modules, deal, moduleCtx, dismiss],
  );
  return (
    <>
      <Title2 as="h1">{car ?? <Text id="mycars.card.unknownCar" />}</Title2>
      <VehiclePicture
        className={styles.picture}
        src={modelPictureUrl(deal.car?.external_product_id)}
        alt={car ?? text('mycars.card.unknownCar')}
        eager
      />
      {!ready || page.isPending ? <LoadingState /> : null}
      {page.isError ? <DataError onRetry={() => void page.refetch()} /> : null}
      {ready ? moduleViews : null}
    </>
  );
};

/** /mycars/{subscription_id}: the car's details, with a back link to /mycars. */
export const CarDetailsPage = () => {
  const { dealId = '' } = useParams();
  const deal = useQuery(dealDetailsQuery(usePortalApi(), dealId));
  return (
    <PageStack>
      <AppLink to="/mycars">
        <Text id="carDetails.back" />
      </AppLink>
      {deal.isPending ? <LoadingState /> : null}
      {deal.isError ? (
        isHttpStatus(deal.error, 404) ? (
          <DataError message="carDetails.notFound" />
        ) : (
          <DataError onRetry={() => void deal.refetch()} />
        )
      ) : null}
      {deal.data ? <DealModules deal={deal.data} /> : null}
    </PageStack>
  );
};
