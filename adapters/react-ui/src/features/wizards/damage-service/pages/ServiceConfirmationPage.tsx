import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useParams, useSearchParams } from 'react-router';
import { useText } from '../../../../i18n/text.tsx';
import { FlowPage } from '../components/FlowPage.tsx';
import { ServiceSummary } from '../components/ServiceSummary.tsx';
import { servicesOf } from '../components/service-labels.ts';
import { addressLine } from '../components/service-request.ts';

/**
 * The business portal's service confirmation (business spec §2, consumer spec §6):
 * /car/{dealId}/support/inspection/confirmation with the query serviceTypes, comment, street,
 * houseNumber, postalCode and city — the request as sent, shown back to the user. The page reads
 * only its address; unknown services are left out.
 */
export const ServiceConfirmationPage = () => {
  const text = useText();
  const { dealId } = useParams();
  const [query] = useSearchParams();
  const part = (key: string) => query.get(key)?.trim() || undefined;
  const services = servicesOf((query.get('serviceTypes') ?? '').split(','));
  const comment = part('comment');
  const address = addressLine({
    street: part('street'),
    houseNumber: part('houseNumber'),
    postalCode: part('postalCode'),
    city: part('city'),
  });
  return (
    <FlowPage title="damageService.confirmation.title" dealId={dealId}>
      <MessageBar intent="success">
        <MessageBarBody>
          <MessageBarTitle>{text('damageService.confirmation.received')}</MessageBarTitle>
          {text('damageService.confirmation.text')}
        </MessageBarBody>
      </MessageBar>
      <ServiceSummary
        summary={{ services, ...(comment ? { comment } : {}), ...(address ? { address } : {}) }}
      />
    </FlowPage>
  );
};
