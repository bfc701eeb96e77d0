import { Button, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { fleetCompaniesQuery, type OrderDetailJson } from '../api/fleet-queries.ts';
import { useChooseOrderCompany } from '../api/order-dialog-queries.ts';
import { FormProblem } from './FormProblem.tsx';
import { failureMessageOf } from './failure-message.ts';

/** The company chooser's six errors (business spec §8), by the BFF's code. */
export const COMPANY_CHOOSER_ERRORS: Readonly<Record<string, MessageId>> = {
  no_company_selected: 'fleetDialogs.company.error.noCompanySelected',
  no_order_id: 'fleetDialogs.company.error.noOrderId',
  forbidden: 'fleetDialogs.company.error.forbidden',
  order_not_found: 'fleetDialogs.company.error.orderNotFound',
  general_error: 'fleetDialogs.company.error.general',
  invalid_company: 'fleetDialogs.company.error.invalidCompany',
};

/** The company chooser (business spec §2 "Dialogs", §5, §8): books the order on one of the user's companies. */
export const CompanyChooserDialog = ({
  order,
  open,
  onClose,
  onDone,
}: {
  order: OrderDetailJson;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) => {
  const text = useText();
  const companies = useQuery({ ...fleetCompaniesQuery(usePortalApi()), enabled: open });
  const choose = useChooseOrderCompany();
  const [choice, setChoice] = useState('');
  const [checked, setChecked] = useState(false);
  const submit = () => {
    setChecked(true);
    if (!choice) return;
    choose.mutate({ orderId: order.deal.id, companyId: choice }, { onSuccess: onDone });
  };
  const failure = failureMessageOf(choose.error, COMPANY_CHOOSER_ERRORS);
  const required = checked && !choice ? text('fleetDialogs.company.error.noCompanySelected') : undefined;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('fleetDialogs.company.title')}
      actions={
        <>
          <Button appearance="primary" onClick={submit} disabled={choose.isPending || !companies.data}>
            <Text id="fleetDialogs.company.submit" />
          </Button>
          <Button onClick={onClose}>
            <Text id="fleet.order.dialog.cancel" />
          </Button>
        </>
      }
    >
      <FormProblem message={failure ? text(failure) : undefined} />
      <p>
        <Text id="fleetDialogs.company.current" values={{ company: order.company.name }} />
      </p>
      {companies.isPending ? <LoadingState /> : null}
      {companies.isError ? <DataError onRetry={() => void companies.refetch()} /> : null}
      {companies.data ? (
        <Field
          label={text('fleetDialogs.company.label')}
          required
          validationMessage={required}
          validationState={required ? 'error' : 'none'}
        >
          <RadioGroup
            value={choice}
            onChange={(_, data) => {
              setChoice(data.value);
              choose.reset();
            }}
          >
            {companies.data.map((company) => (
              <Radio key={company.id} value={company.id} label={company.name} />
            ))}
          </RadioGroup>
        </Field>
      ) : null}
    </Modal>
  );
};
