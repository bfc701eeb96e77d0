import {
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  Title2,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { mayCall, mayWrite } from '../../../lib/access.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type CompanySettingsJson, companySettingsQuery } from '../api/settings-queries.ts';
import { BusinessOnly } from '../components/BusinessOnly.tsx';
import { CompanyEditForm } from '../components/CompanyEditForm.tsx';
import { CompanySignInCard } from '../components/CompanySignInCard.tsx';
import { SettingsNav } from '../components/SettingsNav.tsx';

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: '16px' },
  rows: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: '16px',
    rowGap: '4px',
    margin: 0,
  },
  term: { fontWeight: 600 },
  value: { margin: 0 },
});

const Rows = ({ rows }: { rows: readonly (readonly [MessageId, ReactNode])[] }) => {
  const styles = useStyles();
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.term}>
            <Text id={label} />
          </dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const Section = ({ title, children }: { title: MessageId; children: ReactNode }) => (
  <Card>
    <CardHeader
      header={
        <Subtitle2 as="h2">
          <Text id={title} />
        </Subtitle2>
      }
    />
    {children}
  </Card>
);

const PAYMENT_METHODS: Record<'AUTOMATIC_DEBIT' | 'BANK_TRANSFER', MessageId> = {
  AUTOMATIC_DEBIT: 'businessSettings.company.payment.AUTOMATIC_DEBIT',
  BANK_TRANSFER: 'businessSettings.company.payment.BANK_TRANSFER',
};

const CompanyDetails = ({ company, mayEdit }: { company: CompanySettingsJson; mayEdit: boolean }) => {
  const styles = useStyles();
  const text = useText();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const none = text('businessSettings.company.none');
  const invoicing = company.invoicingInfo ?? {};
  const contact = company.contactPerson;
  const { address } = company;
  return (
    <PageStack>
      {saved ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="businessSettings.company.saved" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.cards}>
        <Section title="businessSettings.company.details">
          {editing ? (
            <CompanyEditForm
              company={company}
              onDone={(done) => {
                setEditing(false);
                setSaved(done);
              }}
            />
          ) : (
            <>
              <Rows
                rows={[
                  ['businessSettings.company.name', company.name],
                  [
                    'businessSettings.company.address',
                    `${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city}`,
                  ],
                  ['businessSettings.company.phone', company.phone ?? none],
                ]}
              />
              {mayEdit ? (
                <div>
                  <Button
                    onClick={() => {
                      setSaved(false);
                      setEditing(true);
                    }}
                  >
                    <Text id="businessSettings.company.edit" />
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </Section>
        <Section title="businessSettings.company.paymentInfo">
          <Rows
            rows={[
              [
                'businessSettings.company.paymentMethod',
                invoicing.paymentMethod ? text(PAYMENT_METHODS[invoicing.paymentMethod]) : none,
              ],
              ...(company.bankAccount
                ? ([
                    ['businessSettings.company.accountHolder', company.bankAccount.accountHolder],
                    ['businessSettings.company.iban', company.bankAccount.maskedIban],
                  ] as const)
                : []),
              ['businessSettings.company.invoiceEmail', invoicing.email ?? none],
              ['businessSettings.company.ccEmail', invoicing.ccEmail ?? none],
              ['businessSettings.company.costCenter', invoicing.costCenter ?? none],
            ]}
          />
          {mayEdit ? (
            // Business spec §2: the payment method is changed on the company's account page.
            <AppLink to={company.paymentMethodChangeUrl}>
              <Text id="businessSettings.company.changePaymentMethod" />
            </AppLink>
          ) : null}
        </Section>
        <Section title="businessSettings.company.contactPerson">
          {contact ? (
            <Rows
              rows={[
                ['businessSettings.company.contactName', `${contact.firstName} ${contact.lastName}`],
                ['businessSettings.company.contactEmail', contact.email],
                ['businessSettings.company.contactPhone', contact.phone ?? none],
              ]}
            />
          ) : (
            <p>
              <Text id="businessSettings.company.noContactPerson" />
            </p>
          )}
        </Section>
      </div>
    </PageStack>
  );
};

const CompanySettings = () => {
  const api = usePortalApi();
  const { data: user } = useSession();
  const company = useQuery(companySettingsQuery(api));
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="businessSettings.title" />
      </Title2>
      <SettingsNav current="/settings/company" />
      {company.isPending ? <LoadingState /> : null}
      {company.isError ? <DataError onRetry={() => void company.refetch()} /> : null}
      {company.data ? (
        // The company change is the admins' (contracts: drivers and analysts are refused with 403).
        <CompanyDetails company={company.data} mayEdit={mayWrite('business-admin', user)} />
      ) : null}
      {/* The company's own sign-in is the admins' to see (contracts: others are refused). */}
      {user?.company_id && mayCall('business-admin', user) ? (
        <CompanySignInCard companyId={user.company_id} />
      ) : null}
    </PageStack>
  );
};

/** /settings/company (business spec §2): company details, payment info, contact person. */
export const CompanySettingsPage = () => (
  <BusinessOnly>
    <CompanySettings />
  </BusinessOnly>
);
