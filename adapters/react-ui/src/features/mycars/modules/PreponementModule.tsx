import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Toast,
  Toaster,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WriteAction } from '../../../components/WriteAction.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import {
  type PreponementAnswer,
  preponementOfferQuery,
  useAnswerPreponement,
} from '../api/preponement-queries.ts';
import { DetailRows } from './DetailRows.tsx';
import { ModuleCard } from './ModuleCard.tsx';
import type { ModuleProps } from './module-types.ts';

const useStyles = makeStyles({ actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' } });

/** What the BFF's refusals mean to the customer (docs/bff/preponement.md). */
const REFUSAL_TEXT: Readonly<Record<string, MessageId>> = {
  offer_expired: 'preponement.error.expired',
  conflict: 'preponement.error.answered',
};

type Outcome =
  | { readonly kind: 'accepted'; readonly date: string }
  | { readonly kind: 'declined'; readonly date: string }
  | { readonly kind: 'refused'; readonly message: MessageId };

/**
 * Accept preponement (consumer spec §2): the provider's offer to deliver the ordered car earlier.
 * Shown only while an offer holds (the BFF answers null otherwise), so the module is absent while
 * loading, without an offer and when the offer cannot be loaded. After an answer the card stays
 * with its outcome until the page is left; the deal's data is read again.
 */
export const PreponementModule = ({ deal }: ModuleProps) => {
  const api = usePortalApi();
  const { data: user } = useSession();
  const offer = useQuery({ ...preponementOfferQuery(api, deal.id), enabled: user?.kind === 'consumer' });
  const answer = useAnswerPreponement(deal.id);
  const [outcome, setOutcome] = useState<Outcome>();
  const format = useFormat();
  const styles = useStyles();
  const text = useText();
  const toasterId = useId('preponement-toaster');
  const { dispatchToast } = useToastController(toasterId);

  const toast = (message: string, intent: 'success' | 'error') =>
    dispatchToast(
      <Toast>
        <ToastTitle>{message}</ToastTitle>
      </Toast>,
      { intent },
    );

  const respond = (choice: PreponementAnswer, offered: string, planned: string) =>
    answer.mutate(choice, {
      onSuccess: () => {
        const date = format.date(choice === 'accept' ? offered : planned);
        const kind = choice === 'accept' ? 'accepted' : 'declined';
        setOutcome({ kind, date });
        toast(text(`preponement.${kind}`, { date }), 'success');
      },
      onError: (error) => {
        const failure = apiErrorOf(error);
        const message =
          (failure?.kind === 'http' ? REFUSAL_TEXT[failure.code] : undefined) ?? 'preponement.error.failed';
        setOutcome({ kind: 'refused', message });
        toast(text(message), 'error');
      },
    });

  const toaster = <Toaster toasterId={toasterId} />;
  if (outcome)
    return (
      <ModuleCard title="preponement.title">
        {toaster}
        {outcome.kind === 'refused' ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              <Text id={outcome.message} />
            </MessageBarBody>
          </MessageBar>
        ) : (
          <MessageBar intent="success" role="status">
            <MessageBarBody>
              <Text id={`preponement.${outcome.kind}`} values={{ date: outcome.date }} />
            </MessageBarBody>
          </MessageBar>
        )}
      </ModuleCard>
    );
  if (!offer.data) return toaster;
  const { offered_date, planned_delivery_date, valid_until, slot } = offer.data;
  return (
    <ModuleCard title="preponement.title">
      {toaster}
      <p>
        <Text
          id="preponement.text"
          values={{ offered: format.date(offered_date), planned: format.date(planned_delivery_date) }}
        />
      </p>
      <DetailRows
        rows={[
          ['preponement.row.offered', format.date(offered_date)],
          ['preponement.row.planned', format.date(planned_delivery_date)],
          ['preponement.row.slot', slot?.formatted_time],
          ['preponement.row.validUntil', format.date(valid_until)],
        ]}
      />
      <p>
        <Text id="preponement.keeps" />
      </p>
      <WriteAction>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={answer.isPending}
            onClick={() => respond('accept', offered_date, planned_delivery_date)}
          >
            <Text id="preponement.accept" />
          </Button>
          <Button
            disabled={answer.isPending}
            onClick={() => respond('decline', offered_date, planned_delivery_date)}
          >
            <Text id="preponement.decline" />
          </Button>
        </div>
      </WriteAction>
    </ModuleCard>
  );
};
