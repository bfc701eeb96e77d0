import { Badge, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/AppLink.tsx';
import { type ContentModuleJson, textProp } from '../../../components/content/content-module.ts';
import { useContentText } from '../../../components/content/content-text.tsx';
import { ModuleFrame } from '../../../components/content/ModuleFrame.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { type DriverJson, driversQuery } from '../api/driver-queries.ts';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '4px' },
  links: { display: 'flex', flexWrap: 'wrap', gap: '16px' },
});

const STATUS_COLOR: Record<DriverJson['status'], 'success' | 'warning' | 'danger' | 'informative'> = {
  active: 'success',
  pending: 'warning',
  rejected: 'danger',
  inactive: 'informative',
  deleted: 'informative',
};

/** The content's `drivers-list` on /myaccount: the drivers who may drive, and the ways to manage them. */
export const DriversListModule = ({ module }: { module: ContentModuleJson }) => {
  const styles = useStyles();
  const text = useText();
  const contentText = useContentText();
  const drivers = useQuery(driversQuery(usePortalApi()));
  // Removed drivers are history: the drivers page lists them, the overview does not.
  const current = drivers.data?.filter((driver) => driver.status !== 'deleted');
  return (
    <ModuleFrame title={contentText(textProp(module, 'title'), 'account.drivers.title')}>
      {drivers.isPending ? <LoadingState /> : null}
      {drivers.isError ? <DataError onRetry={() => void drivers.refetch()} /> : null}
      {current?.length === 0 ? (
        <p>
          <Text id="account.drivers.empty" />
        </p>
      ) : null}
      {current && current.length > 0 ? (
        <ul className={styles.list}>
          {current.map((driver) => (
            <li key={driver.id}>
              {`${driver.firstname} ${driver.lastname} `}
              <Badge appearance="tint" color={STATUS_COLOR[driver.status]}>
                {text(`account.drivers.status.${driver.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.links}>
        <AppLink to="/myaccount/drivers">
          <Text id="account.driversModule.manage" />
        </AppLink>
        <AppLink to="/myaccount/drivers/add">
          {contentText(textProp(module, 'addLabel'), 'account.drivers.add')}
        </AppLink>
      </div>
    </ModuleFrame>
  );
};

/** The content's `invoices` on /myaccount: where the customer's invoices are. */
export const InvoicesLinkModule = ({ module }: { module: ContentModuleJson }) => {
  const contentText = useContentText();
  const link = textProp(module, 'link') ?? '/myaccount/invoices';
  return (
    <ModuleFrame title={contentText(textProp(module, 'title'), 'account.invoices.title')}>
      <p>
        <Text id="account.invoicesModule.text" />
      </p>
      <div>
        <AppLink to={link}>
          <Text id="account.invoicesModule.all" />
        </AppLink>
      </div>
    </ModuleFrame>
  );
};
