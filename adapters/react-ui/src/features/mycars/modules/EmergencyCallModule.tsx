import { Link } from '@fluentui/react-components';
import { Text } from '../../../i18n/text.tsx';
import { ModuleCard } from './ModuleCard.tsx';
import { type ModuleProps, textProp } from './module-types.ts';

/** The emergency-call block (consumer spec §2): the hotline, open daily 8:00-20:00 (§9). */
export const EmergencyCallModule = ({ module }: ModuleProps) => {
  const phone = textProp(module, 'phone');
  return (
    <ModuleCard title="carDetails.emergencyCall.title">
      <p>
        <Text id="carDetails.emergencyCall.text" />
      </p>
      {phone ? <Link href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</Link> : null}
    </ModuleCard>
  );
};
