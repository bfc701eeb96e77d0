import { Card, Title3 } from '@fluentui/react-components';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text } from '../../../i18n/text.tsx';

/** No subscription yet: the way to the car search (business spec §2: /subscribe from empty lists). */
export const EmptyDeals = () => (
  <Card>
    <Title3 as="h2">
      <Text id="mycars.empty.title" />
    </Title3>
    <p>
      <Text id="mycars.empty.text" />
    </p>
    <SmartLink href="/subscribe">
      <Text id="mycars.empty.cta" />
    </SmartLink>
  </Card>
);
