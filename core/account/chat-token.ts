/** The chat's login token (consumer spec §7 /api/generateDecagonToken): who, when, and a signature. */
export type ChatToken = { readonly user_id: string; readonly signature: string; readonly epoch: number };

/** Signs a text with the chat secret (HMAC-SHA256, hex); the adapter holds the secret. */
export type ChatSigner = (message: string) => string;

/**
 * The chat vendor checks the signature of user id and epoch (seconds) with the shared secret and
 * refuses old epochs, so a token proves who the user is only for a short while.
 */
export const chatTokenOf = (userId: string, now: Date, sign: ChatSigner): ChatToken => {
  const epoch = Math.floor(now.getTime() / 1000);
  return { user_id: userId, signature: sign(`${userId}${epoch}`), epoch };
};
