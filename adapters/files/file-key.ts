/** Keys are the portal's own (never a user's file name): letters, digits and `/ _ . -`, no `..`. */
const SAFE_KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** The key itself, or a thrown bug: a key that is not the portal's own never reaches a store. */
export const checkedFileKey = (key: string): string => {
  if (!SAFE_KEY.test(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return key;
};
