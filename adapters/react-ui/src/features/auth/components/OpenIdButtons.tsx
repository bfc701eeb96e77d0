import { Button, makeStyles, tokens, useIsSSR } from '@fluentui/react-components';
import { Text } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { type OpenIdProvider, useSignInProviders, useStartOpenIdSignIn } from '../api/auth-calls.ts';
import { openIdErrorMessage } from '../open-id-errors.ts';
import { newBinding, rememberFlow } from '../open-id-flow.ts';
import { FormError } from './FormError.tsx';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const LABEL = { google: 'auth.openId.google', apple: 'auth.openId.apple' } as const;

/** "Mit Google anmelden", "Mit Apple anmelden": one button per configured issuer, none without settings. */
export const OpenIdButtons = ({ returnTo }: { returnTo: string }) => {
  const styles = useStyles();
  const { data: providers } = useSignInProviders();
  const start = useStartOpenIdSignIn();
  // Rendered on the server, a button starts the sign-in only once the portal has taken the page
  // over (the flow's binding is made and kept in the tab by script): until then it is disabled
  // rather than a button that does nothing, as the login form's is.
  const hydrating = useIsSSR();
  if (!providers || providers.length === 0) return null;
  const signInWith = (provider: OpenIdProvider) => {
    const binding = newBinding();
    rememberFlow({ binding, returnTo });
    start.mutate(
      { provider, binding },
      { onSuccess: ({ data }) => window.location.assign(data.authorization_url) },
    );
  };
  return (
    <div className={styles.buttons}>
      <Text id="auth.openId.or" />
      {start.error ? <FormError message={openIdErrorMessage(apiErrorOf(start.error))} /> : null}
      {providers.map((provider) => (
        <Button key={provider} disabled={hydrating || start.isPending} onClick={() => signInWith(provider)}>
          <Text id={LABEL[provider]} />
        </Button>
      ))}
    </div>
  );
};
