import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { type DriverQuote, driverQuoteOn } from '../../../../../../core/account/driver-fee.ts';
import { parseDateInput } from '../../../../../../core/shared/validation/date-input.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';

/** Core's quote for the typed dates, or none while either date is not a date yet. */
export const quoteForTyped = (
  dateOfBirth: string,
  licenceIssueDate: string,
  now: Date,
): DriverQuote | undefined => {
  const birth = parseDateInput(dateOfBirth);
  const issue = parseDateInput(licenceIssueDate);
  return birth.isOk() && issue.isOk()
    ? driverQuoteOn({ dateOfBirth: birth.value, licenceIssueDate: issue.value }, now)
    : undefined;
};

const REFUSALS: Readonly<Record<Extract<DriverQuote, { kind: 'refused' }>['reason'], MessageId>> = {
  too_young: 'account.validation.driverTooYoung',
  young_driver_criteria_unmet: 'account.drivers.errors.dobYoungDriverCriteriaUnmet',
};

/**
 * What the new driver will cost per month (consumer spec §9), shown above the submit button as
 * soon as both dates are typed, so nothing is charged the customer has not seen — or, for a driver
 * the BFF would refuse (§8 young-driver criteria, the minimum age), the refusal instead of a price:
 * both read core's one quote (`driverQuoteOn`).
 */
export const DriverFeeNote = ({ quote }: { quote: DriverQuote | undefined }) => {
  const text = useText();
  const format = useFormat();
  if (quote?.kind === 'refused')
    return (
      <MessageBar intent="error" layout="multiline" aria-live="polite">
        <MessageBarBody>
          <MessageBarTitle>{text('account.drivers.fee.refusedTitle')}</MessageBarTitle>
          <Text id={REFUSALS[quote.reason]} />
        </MessageBarBody>
      </MessageBar>
    );
  const fee = quote?.fee;
  return (
    <MessageBar intent={fee && fee.monthlyFee > 0 ? 'warning' : 'info'} layout="multiline" aria-live="polite">
      <MessageBarBody>
        <MessageBarTitle>{text('account.drivers.fee.title')}</MessageBarTitle>
        {fee === undefined ? (
          <Text id="account.drivers.fee.pending" />
        ) : fee.monthlyFee === 0 ? (
          <Text id="account.drivers.fee.free" />
        ) : (
          <>
            <strong>{text('account.drivers.fee.charged', { fee: format.money(fee.monthlyFee) })}</strong>{' '}
            {text('account.drivers.fee.because', {
              reasons: fee.reasons.map((reason) => text(`account.drivers.fee.reason.${reason}`)).join(', '),
            })}
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
};
