import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { canRequestPurchaseOffer } from '../../../../../../core/deals/buy-car.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { WriteAction } from '../../../components/WriteAction.tsx';
import { Text } from '../../../i18n/text.tsx';
import { useRequestPurchaseOffer } from '../api/car-details-queries.ts';
import { ModuleCard } from './ModuleCard.tsx';
import type { ModuleProps } from './module-types.ts';

/**
 * Buy car (consumer spec §2, §4, §5 buy-car exception): asks for an offer to buy the car when core
 * allows it; staff answer by e-mail.
 */
export const BuyCarModule = ({ deal, ctx }: ModuleProps) => {
  const { clock } = useServices();
  const request = useRequestPurchaseOffer(deal.id);
  const allowed = canRequestPurchaseOffer(ctx, clock.now());
  return (
    <ModuleCard title="carDetails.buyCar.title">
      <p>
        <Text id="carDetails.buyCar.text" />
      </p>
      {request.isSuccess ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            <Text id="carDetails.buyCar.requested" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {request.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="carDetails.buyCar.failed" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {!allowed ? (
        <p>
          <Text id="carDetails.buyCar.notAvailable" />
        </p>
      ) : request.isSuccess ? null : (
        <WriteAction>
          <div>
            <Button appearance="primary" disabled={request.isPending} onClick={() => request.mutate()}>
              <Text id="carDetails.buyCar.request" />
            </Button>
          </div>
        </WriteAction>
      )}
    </ModuleCard>
  );
};
