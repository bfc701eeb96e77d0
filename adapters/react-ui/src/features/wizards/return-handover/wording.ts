import { useCallback } from 'react';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { deDE } from '../../../i18n/messages/de-DE.ts';
import { type MessageValues, useText } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';

/** Whether the business variant applies: business customers read the formal wording, with fewer steps. */
export const useIsBusiness = (): boolean => useSession().data?.kind === 'business';

/** The formal ("Sie") twin of a message, `<id>.formal`, where the catalogue has one. */
const formalOf = (id: MessageId): MessageId | undefined => {
  const formal = `${id}.formal`;
  // Every catalogue has the ids of the German one (i18n/catalogues.test.ts).
  return formal in deDE ? (formal as MessageId) : undefined;
};

/**
 * Text in the customer's wording (consumer spec §1): the formal twin for business customers where
 * the catalogue has one, the du-form otherwise.
 */
export const useWording = () => {
  const text = useText();
  const business = useIsBusiness();
  return useCallback(
    (id: MessageId, values?: MessageValues) => text((business && formalOf(id)) || id, values),
    [text, business],
  );
};
