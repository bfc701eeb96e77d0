/**
 * Flags that belong to one signed-in session and are cleared at logout (consumer spec §6):
 * support staff acting as a customer, and the checkout to return to after signing in.
 */
export const SESSION_FLAG_KEYS = ['portal.impersonation', 'portal.return-to-checkout'] as const;

export const clearSessionFlags = (...storages: Storage[]): void => {
  for (const storage of storages) for (const key of SESSION_FLAG_KEYS) storage.removeItem(key);
};
