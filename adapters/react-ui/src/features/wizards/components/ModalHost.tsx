import { type ComponentType, Suspense, useEffect, useState } from 'react';
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
  const Named = name === undefined ? undefined : namedModal(name);
  const [shown, setShown] = useState<{ Component: ComponentType<ModalProps>; dealId?: string }>();

  useEffect(() => {
    if (name !== undefined && Named === undefined) console.warn(`Unknown modal "${name}" ignored`);
    if (Named !== undefined) setShown({ Component: Named, ...(dealId ? { dealId } : {}) });
  }, [name, Named, dealId]);

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
