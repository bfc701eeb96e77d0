import { OPEN_ID_FLOW_EXAMPLE, OPEN_ID_FLOW_STATE } from '../../../contracts/routes/auth.ts';
import { SIGN_IN_FLOW_MINUTES } from '../../../core/account/open-id.ts';
import { cryptoTokens } from '../../shared/crypto.ts';
import type { ProviderStateSetup } from '../provider-state-setup.ts';

/**
 * "An OpenID sign-in with Google is under way": the flow the contract's callback answers, started
 * by the browser of the example's binding, for the stand-in issuer of a verification.
 */
export const openIdProviderStates: ProviderStateSetup = async ({ state, trx, now }) => {
  if (state !== OPEN_ID_FLOW_STATE) return;
  await trx
    .insertInto('sign_in_flows')
    .values({
      state_hash: cryptoTokens.hash(OPEN_ID_FLOW_EXAMPLE.state),
      binding_hash: cryptoTokens.hash(OPEN_ID_FLOW_EXAMPLE.binding),
      provider: 'google',
      nonce: 'example-nonce',
      code_verifier: 'example-code-verifier',
      created_at: now,
      expires_at: new Date(now.getTime() + SIGN_IN_FLOW_MINUTES * 60_000),
    })
    .execute();
};
