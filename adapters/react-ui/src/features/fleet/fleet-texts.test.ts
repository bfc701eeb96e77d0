import { describe, expect, it } from 'vitest';
import { CARS_TAB_INFO, CARS_TABS } from '../../../../../core/fleet/cars-tabs.ts';
import {
  ASSIGN_DRIVER_REQUIRED,
  CONTACT_REQUIRED,
  DEAL_STATE_LABELS,
  EXPORT_FAILED,
  EXPORT_FAILED_DESCRIPTION,
  GENERAL_ERROR,
  ORDER_NOT_FOUND,
  RESERVATION_LAPSED_LABEL,
} from '../../../../../core/fleet/messages.ts';
import { COMMENT_REQUIRED, COMMENT_TOO_LONG } from '../../../../../core/fleet/orders.ts';
import { deDE as german } from '../../i18n/messages/de-DE.ts';

describe('the fleet pages’ German texts', () => {
  it('name the tabs as the specification does', () => {
    for (const tab of CARS_TABS) expect(german[`fleet.cars.tab.${tab}`]).toBe(CARS_TAB_INFO[tab].label);
  });

  it('name each car state as the CSV export does', () => {
    for (const [state, label] of Object.entries(DEAL_STATE_LABELS))
      expect(german[`mycars.state.${state}` as keyof typeof german]).toBe(label);
    expect(german['fleet.state.reservationLapsed']).toBe(RESERVATION_LAPSED_LABEL);
  });

  it('say what the BFF says, verbatim from the specification', () => {
    expect(german['fleet.cars.exportFailed.title']).toBe(EXPORT_FAILED);
    expect(german['fleet.cars.exportFailed.text']).toBe(EXPORT_FAILED_DESCRIPTION);
    expect(german['fleet.order.assignDriver.required']).toBe(ASSIGN_DRIVER_REQUIRED);
    expect(german['fleet.order.notFound']).toBe(ORDER_NOT_FOUND);
    expect(german['fleet.order.error.generic']).toBe(GENERAL_ERROR);
    expect(german['fleet.order.comment.required']).toBe(COMMENT_REQUIRED);
    expect(german['fleet.order.comment.tooLong']).toBe(COMMENT_TOO_LONG);
    expect(german['fleetDialogs.handover.validation.contactRequired']).toBe(CONTACT_REQUIRED);
  });
});
