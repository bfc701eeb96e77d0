import { Button } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { DELETION_BLOCKING_STATES } from '../../../../../../core/deals/eligibility.ts';
import { useContentText } from '../../../components/content/content-text.tsx';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { useRequestAccountDeletion } from '../api/account-calls.ts';
import { accountDealsQuery } from '../api/account-queries.ts';

type Outcome = 'requested' | 'blocked' | 'already_requested' | 'failed';

const outcomeOf = (error: unknown): Outcome => {
  const apiError = apiErrorOf(error);
  if (apiError?.kind !== 'http') return 'failed';
  if (apiError.code === 'account_deletion_blocked') return 'blocked';
  if (apiError.code === 'deletion_already_requested') return 'already_requested';
  return 'failed';
};

const TEXTS: Record<Outcome, { title: MessageId; text: MessageId }> = {
  requested: { title: 'account.delete.requested.title', text: 'account.delete.requested.text' },
  blocked: { title: 'account.delete.blocked.title', text: 'account.delete.blocked.text' },
  already_requested: { title: 'account.delete.already.title', text: 'account.delete.already.text' },
  failed: { title: 'account.delete.failed.title', text: 'account.delete.failed.text' },
};

/**
 * Confirm delete account (consumer spec §2, §6, §8, §9): deletion within 48 hours; blocked while a
 * deal is CREATED, ACTIVE, STOPPED or INACTIVE (§4, core's DELETION_BLOCKING_STATES), which the
 * modal says before asking; a second request shows the already-requested modal; any other failure
 * the error modal with retry and cancel.
 */
export const DeleteAccountModal = ({
  open,
  onClose,
  content = {},
}: {
  open: boolean;
  onClose: () => void;
  /** The content's `deleteAccount` texts of the my-account module: `blockedNote`, `note`. */
  content?: Readonly<Record<string, unknown>>;
}) => {
  const text = useText();
  const contentText = useContentText();
  const deletion = useRequestAccountDeletion();
  // Core's rule decides at once when the deals are known; the BFF checks again either way.
  const deals = useQuery({ ...accountDealsQuery(usePortalApi()), enabled: open });
  const blocked = deals.data?.some((deal) => DELETION_BLOCKING_STATES.has(deal.state)) === true;
  const outcome: Outcome | undefined = deletion.isSuccess
    ? 'requested'
    : deletion.isError
      ? outcomeOf(deletion.error)
      : blocked
        ? 'blocked'
        : undefined;
  const close = () => {
    onClose();
    if (outcome !== 'requested') deletion.reset();
  };

  if (!outcome)
    return (
      <Modal
        open={open}
        onClose={close}
        title={text('account.delete.confirm.title')}
        actions={
          <>
            <Button appearance="secondary" onClick={close}>
              <Text id="account.action.cancel" />
            </Button>
            <Button appearance="primary" disabled={deletion.isPending} onClick={() => deletion.mutate()}>
              <Text id="account.delete.confirm.submit" />
            </Button>
          </>
        }
      >
        <Text id="account.delete.confirm.text" />
      </Modal>
    );

  const { title, text: body } = TEXTS[outcome];
  return (
    <Modal
      open={open}
      onClose={close}
      title={text(title)}
      actions={
        outcome === 'failed' ? (
          <>
            <Button appearance="secondary" onClick={close}>
              <Text id="account.action.cancel" />
            </Button>
            <Button appearance="primary" onClick={() => deletion.mutate()}>
              <Text id="account.action.retry" />
            </Button>
          </>
        ) : (
          <Button appearance="primary" onClick={close}>
            <Text id="account.action.ok" />
          </Button>
        )
      }
    >
      {outcome === 'blocked'
        ? contentText(content.blockedNote, body)
        : outcome === 'requested'
          ? contentText(content.note, body)
          : text(body)}
    </Modal>
  );
};
