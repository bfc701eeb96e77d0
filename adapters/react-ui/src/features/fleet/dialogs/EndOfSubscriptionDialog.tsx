import { Button, MessageBar, MessageBarBody, makeStyles, Subtitle2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { endOfSubscriptionQuery, useRequestPurchaseOffer } from '../api/order-dialog-queries.ts';
import { planReturnLink, swapInShopLink } from '../plan-return.ts';
import { FormProblem } from './FormProblem.tsx';
import { failureMessageOf } from './failure-message.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' },
  item: { display: 'grid', gap: '4px' },
});

/**
 * End-of-subscription options (business spec §2): prolong, swap, return and buy, each as the BFF
 * finds it available (core's endOfSubscriptionOf); the return is planned from 45 days before the
 * return date (§9), and until then the dialog says from when. Each option leads into the business
 * flow: the swap into the shop, the return into the business return wizard, the purchase offer to
 * the account manager, and a prolongation is asked of the account manager.
 */
export const EndOfSubscriptionDialog = ({
  dealId,
  open,
  mayAct,
  onClose,
}: {
  dealId: string;
  open: boolean;
  /** Analysts read only (business spec §6): they see the options, not the ways to act on them. */
  mayAct: boolean;
  onClose: () => void;
}) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const { pathname } = useLocation();
  const options = useQuery({ ...endOfSubscriptionQuery(usePortalApi(), dealId), enabled: open });
  const purchase = useRequestPurchaseOffer();
  const failure = failureMessageOf(purchase.error, { not_eligible: 'fleetDialogs.end.buyImpossible' });
  const opensOn = options.data?.returnPlanningOpensOn;
  const action = (option: 'prolong' | 'swap' | 'return' | 'buy') => {
    if (!mayAct) return null;
    switch (option) {
      case 'prolong':
        // The BFF prolongs no fleet car itself (the consumer's prolongation flow is for private
        // customers): the account manager does, so the option says whom to ask (docs/ui/business.md).
        return <span>{text('fleetDialogs.end.prolong.accountManager')}</span>;
      case 'swap':
        return <AppLink to={swapInShopLink(dealId)}>{text('fleetDialogs.end.swap.action')}</AppLink>;
      case 'return':
        return (
          <AppLink to={planReturnLink(pathname, dealId)}>{text('fleetDialogs.end.return.action')}</AppLink>
        );
      case 'buy':
        return purchase.isSuccess ? null : (
          <Button disabled={purchase.isPending} onClick={() => purchase.mutate({ id: dealId, value: '' })}>
            <Text id="fleetDialogs.end.buy.action" />
          </Button>
        );
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('fleetDialogs.end.title')}
      actions={
        <Button onClick={onClose}>
          <Text id="fleetDialogs.close" />
        </Button>
      }
    >
      <FormProblem message={failure ? text(failure) : undefined} />
      {purchase.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="fleetDialogs.end.buy.requested" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {options.isPending ? <LoadingState /> : null}
      {options.isError ? <DataError onRetry={() => void options.refetch()} /> : null}
      {options.data ? (
        <>
          {options.data.returnDate ? (
            <p>
              <Text
                id="fleetDialogs.end.returnDate"
                values={{ date: format.date(options.data.returnDate) }}
              />
            </p>
          ) : null}
          <ul className={styles.list} aria-label={text('fleetDialogs.end.title')}>
            {options.data.options.map(({ option, available }) => (
              <li key={option} className={styles.item}>
                <Subtitle2 as="h3">{text(`fleetDialogs.end.${option}.title`)}</Subtitle2>
                <span>{text(`fleetDialogs.end.${option}.text`)}</span>
                {available ? (
                  action(option)
                ) : option === 'return' && opensOn ? (
                  <span>{text('fleetDialogs.end.return.opensOn', { date: format.date(opensOn) })}</span>
                ) : (
                  <span>{text('fleetDialogs.end.unavailable')}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
};
