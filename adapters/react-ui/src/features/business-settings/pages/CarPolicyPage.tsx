import { Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { companySettingsRoutes } from '../../../../../../contracts/routes/company-settings.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text } from '../../../i18n/text.tsx';
import { mayCall } from '../../../lib/access.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { carPolicyQuery } from '../api/settings-queries.ts';
import { BusinessOnly } from '../components/BusinessOnly.tsx';
import { CarPolicyEditor } from '../components/CarPolicyEditor.tsx';
import { Refusal } from '../components/Refusal.tsx';
import { SettingsNav } from '../components/SettingsNav.tsx';

const CarPolicyLoader = () => {
  const policy = useQuery(carPolicyQuery(usePortalApi()));
  return (
    <>
      {policy.isPending ? <LoadingState /> : null}
      {policy.isError ? <DataError onRetry={() => void policy.refetch()} /> : null}
      {policy.data ? <CarPolicyEditor policy={policy.data} /> : null}
    </>
  );
};

const CarPolicy = () => {
  const { data: user } = useSession();
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="businessSettings.title" />
      </Title2>
      <SettingsNav current="/settings/car-policy" />
      {/* Business spec §6: the car policy is the admins' own. */}
      {mayCall(companySettingsRoutes.getCarPolicy.access, user) ? (
        <CarPolicyLoader />
      ) : (
        <Refusal text="businessSettings.carPolicy.adminOnly" />
      )}
    </PageStack>
  );
};

/** /settings/car-policy (business spec §2, §3, §6; admins only). */
export const CarPolicyPage = () => (
  <BusinessOnly>
    <CarPolicy />
  </BusinessOnly>
);
