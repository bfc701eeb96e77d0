import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Title2,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  PAYMENT_METHOD_CHANGE_MAILBOX,
  paymentMethodChangeMail,
} from '../../../../../../core/company-settings/settings.ts';
import { mailtoOf } from '../../../../../../core/shared/mailto.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { mayCall } from '../../../lib/access.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type CompanySettingsJson, companySettingsQuery } from '../api/settings-queries.ts';
import { BusinessOnly } from '../components/BusinessOnly.tsx';

const useStyles = makeStyles({ card: { display: 'flex', flexDirection: 'column', gap: '16px' } });

type Method = 'AUTOMATIC_DEBIT' | 'BANK_TRANSFER';
const METHODS: readonly Method[] = ['AUTOMATIC_DEBIT', 'BANK_TRANSFER'];
const METHOD_TEXT: Record<Method, MessageId> = {
  AUTOMATIC_DEBIT: 'businessSettings.company.payment.AUTOMATIC_DEBIT',
  BANK_TRANSFER: 'businessSettings.company.payment.BANK_TRANSFER',
};
// The e-mail is read by the provider's German service team, whatever the portal's locale.
const METHOD_GERMAN: Record<Method, string> = {
  AUTOMATIC_DEBIT: 'SEPA-Lastschrift',
  BANK_TRANSFER: 'Überweisung',
};

const ChangeRequest = ({ company }: { company: CompanySettingsJson }) => {
  const styles = useStyles();
  const text = useText();
  const { data: user } = useSession();
  const current = company.invoicingInfo?.paymentMethod ?? null;
  const [wanted, setWanted] = useState<Method>(
    METHODS.find((method) => method !== current) ?? 'AUTOMATIC_DEBIT',
  );
  const mail = paymentMethodChangeMail({
    companyId: company.id,
    companyName: company.name,
    current: current ? METHOD_GERMAN[current] : '–',
    wanted: METHOD_GERMAN[wanted],
    requestedBy: user?.name ?? '',
  });
  return (
    <Card className={styles.card}>
      <p>
        <Text id="businessSettings.paymentChange.current" />{' '}
        <strong>{current ? text(METHOD_TEXT[current]) : text('businessSettings.company.none')}</strong>
      </p>
      <p>
        <Text id="businessSettings.paymentChange.how" values={{ mailbox: PAYMENT_METHOD_CHANGE_MAILBOX }} />
      </p>
      <RadioGroup
        aria-label={text('businessSettings.paymentChange.wanted')}
        value={wanted}
        onChange={(_, data) => setWanted(data.value as Method)}
      >
        {METHODS.map((method) => (
          <Radio key={method} value={method} label={text(METHOD_TEXT[method])} />
        ))}
      </RadioGroup>
      {wanted === current ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <Text id="businessSettings.paymentChange.alreadyUsed" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {wanted === 'AUTOMATIC_DEBIT' ? (
        <p>
          <Text id="businessSettings.paymentChange.mandate" />
        </p>
      ) : null}
      <div>
        <Button as="a" appearance="primary" href={mailtoOf(mail)} disabled={wanted === current}>
          {text('businessSettings.paymentChange.write')}
        </Button>
      </div>
    </Card>
  );
};

const PaymentMethodChange = () => {
  const { companyId = '' } = useParams();
  const api = usePortalApi();
  const { data: user } = useSession();
  const company = useQuery(companySettingsQuery(api));
  const isAdmin = mayCall('business-admin', user);
  return (
    <PageStack>
      <AppLink to="/settings/company">
        <Text id="businessSettings.paymentChange.back" />
      </AppLink>
      <Title2 as="h1">
        <Text id="businessSettings.company.changePaymentMethod" />
      </Title2>
      {!isAdmin ? (
        <p>
          <Text id="businessSettings.paymentChange.adminsOnly" />
        </p>
      ) : (
        <>
          {company.isPending ? <LoadingState /> : null}
          {company.isError ? <DataError onRetry={() => void company.refetch()} /> : null}
          {company.data && company.data.id !== companyId ? (
            <p>
              <Text id="businessSettings.paymentChange.otherCompany" />
            </p>
          ) : null}
          {company.data && company.data.id === companyId ? <ChangeRequest company={company.data} /> : null}
        </>
      )}
    </PageStack>
  );
};

/**
 * /account/{company.id}/email (business spec §2 "Zahlungsart anpassen"): the company's payment
 * method is changed by its provider, so the page asks for the change by e-mail, prepared with the
 * company, the current and the wanted method. Only the admins of that company use it.
 */
export const PaymentMethodChangePage = () => (
  <BusinessOnly>
    <PaymentMethodChange />
  </BusinessOnly>
);
