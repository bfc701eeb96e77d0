import { Button, Card, CardHeader, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Text } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { companySignInIssuerQuery } from '../api/settings-queries.ts';
import { CompanySignInForm } from './CompanySignInForm.tsx';

/**
 * For the company's admin: the company's own OpenID issuer as saved, the sign-in link to hand to the
 * staff, and the redirect URI to register at the issuer (docs/operations.md "A company's own
 * sign-in issuer"), and the form to set or replace it. Shows nothing until the issuer's settings
 * have loaded.
 */
export const CompanySignInCard = ({ companyId }: { companyId: string }) => {
  const api = usePortalApi();
  const saved = useQuery(companySignInIssuerQuery(api));
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  if (saved.data === undefined) return null;
  const origin = window.location.origin;
  const link = `${origin}/login?${new URLSearchParams({ company: companyId })}`;
  return (
    <Card>
      <CardHeader
        header={
          <Subtitle2 as="h2">
            <Text id="businessSettings.signIn.title" />
          </Subtitle2>
        }
      />
      {saved.data === null ? (
        <p>
          <Text id="businessSettings.signIn.none" />
        </p>
      ) : (
        <>
          <dl>
            <dt>
              <Text id="businessSettings.signIn.issuer" />
            </dt>
            <dd>{saved.data.issuer}</dd>
            <dt>
              <Text id="businessSettings.signIn.clientId" />
            </dt>
            <dd>{saved.data.clientId}</dd>
            <dt>
              <Text id="businessSettings.signIn.link" />
            </dt>
            <dd>
              <a href={link}>{link}</a>
            </dd>
            <dt>
              <Text id="businessSettings.signIn.redirectUri" />
            </dt>
            <dd>{`${origin}/login/callback/company:${companyId}`}</dd>
          </dl>
          <p>
            <Text id="businessSettings.signIn.hint" />
          </p>
        </>
      )}
      {justSaved ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="businessSettings.signIn.saved" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {editing ? (
        <CompanySignInForm
          saved={saved.data}
          onDone={(done) => {
            setEditing(false);
            setJustSaved(done);
          }}
        />
      ) : (
        <div>
          <Button
            onClick={() => {
              setJustSaved(false);
              setEditing(true);
            }}
          >
            <Text id={saved.data === null ? 'businessSettings.signIn.set' : 'businessSettings.signIn.edit'} />
          </Button>
        </div>
      )}
    </Card>
  );
};
