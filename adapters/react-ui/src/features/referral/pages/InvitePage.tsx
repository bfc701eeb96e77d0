import { Card, Title2 } from '@fluentui/react-components';
import { useParams } from 'react-router';
import { FRIEND_FIRST_INSTALMENT_DISCOUNT } from '../../../../../../core/referral/rules.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useFormat } from '../../../i18n/text.tsx';

/**
 * /invite/{code}: where the invite link a customer shares leads (consumer spec §7: the referral
 * API's link with "einladen" replaced by "invite"; §9: the friend gets 200 EUR off the first
 * instalment). Public: the friend has no account yet. It names the friend's discount and the code,
 * and leads to the car search and to registering; the code itself is checked when it is redeemed.
 */
export const InvitePage = () => {
  const { code = '' } = useParams();
  const format = useFormat();
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="referral.invite.title" />
      </Title2>
      <Card>
        <p>
          <Text
            id="referral.invite.discount"
            values={{ amount: format.money(FRIEND_FIRST_INSTALMENT_DISCOUNT) }}
          />
        </p>
        <p>
          <Text id="referral.invite.code" values={{ code }} />
        </p>
        <p>
          <AppLink to="/subscribe">
            <Text id="referral.invite.findCar" />
          </AppLink>
        </p>
        <p>
          <AppLink to="/register">
            <Text id="referral.invite.register" />
          </AppLink>
        </p>
      </Card>
    </PageStack>
  );
};
