import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paymentMethodChoiceDeadline } from '../../../../../../core/account/payment-choice.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { ContentPageView } from '../../../components/content/ContentPageView.tsx';
import { type ContentModuleJson, recordProp } from '../../../components/content/content-module.ts';
import type { PlacedModules } from '../../../components/content/content-modules.tsx';
import { useContentText } from '../../../components/content/content-text.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { WriteAction } from '../../../components/WriteAction.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import {
  accountDealsQuery,
  type CompanyJson,
  companiesQuery,
  type ProfileJson,
  profileQuery,
} from '../api/account-queries.ts';
import { DriversListModule, InvoicesLinkModule } from '../components/AccountPageModules.tsx';
import { AccountSection, DataRows } from '../components/AccountSection.tsx';
import { DeleteAccountModal } from '../components/DeleteAccountModal.tsx';
import { PaymentMethodModal } from '../components/PaymentMethodModal.tsx';
import { canChangePassword } from '../password-rules.ts';

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

const CompanySection = ({ companies }: { companies: ReturnType<typeof useCompanies> }) => {
  const company: CompanyJson | undefined = companies.data?.[0];
  return (
    <AccountSection
      title="account.company.title"
      actions={
        company ? (
          <AppLink to="/myaccount/companydetails">
            <Text id="account.company.edit" />
          </AppLink>
        ) : null
      }
    >
      {companies.isPending ? <LoadingState /> : null}
      {companies.isError ? <DataError onRetry={() => void companies.refetch()} /> : null}
      {companies.data && !company ? (
        <p>
          <Text id="account.company.empty" />
        </p>
      ) : null}
      {company ? (
        <DataRows
          rows={[
            ['account.company.name', company.name],
            [
              'account.company.address',
              [
                joined(company.address.street, company.address.houseNumber),
                joined(company.address.postalCode, company.address.city),
              ]
                .filter(Boolean)
                .join(', '),
            ],
            ['account.company.phone', company.phone],
          ]}
        />
      ) : null}
    </AccountSection>
  );
};

const useCompanies = () => useQuery(companiesQuery(usePortalApi()));

const PaymentSection = ({ profile }: { profile: ProfileJson }) => {
  const [open, setOpen] = useState(false);
  // Back from the payment provider's page (its success or cancel address): pending, or the
  // failure modal (consumer spec §8) when the customer left the provider's page without confirming.
  const [search] = useSearchParams();
  const returned = search.get('status');
  const [changed, setChanged] = useState<'active' | 'pending_confirmation' | undefined>(
    returned === 'pending_confirmation' ? 'pending_confirmation' : undefined,
  );
  const [notConfirmed, setNotConfirmed] = useState(returned === 'canceled');
  const text = useText();
  const format = useFormat();
  const { clock } = useServices();
  const method = profile.payment_method;
  // Consumer §9: the payment method is chosen within 7 days of the order, else automatic debit.
  const deals = useQuery(accountDealsQuery(usePortalApi()));
  const chooseBy = deals.data ? paymentMethodChoiceDeadline(deals.data, clock.now(), method) : null;
  return (
    <AccountSection
      title="account.payment.title"
      actions={
        <WriteAction>
          <Button onClick={() => setOpen(true)}>
            <Text id="account.payment.change" />
          </Button>
        </WriteAction>
      }
    >
      {changed ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id={changed === 'active' ? 'account.payment.changed' : 'account.payment.pending'} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <DataRows
        rows={[['account.payment.method', method ? text(`account.paymentMethod.${method}`) : null]]}
      />
      {chooseBy && !changed ? (
        <MessageBar intent="info">
          <MessageBarBody>{text('account.payment.chooseBy', { date: format.date(chooseBy) })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Modal
        open={notConfirmed}
        onClose={() => setNotConfirmed(false)}
        title={text('account.payment.failed.title')}
        actions={
          <Button
            appearance="primary"
            onClick={() => {
              setNotConfirmed(false);
              setOpen(true);
            }}
          >
            <Text id="account.action.retry" />
          </Button>
        }
      >
        <Text id="account.payment.failed.text" />
      </Modal>
      {open ? (
        <PaymentMethodModal
          open={open}
          current={method}
          onClose={() => setOpen(false)}
          onChanged={(status) => {
            setChanged(status);
            setOpen(false);
          }}
        />
      ) : null}
    </AccountSection>
  );
};

const AccountActionsSection = ({
  profile,
  deletion,
}: {
  profile: ProfileJson;
  /** The content's `deleteAccount` texts (label, blockedNote, note). */
  deletion: Readonly<Record<string, unknown>>;
}) => {
  const [deleting, setDeleting] = useState(false);
  const contentText = useContentText();
  return (
    <AccountSection
      title="account.account.title"
      actions={
        <>
          {canChangePassword(profile) ? (
            <AppLink to="/myaccount/changepassword">
              <Text id="account.account.changePassword" />
            </AppLink>
          ) : null}
          <AppLink to="/myaccount/invoices">
            <Text id="account.account.invoices" />
          </AppLink>
          <WriteAction>
            <Button appearance="subtle" onClick={() => setDeleting(true)}>
              {contentText(deletion.label, 'account.account.delete')}
            </Button>
          </WriteAction>
        </>
      }
    >
      {profile.login_provider === 'company' ? (
        <p>
          <Text id="account.account.companyLogin" />
        </p>
      ) : !canChangePassword(profile) && profile.login_provider ? (
        <p>
          <Text
            id="account.account.socialLogin"
            values={{ provider: profile.login_provider === 'apple' ? 'Apple' : 'Google' }}
          />
        </p>
      ) : null}
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} content={deletion} />
    </AccountSection>
  );
};

const EmailSection = ({ profile }: { profile: ProfileJson }) => {
  const text = useText();
  return (
    <AccountSection title="account.email.title">
      <DataRows
        rows={[
          ['account.email.address', profile.email],
          [
            'account.email.status',
            profile.email_verified === undefined
              ? null
              : text(profile.email_verified ? 'account.email.verified' : 'account.email.unverified'),
          ],
        ]}
      />
    </AccountSection>
  );
};

const ContactSection = ({ profile }: { profile: ProfileJson }) => {
  const format = useFormat();
  const address = joined(profile.invoice_street, profile.invoice_house_number);
  const place = joined(profile.zip, profile.city);
  return (
    <AccountSection
      title="account.contact.title"
      actions={
        <AppLink to="/myaccount/contactdetails">
          <Text id="account.contact.edit" />
        </AppLink>
      }
    >
      <DataRows
        rows={[
          ['account.fields.name', joined(profile.firstname, profile.lastname)],
          ['account.fields.dateOfBirth', profile.date_of_birth ? format.date(profile.date_of_birth) : null],
          ['account.fields.phone', profile.phone],
          ['account.fields.mobilephone', profile.mobilephone],
          ['account.fields.invoiceAddress', [address, place].filter(Boolean).join(', ')],
        ]}
      />
    </AccountSection>
  );
};

type SectionName = 'company' | 'payment' | 'account' | 'email' | 'contact';
const SECTIONS: readonly SectionName[] = ['company', 'payment', 'account', 'email', 'contact'];
const isSection = (name: unknown): name is SectionName => SECTIONS.includes(name as SectionName);

/** The sections the content names, in its order; all five when it names none it knows. */
const sectionsOf = (module: ContentModuleJson): readonly SectionName[] => {
  const named = module.props?.sections;
  const known = Array.isArray(named) ? named.filter(isSection) : [];
  return known.length > 0 ? [...new Set(known)] : SECTIONS;
};

/**
 * The content's `my-account` module (consumer spec §2 "my account (company, payment, account,
 * e-mail and contact sections)"): the customer's data, section by section in the content's order.
 */
const MyAccountModule = ({ module }: { module: ContentModuleJson }) => {
  const profile = useQuery(profileQuery(usePortalApi()));
  const companies = useCompanies();
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <DataError onRetry={() => void profile.refetch()} />;
  const deletion = recordProp(module, 'deleteAccount');
  const section = (name: SectionName) => {
    switch (name) {
      case 'company':
        return <CompanySection key={name} companies={companies} />;
      case 'payment':
        return <PaymentSection key={name} profile={profile.data} />;
      case 'account':
        return <AccountActionsSection key={name} profile={profile.data} deletion={deletion} />;
      case 'email':
        return <EmailSection key={name} profile={profile.data} />;
      case 'contact':
        return <ContactSection key={name} profile={profile.data} />;
    }
  };
  return <>{sectionsOf(module).map(section)}</>;
};

/** The content page /myaccount is assembled from (adapters/sql/seed/content/pages.ts). */
export const MY_ACCOUNT_PAGE = 'myaccount';

const PLACED: PlacedModules = {
  'my-account': MyAccountModule,
  'drivers-list': DriversListModule,
  invoices: InvoicesLinkModule,
};
const ESSENTIALS: readonly ContentModuleJson[] = [{ id: 'my-account', type: 'my-account', props: {} }];

/** /myaccount: the account's sections among the modules of the content page `myaccount`. */
export const MyAccountPage = () => {
  const kind = useSession().data?.kind;
  const data = useMemo(() => ({ customer: { kind } }), [kind]);
  return (
    <ContentPageView
      slug={MY_ACCOUNT_PAGE}
      title="account.page.title"
      placed={PLACED}
      essentials={ESSENTIALS}
      data={data}
    />
  );
};
