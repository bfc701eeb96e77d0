import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useCustomerView } from '../../../lib/customer-view.ts';
import { type ModalProps, namedModal } from '../modal-registry.tsx';
import { useModalTarget } from '../modal-target.ts';

export { WIZARD_TOASTER } from './WizardToaster.tsx';

/**
 * Opens the modal `?modalName=…` names on any page (consumer spec §2); closing removes the
 * parameter. The last modal stays mounted closed, so its dialog plays its closing motion and its
 * content unmounts 250 ms later (components/Modal.tsx). An unknown name is ignored with a warning.
 */
export const ModalHost = () => {
  const { name, dealId, close } = useModalTarget();
  // Every named modal is a step towards a change: none opens in a support user's view.
  const view = useCustomerView();
  const Named = name === undefined || view ? undefined : namedModal(name);
  const [shown, setShown] = useState<{ Component: ComponentType<ModalProps>; dealId?: string }>();

  useEffect(() => {
    if (name !== undefined && !view && Named === undefined) console.warn(`Unknown modal "${name}" ignored`);
    if (Named !== undefined) setShown({ Component: Named, ...(dealId ? { dealId } : {}) });
  }, [name, view, Named, dealId]);

  return shown ? (
    <Suspense fallback={null}>
      <shown.Component
        open={Named !== undefined && Named === shown.Component}
        dealId={shown.dealId}
        onClose={close}
      />
    </Suspense>
  ) : null;
};
