/**
 * Flags that belong to one signed-in session and are cleared at logout (consumer spec §6): the
 * checkout to return to after signing in. A support user's view of a customer lives on the session
 * row and ends with it (docs/security.md); its old browser key is still cleared.
 */
export const SESSION_FLAG_KEYS = ['portal.impersonation', 'portal.return-to-checkout'] as const;

export const clearSessionFlags = (...storages: Storage[]): void => {
  for (const storage of storages) for (const key of SESSION_FLAG_KEYS) storage.removeItem(key);
};
