import type { ServiceWorkflowRequest } from '../../core/service/ports.ts';

/**
 * The schedule-service webhook's body (consumer spec §7: "data car_id, comment,
 * requested_services[]"), as it is posted and as its outbox row keeps it.
 */
export const serviceWorkflowBody = (request: ServiceWorkflowRequest) => ({
  car_id: request.carId,
  comment: request.comment,
  requested_services: request.services,
});
