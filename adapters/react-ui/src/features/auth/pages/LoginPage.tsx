import { Title2 } from '@fluentui/react-components';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';
import { COMPANY_PARAM, companyOfLink } from '../company-sign-in.ts';
import { CompanySignInButton } from '../components/CompanySignInButton.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { OpenIdButtons } from '../components/OpenIdButtons.tsx';
import { RETURN_TO, safeReturnTo } from '../return-to.ts';

// The start page, which sends each user to their portal's home (app/HomeRedirect.tsx).
const HOME = '/';

export const LoginPage = () => {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { data: user } = useSession();
  const returnTo = safeReturnTo(search.get(RETURN_TO)) ?? HOME;
  // The company's sign-in link offers its staff the company's own issuer first.
  const companyId = companyOfLink(search.get(COMPANY_PARAM));
  if (user) return <Navigate to={returnTo} replace />;
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="auth.login.title" />
      </Title2>
      {companyId ? <CompanySignInButton companyId={companyId} returnTo={returnTo} /> : null}
      <LoginForm onSignedIn={() => navigate(returnTo, { replace: true })} />
      <OpenIdButtons returnTo={returnTo} />
    </PageStack>
  );
};
