import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { type DriverFee, driverFeeOn } from '../../../../../../core/account/driver-fee.ts';
import { parseDateInput } from '../../../../../../core/shared/validation/date-input.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';

/** The fee core charges for the typed dates, or none while either date is not a date yet. */
export const feeForTyped = (
  dateOfBirth: string,
  licenceIssueDate: string,
  now: Date,
): DriverFee | undefined => {
  const birth = parseDateInput(dateOfBirth);
  const issue = parseDateInput(licenceIssueDate);
  return birth.isOk() && issue.isOk()
    ? driverFeeOn({ dateOfBirth: birth.value, licenceIssueDate: issue.value }, now)
    : undefined;
};

/**
 * What the new driver will cost per month (consumer spec §9), shown above the submit button as
 * soon as both dates are typed, so nothing is charged the customer has not seen.
 */
export const DriverFeeNote = ({ fee }: { fee: DriverFee | undefined }) => {
  const text = useText();
  const format = useFormat();
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
