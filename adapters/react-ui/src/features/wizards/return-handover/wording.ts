import { useCallback } from 'react';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { type MessageValues, useText } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';

/** The ids that have a formal ("Sie") twin `<id>.formal` for the business variant (consumer spec §1). */
export type WordedId = Extract<
  { [Id in MessageId]: Id extends `${infer Base}.formal` ? Base : never }[MessageId],
  MessageId
>;

/** Whether the business variant applies: business customers read the formal wording, with fewer steps. */
export const useIsBusiness = (): boolean => useSession().data?.kind === 'business';

/** Text in the customer's wording: the formal twin for business customers, the du-form otherwise. */
export const useWording = () => {
  const text = useText();
  const business = useIsBusiness();
  return useCallback(
    (id: WordedId, values?: MessageValues) => text((business ? `${id}.formal` : id) as MessageId, values),
    [text, business],
  );
};
