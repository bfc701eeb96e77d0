import {
  Badge,
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Title2,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { WriteAction } from '../../../components/WriteAction.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { type DriverJson, driversQuery } from '../api/driver-queries.ts';
import { RemoveDriverModal } from '../components/RemoveDriverModal.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: '8px' },
  footer: { display: 'flex', gap: '12px', alignItems: 'center' },
});

const STATUS_COLOR: Record<DriverJson['status'], 'success' | 'warning' | 'danger' | 'informative'> = {
  active: 'success',
  pending: 'warning',
  rejected: 'danger',
  inactive: 'informative',
  deleted: 'informative',
};

const DriverCard = ({ driver, onRemove }: { driver: DriverJson; onRemove: () => void }) => {
  const styles = useStyles();
  const format = useFormat();
  const text = useText();
  const name = `${driver.firstname} ${driver.lastname}`;
  return (
    <Card className={styles.card} aria-label={name}>
      <CardHeader
        header={<h2>{name}</h2>}
        description={text(`account.drivers.relationship.${driver.relationship_type}`)}
      />
      <div className={styles.footer}>
        <Badge appearance="tint" color={STATUS_COLOR[driver.status]}>
          {text(`account.drivers.status.${driver.status}`)}
        </Badge>
        {driver.date_of_birth ? (
          <span>{text('account.drivers.bornOn', { date: format.date(driver.date_of_birth) })}</span>
        ) : null}
        {driver.monthly_fee && driver.status !== 'deleted' ? (
          <span>{text('account.drivers.fee.listed', { fee: format.money(driver.monthly_fee) })}</span>
        ) : null}
        {driver.status === 'deleted' ? null : (
          <WriteAction>
            <Button size="small" onClick={onRemove}>
              <Text id="account.drivers.remove.action" />
            </Button>
          </WriteAction>
        )}
      </div>
    </Card>
  );
};

/** /myaccount/drivers: the additional drivers with their status (consumer spec §2, §6). */
export const DriversPage = () => {
  const drivers = useQuery(driversQuery(usePortalApi()));
  const navigate = useNavigate();
  const text = useText();
  const [removing, setRemoving] = useState<DriverJson>();
  const state = useLocation().state as { added?: boolean; monthlyFee?: number } | null;
  const added = state?.added === true;
  const format = useFormat();
  return (
    <PageStack>
      <Title2 as="h1">{text('account.drivers.title')}</Title2>
      <p>
        <Text id="account.drivers.intro" />
      </p>
      {added ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="account.drivers.added" />
            {state?.monthlyFee ? (
              <> {text('account.drivers.addedWithFee', { fee: format.money(state.monthlyFee) })}</>
            ) : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <WriteAction>
        <div>
          <Button appearance="primary" onClick={() => navigate('/myaccount/drivers/add')}>
            <Text id="account.drivers.add" />
          </Button>
        </div>
      </WriteAction>
      {drivers.isPending ? <LoadingState /> : null}
      {drivers.isError ? <DataError onRetry={() => void drivers.refetch()} /> : null}
      {drivers.data?.length === 0 ? (
        <p>
          <Text id="account.drivers.empty" />
        </p>
      ) : null}
      {drivers.data?.map((driver) => (
        <DriverCard key={driver.id} driver={driver} onRemove={() => setRemoving(driver)} />
      ))}
      <RemoveDriverModal driver={removing} onClose={() => setRemoving(undefined)} />
    </PageStack>
  );
};
