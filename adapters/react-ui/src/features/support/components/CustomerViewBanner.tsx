import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
} from '@fluentui/react-components';
import { Text, useText } from '../../../i18n/text.tsx';
import type { CustomerView } from '../../../lib/customer-view.ts';
import { useEndCustomerView } from '../api/customer-view.ts';

const useStyles = makeStyles({ banner: { margin: '0 auto', maxWidth: '1100px', boxSizing: 'border-box' } });

/**
 * On every page of a support user's view of a customer: whose portal it is, that it is read-only,
 * the reason given, and the button that ends the view (docs/ui/consumer.md "View as customer").
 */
export const CustomerViewBanner = ({ view, customer }: { view: CustomerView; customer: string }) => {
  const end = useEndCustomerView();
  const text = useText();
  return (
    <section className={useStyles().banner} aria-label={text('support.banner.label')}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>
            <Text id="support.banner.title" values={{ customer }} />
          </MessageBarTitle>
          <Text id="support.banner.text" values={{ reason: view.reason }} />
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" disabled={end.isPending} onClick={() => end.mutate()}>
            <Text id="support.banner.end" />
          </Button>
        </MessageBarActions>
      </MessageBar>
    </section>
  );
};
