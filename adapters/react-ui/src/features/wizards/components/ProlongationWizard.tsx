import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { FormStep, FormValues } from '../../../../../../core/content/form-engine.ts';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import {
  grossNetSplit,
  prolongationOptions,
  prolongationVerdict,
  struckOriginalPrice,
} from '../../../../../../core/prolongation/rules.ts';
import { cents } from '../../../../../../core/shared/money.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { type DealJson, prolongationOptionsQuery } from '../api/wizard-queries.ts';
import { RENTAL_TERMS_PATH } from '../rental-terms.ts';
import { ContentForm } from './ContentForm.tsx';

const useStyles = makeStyles({
  // Set apart from the new price by its colour, still readable (contrast above 4.5:1).
  struck: { marginLeft: '8px', color: tokens.colorNeutralForeground2 },
  // Read by screen readers only: a strike-through alone says nothing to them.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** "statt 549 €" with the old price struck through, beside a lower new price (§3 original_price). */
const StruckPrice = ({ cents: amount }: { cents: number }) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  return (
    <>
      <span className={styles.hidden}> {text('wizards.prolongation.insteadOf')} </span>
      <s className={styles.struck}>{format.money(amount)}</s>
    </>
  );
};

/** The already-prolonged page (consumer spec §2): the subscription runs on until its new end. */
const AlreadyProlonged = ({ endDate }: { endDate: string | null | undefined }) => {
  const text = useText();
  const format = useFormat();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{text('prolongation.already.title')}</h3>
      <p>
        {endDate
          ? text('prolongation.already.until', { date: format.date(endDate.slice(0, 10)) })
          : text('prolongation.already.text')}
      </p>
    </section>
  );
};

/**
 * The prolongation wizard (consumer spec §2, §5, §7, §9): the terms core offers (3 to 18 months,
 * longest first), then the overview with the rate, the 19 % VAT in it and the terms confirmation
 * (content form "prolongation"); a failure opens prolongation-failed-modal; a deal prolonged
 * before shows the already-prolonged page.
 */
export const ProlongationWizard = ({ deal, onDone }: { deal: DealJson; onDone: () => void }) => {
  const text = useText();
  const format = useFormat();
  const { clock } = useServices();
  const answer = useQuery(prolongationOptionsQuery(usePortalApi(), deal));
  if (answer.isPending) return <LoadingState />;
  if (answer.isError) return <DataError onRetry={() => void answer.refetch()} />;
  const options = prolongationOptions(
    answer.data.prolongation_options.map((option) => ({
      term: option.term,
      price: cents(option.price),
      original_price:
        option.original_price === null || option.original_price === undefined
          ? null
          : cents(option.original_price),
    })),
  );
  if (options.length === 0) {
    // The BFF offers nothing (its 409) to a deal core would let prolong: it was prolonged already.
    const prolongable = prolongationVerdict({ deal } as DealContext, false, clock.now()) === 'possible';
    return prolongable ? (
      <AlreadyProlonged endDate={answer.data.current_subscription_end_date ?? deal.return_date} />
    ) : (
      <Text id="wizards.prolongation.none" />
    );
  }
  const overview = (step: FormStep, values: FormValues) => {
    const chosen = options.find((option) => option.term === values.term);
    if (step.id !== 'overview' || !chosen) return null;
    const { vat } = grossNetSplit(chosen.price);
    const struck = struckOriginalPrice(chosen);
    return (
      <>
        <dl>
          <dt>{text('wizards.prolongation.summary', { term: chosen.term })}</dt>
          <dd>
            <span>{text('wizards.prolongation.rate', { price: format.money(chosen.price) })}</span>
            {struck === null ? null : <StruckPrice cents={struck} />}
          </dd>
          <dd>{text('wizards.prolongation.vat', { vat: format.money(vat) })}</dd>
        </dl>
        <p>
          {text('wizards.prolongation.termsNote')}{' '}
          <SmartLink href={RENTAL_TERMS_PATH} newTab>
            {text('wizards.prolongation.termsLink')}
          </SmartLink>
        </p>
      </>
    );
  };
  return (
    <ContentForm
      formId="prolongation"
      deal={deal}
      data={{ prolongation: { ...answer.data, prolongation_options: options } }}
      optionsFor={(field) =>
        field.optionsFrom === 'prolongation.prolongation_options'
          ? options.map((option) => ({
              value: option.term,
              label: text('wizards.prolongation.option', {
                term: option.term,
                price: format.money(option.price),
              }),
            }))
          : undefined
      }
      optionLabel={(field, choice) => {
        const option = options.find((candidate) => candidate.term === choice.value);
        const struck =
          field.optionsFrom === 'prolongation.prolongation_options' && option
            ? struckOriginalPrice(option)
            : null;
        return struck === null ? (
          choice.label
        ) : (
          <span>
            {choice.label}
            <StruckPrice cents={struck} />
          </span>
        );
      }}
      stepExtra={overview}
      onDone={onDone}
    />
  );
};
