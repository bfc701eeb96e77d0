import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bannersFor, isDismissalActive } from '../../../../../../core/deals/banners.ts';
import { returnDateOf } from '../../../../../../core/deals/deal-dates.ts';
import { parseInstant } from '../../../../../../core/shared/calendar-days.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { useBannerDismissals } from '../../../lib/banner-dismissals.ts';
import type { DealJson } from '../api/deal-queries.ts';
import { carNameOf } from '../deal-display.ts';

/** Remembered like a banner: "later" hides the reminder for 24 hours, for every car it was due for. */
export const RETURN_REMINDER = 'return_reminder';

/**
 * Business spec §1: the My Subscriptions list has a return reminder modal. It reminds of the first
 * deal whose return is due to be planned (core's return-coordination banner).
 */
export const ReturnReminderModal = ({ deals }: { deals: readonly DealJson[] }) => {
  const { clock } = useServices();
  const dismissals = useBannerDismissals();
  const navigate = useNavigate();
  const format = useFormat();
  const text = useText();
  const [closed, setClosed] = useState(false);
  const now = clock.now();
  const due = deals.filter((candidate) => {
    const dismissedAt = dismissals.of(candidate.id)[RETURN_REMINDER];
    if (dismissedAt && isDismissalActive(parseInstant(dismissedAt), now)) return false;
    return bannersFor({ deal: candidate }, now).some((banner) => banner.id === 'return_coordination');
  });
  const [reminded] = useState(due);
  const shown = reminded[0];
  if (!shown) return null;
  // "Later" puts off the reminder as a whole: the other cars due for return planning keep their
  // banners, but the page does not greet the customer with the next modal on every visit.
  const later = () => {
    for (const deal of reminded) dismissals.dismiss(deal.id, RETURN_REMINDER);
    setClosed(true);
  };
  const returnDate = returnDateOf(shown);
  return (
    <Modal
      open={!closed}
      onClose={later}
      title={text('mycars.returnReminder.title')}
      actions={
        <>
          <Button onClick={later}>
            <Text id="mycars.returnReminder.later" />
          </Button>
          <Button
            appearance="primary"
            onClick={() => {
              later();
              navigate(`/mycars/${encodeURIComponent(shown.id)}?modalName=MULTISTEP_EDIT_RETURN`);
            }}
          >
            <Text id="mycars.returnReminder.plan" />
          </Button>
        </>
      }
    >
      <Text
        id="mycars.returnReminder.text"
        values={{
          car: carNameOf(shown) ?? text('mycars.card.unknownCar'),
          date: returnDate ? format.date(returnDate) : '',
        }}
      />
    </Modal>
  );
};
