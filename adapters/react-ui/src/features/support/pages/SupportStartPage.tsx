import { Button, Field, Input, makeStyles, Textarea, Title2 } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useSession } from '../../../lib/session.ts';
import { useStartCustomerView } from '../api/customer-view.ts';
import { FormProblem } from '../components/FormProblem.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '520px' },
});

/** The longest reason the BFF keeps (handlers/support.ts). */
const REASON_MAX = 500;

const problemOf = (error: unknown): MessageId | undefined => {
  const apiError = apiErrorOf(error);
  if (!apiError) return error ? 'support.start.error.general' : undefined;
  if (apiError.kind !== 'http') return 'support.start.error.general';
  if (apiError.status === 404) return 'support.start.error.notFound';
  if (apiError.status === 409) return 'support.start.error.otherView';
  if (apiError.fields?.['body.email']) return 'support.start.error.notCustomer';
  return 'support.start.error.general';
};

/**
 * Support staff's start page: a customer's e-mail address and the reason → the portal as the
 * customer sees it, read-only (docs/ui/consumer.md "View as customer"); a company user's address shows the
 * business portal as that user's role sees it. Everyone else goes to their home.
 */
export const SupportStartPage = () => {
  const styles = useStyles();
  const text = useText();
  const { data: user } = useSession();
  const start = useStartCustomerView();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; reason?: boolean }>({});
  // In a view, the customer's home (app/HomeRedirect.tsx): the fleet or the cars.
  if (user?.support_view) return <Navigate to="/" replace />;
  if (user?.kind !== 'support') return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = { email: email.trim(), reason: reason.trim() };
    const lacking = { email: given.email === '', reason: given.reason === '' };
    setMissing(lacking);
    if (!lacking.email && !lacking.reason) start.mutate(given);
  };
  const problem = problemOf(start.error);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="support.start.title" />
      </Title2>
      <p>
        <Text id="support.start.intro" />
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {problem ? <FormProblem message={problem} /> : null}
        <Field
          label={text('support.start.email')}
          validationMessage={missing.email ? text('support.start.required') : undefined}
          required
        >
          <Input type="email" value={email} onChange={(_, data) => setEmail(data.value)} />
        </Field>
        <Field
          label={text('support.start.reason')}
          hint={text('support.start.reasonHint')}
          validationMessage={missing.reason ? text('support.start.required') : undefined}
          required
        >
          <Textarea
            value={reason}
            maxLength={REASON_MAX}
            onChange={(_, data) => setReason(data.value)}
            resize="vertical"
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={start.isPending}>
          <Text id="support.start.submit" />
        </Button>
      </form>
    </PageStack>
  );
};
