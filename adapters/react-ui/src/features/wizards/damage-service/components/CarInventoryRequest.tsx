import { useEffect } from 'react';
import { usePortalApi } from '../../../../lib/session.ts';

/**
 * Starts the internal car-inventory workflow for the car whose service is being booked (consumer
 * spec §7: a POST with car_id, deduplicated 5 minutes, no retries — the typed client does both).
 * Nothing is shown: a failure is logged and the booking goes on.
 */
export const CarInventoryRequest = ({ carId }: { carId: string }) => {
  const api = usePortalApi();
  useEffect(() => {
    void api.requestCarInventory({ body: { car_id: carId } }).then((answer) => {
      if (answer.isErr()) console.warn('The car-inventory workflow could not be started.', answer.error);
    });
  }, [api, carId]);
  return null;
};
