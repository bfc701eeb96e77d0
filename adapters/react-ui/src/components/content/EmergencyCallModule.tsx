import { Link } from '@fluentui/react-components';
import { type ContentModuleJson, textProp } from './content-module.ts';
import { useContentText } from './content-text.tsx';
import { ModuleFrame } from './ModuleFrame.tsx';

/** The emergency-call block (consumer spec §2): the hotline, open daily 8:00-20:00 (§9). */
export const EmergencyCallModule = ({ module }: { module: ContentModuleJson }) => {
  const contentText = useContentText();
  const phone = textProp(module, 'phone');
  return (
    <ModuleFrame title={contentText(textProp(module, 'title'), 'carDetails.emergencyCall.title')}>
      <p>{contentText(textProp(module, 'description'), 'carDetails.emergencyCall.text')}</p>
      {phone ? <Link href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</Link> : null}
    </ModuleFrame>
  );
};
