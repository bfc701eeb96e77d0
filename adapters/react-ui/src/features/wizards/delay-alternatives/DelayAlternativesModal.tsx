import { Button, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import { delayAlternativesOf, deliveryDelayOf } from '../../../../../../core/delay-alternatives/rules.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { openUrl } from '../../../lib/open-url.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { type DealJson, handoverQuery } from '../api/wizard-queries.ts';
import { AlternativeCarDiscount } from '../components/AlternativeCarDiscount.tsx';
import { DealModal } from '../components/DealModal.tsx';
import { EntryList } from '../components/EntryList.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { OutcomeModal } from '../modals/OutcomeModal.tsx';
import { handoverMetadataQuery, transitionVehicleQuery } from './queries.ts';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: '16px',
    rowGap: '4px',
  },
  term: { fontWeight: 600 },
  entry: { display: 'flex', flexDirection: 'column', gap: '4px', alignItems: 'flex-start' },
});

const TransitionEntry = ({ dealId, page }: { dealId: string; page: string }) => {
  const format = useFormat();
  const status = useQuery(transitionVehicleQuery(usePortalApi(), dealId));
  if (status.isPending) return <LoadingState />;
  if (status.isError) return <DataError onRetry={() => void status.refetch()} />;
  const request = status.data.request;
  if (request)
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          <Text
            id="delayAlternatives.transition.requested"
            values={{ date: format.date(request.deliveryBy) }}
          />
        </MessageBarBody>
      </MessageBar>
    );
  return (
    <SmartLink href={`${page}?modalName=transition-vehicle`}>
      <Text id="delayAlternatives.transition.cta" />
    </SmartLink>
  );
};

const Alternatives = ({ deal, onClose }: { deal: DealJson; onClose: () => void }) => {
  const api = usePortalApi();
  const { clock, browser } = useServices();
  const format = useFormat();
  const text = useText();
  const styles = useStyles();
  const handover = useQuery(handoverQuery(api, deal.id));
  const metadata = useQuery(handoverMetadataQuery(api, deal.id));
  const [linkFailed, setLinkFailed] = useState(false);
  if (handover.isPending || metadata.isPending) return <LoadingState />;
  if (handover.isError || metadata.isError)
    return (
      <DataError
        onRetry={() => {
          void handover.refetch();
          void metadata.refetch();
        }}
      />
    );
  const now = clock.now();
  const ctx: DealContext = { deal, handover: handover.data, handoverMetadata: metadata.data };
  const delay = deliveryDelayOf(ctx, now);
  if (!delay)
    return (
      <p>
        <Text id="delayAlternatives.notDelayed" />
      </p>
    );
  const page = `/mycars/${encodeURIComponent(deal.id)}`;
  const openAlternativeCar = async () => {
    // The delay is a question of the delivery: the handover options' source of the link (consumer §7).
    const answer = await api.createAlternativeCarOfferingLink({
      params: { id: deal.id },
      body: { source: 'handover-options' },
    });
    if (answer.isErr()) return setLinkFailed(true);
    openUrl(browser, answer.value.magic_link);
  };
  const entryOf = {
    keep_waiting: (
      <div className={styles.entry}>
        <Button onClick={onClose}>{text('delayAlternatives.wait.cta')}</Button>
        <Text id="delayAlternatives.wait.text" />
      </div>
    ),
    another_car: (
      <div className={styles.entry}>
        <Button onClick={() => void openAlternativeCar()}>{text('delayAlternatives.anotherCar.cta')}</Button>
        <Text id="delayAlternatives.anotherCar.text" />
        <AlternativeCarDiscount />
      </div>
    ),
    transition_vehicle: (
      <div className={styles.entry}>
        <TransitionEntry dealId={deal.id} page={page} />
        <Text id="delayAlternatives.transition.text" />
      </div>
    ),
    cancel: (
      <SmartLink href={`${page}?modalName=cancelation`}>
        <Text id="delayAlternatives.cancel.cta" />
      </SmartLink>
    ),
  };
  return (
    <>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <strong>
            <Text id="delayAlternatives.deliveryIn" values={{ days: delay.daysUntilDelivery }} />
          </strong>{' '}
          <Text id="delayAlternatives.later" values={{ weeks: delay.deviationInWeeks }} />
        </MessageBarBody>
      </MessageBar>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Text id="delayAlternatives.planned" />
        </dt>
        <dd>{format.date(delay.plannedDate)}</dd>
        <dt className={styles.term}>
          <Text id="delayAlternatives.window" />
        </dt>
        <dd>
          <Text
            id="delayAlternatives.window.value"
            values={{ from: format.date(delay.expectedFrom), until: format.date(delay.expectedUntil) }}
          />
        </dd>
      </dl>
      <h3>
        <Text id="delayAlternatives.alternatives" />
      </h3>
      <EntryList
        entries={delayAlternativesOf(ctx, now).map((alternative) => ({
          key: alternative,
          entry: entryOf[alternative],
        }))}
      />
      <OutcomeModal kind="request-error" open={linkFailed} onClose={() => setLinkFailed(false)} />
    </>
  );
};

/**
 * Delay alternatives (consumer spec §2; the delay rule is core's `deliveryDelayOf`): how late the
 * car is, and waiting, another car (the alternative-car link), a transition car for the wait
 * (transition-vehicle) or cancelling (cancelation), as core's `delayAlternativesOf` offers them.
 */
export const DelayAlternativesModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('delayAlternatives.title')}>
      {(deal) => <Alternatives deal={deal} onClose={onClose} />}
    </DealModal>
  );
};
