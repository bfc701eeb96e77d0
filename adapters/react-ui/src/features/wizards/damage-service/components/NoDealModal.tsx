import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { Modal } from '../../../../components/Modal.tsx';
import { useText } from '../../../../i18n/text.tsx';
import { myCarsOf, type PortalKind } from '../api/damage-service-queries.ts';

/**
 * "Report damage or service with no deals: no-deal error modal leading to my cars" (consumer §8):
 * closing it leads there too, as the flow cannot go on without a car. In the business portal "my
 * cars" is the fleet (/cars/all), never the consumer's /mycars.
 */
export const NoDealModal = ({ kind }: { kind: PortalKind | undefined }) => {
  const text = useText();
  const navigate = useNavigate();
  const toMyCars = () => void navigate(myCarsOf(kind));
  const business = kind === 'business';
  return (
    <Modal
      open
      onClose={toMyCars}
      title={text(business ? 'damageService.noDeal.business.title' : 'damageService.noDeal.title')}
      actions={
        <Button appearance="primary" onClick={toMyCars}>
          {text(business ? 'damageService.noDeal.business.toFleet' : 'damageService.noDeal.toMyCars')}
        </Button>
      }
    >
      <p>{text(business ? 'damageService.noDeal.business.text' : 'damageService.noDeal.text')}</p>
    </Modal>
  );
};
