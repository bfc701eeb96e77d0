import { Suspense } from 'react';
import { lazyWithTexts } from '../../i18n/page-texts.ts';
import { useFirstPageSettled } from './AfterFirstPage.tsx';
import { useOnceAsked } from './OnceAsked.tsx';

const WizardToaster = lazyWithTexts(() =>
  import('../../features/wizards/components/WizardToaster.tsx').then((m) => ({ default: m.WizardToaster })),
);

/**
 * The wizards' toaster, which must be listening before a flow confirms: a toast dispatched while no
 * toaster is mounted is lost. It mounts with the first modal the address asks for (the modals'
 * flows are what toast; its chunk is part of theirs) and otherwise once the first page has settled,
 * in a boundary of its own so no other late part of the frame holds it back.
 */
export const WizardToasterHost = () => {
  const settled = useFirstPageSettled(WizardToaster.preload);
  const modalAsked = useOnceAsked('modalName');
  return settled || modalAsked ? (
    <Suspense fallback={null}>
      <WizardToaster />
    </Suspense>
  ) : null;
};
