import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogues.ts';
import { type MessageValues, useText } from '../i18n/text.tsx';
import { useSession } from './session.ts';

/** Whether the business variant applies: business customers read the formal wording. */
export const useIsBusiness = (): boolean => useSession().data?.kind === 'business';

/**
 * Text in the customer's wording (consumer spec §1: "Business customers use the same pages in a
 * variant with formal wording"): for business customers the formal ("Sie") twin of a message,
 * `<id>.formal`, where the catalogue has one, the du-form otherwise. Every catalogue has the ids of
 * the German one (i18n/catalogues.test.ts), so the loaded catalogue answers whether a twin exists
 * without the German one being loaded beside it. Pages both portals show (/subscribe, the
 * wizards) speak through it.
 */
export const useWording = () => {
  const text = useText();
  const { messages } = useIntl();
  const business = useIsBusiness();
  return useCallback(
    (id: MessageId, values?: MessageValues) => {
      const formal = `${id}.formal`;
      return text(business && formal in messages ? (formal as MessageId) : id, values);
    },
    [text, messages, business],
  );
};
