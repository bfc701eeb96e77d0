import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Subtitle1,
  Toast,
  ToastTitle,
  useToastController,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canUpgradeInsurance } from '../../../../../../core/deals/eligibility.ts';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import {
  comfortProtectionPrice,
  fullCoverageDeductible,
  INSURANCE_UPGRADE_STEPS,
  PARTIAL_COVERAGE_DEDUCTIBLE_MAX,
  partialCoverageDeductible,
} from '../../../../../../core/insurance/rules.ts';
import type { LoyaltyLevelId } from '../../../../../../core/loyalty/rules.ts';
import { cents } from '../../../../../../core/shared/money.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { addonGroupsQuery, loyaltyLevelQuery } from '../api/wizard-queries.ts';
import { WIZARD_TOASTER } from '../components/ModalHost.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { ContentWizardModal } from '../return-handover/ContentWizardModal.tsx';
import { useContentSteps } from '../return-handover/use-content-steps.tsx';
import { type ContentWizardProps, useContentWording } from '../return-handover/wizard-content.ts';
import { OutcomeModal } from './OutcomeModal.tsx';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: '8px', justifyContent: 'flex-end' },
});

const Upgrade = ({ deal, content, onDone }: ContentWizardProps) => {
  const api = usePortalApi();
  const text = useText();
  const styles = useStyles();
  const words = useContentWording(content);
  const format = useFormat();
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const groups = useQuery(addonGroupsQuery(api, deal));
  const level = useQuery(loyaltyLevelQuery(api));
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const [refused, setRefused] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Core's one step, the protection's choice; the content form `insurance-upgrade` says its texts
  // and may set steps of its own around it (a notice, a confirmation).
  const steps = useContentSteps(
    content,
    { known: INSURANCE_UPGRADE_STEPS, shown: INSURANCE_UPGRADE_STEPS },
    { deal, form: { addon_id: chosen } },
    'addon',
  );
  if (groups.isPending || level.isPending) return <LoadingState />;
  if (groups.isError) return <DataError onRetry={() => void groups.refetch()} />;
  const group = groups.data.find((candidate) => candidate.group === 'insurance') ?? groups.data[0];
  // Consumer §4: only before the handover (CREATED) and while the add-on can be booked.
  const open = canUpgradeInsurance({
    deal,
    addons: { canUpgradeInsurance: group?.canUpgradeInsurance === true },
  } as DealContext);
  const addons = group?.addons ?? [];
  // Consumer §6: level Black gets the comfort protection for free (a failed loyalty call: no level).
  const levelId = (level.data ?? 'silver') as LoyaltyLevelId;
  const currentType = group?.insurance_type === 'comfort' ? 'comfort' : 'basic';
  const planned = steps.step;
  const stepContent = planned.content;

  const book = async () => {
    if (chosen === '') return setMissing(true);
    setBusy(true);
    const answer = await api.bookInsuranceUpgrade({ params: { id: deal.id }, body: { addon_id: chosen } });
    setBusy(false);
    if (answer.isErr()) {
      if (answer.error.kind === 'http' && answer.error.code === 'not_eligible') return setRefused(true);
      return setFailed(true);
    }
    await queryClient.invalidateQueries({ queryKey: ['deals'] });
    dispatchToast(
      <Toast>
        <ToastTitle>{words.done('insurance.booked')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
    onDone();
  };

  const next = () => {
    if (!steps.contentStepPasses()) return;
    if (planned.kind === 'domain' && chosen === '') return setMissing(true);
    if (steps.last) return void book();
    steps.forward();
  };

  // What the deal has now: data, in the catalogue's words.
  const current = (
    <dl>
      <dt>{text('insurance.current')}</dt>
      <dd>{text(currentType === 'comfort' ? 'insurance.type.comfort' : 'insurance.type.basic')}</dd>
      <dt>{text('insurance.fullCoverage')}</dt>
      <dd>{group?.vkValueFormatted ?? '–'}</dd>
      <dt>{text('insurance.partialCoverage')}</dt>
      <dd>{group?.tkValueFormatted ?? '–'}</dd>
    </dl>
  );

  if (!open || addons.length === 0)
    return (
      <>
        {current}
        <MessageBar intent="info">
          <MessageBarBody>
            <Text id="insurance.notAvailable" />
          </MessageBarBody>
        </MessageBar>
      </>
    );

  return (
    <>
      {steps.plan.length > 1 ? (
        <span>{text('wizards.step.counter', { step: steps.index + 1, count: steps.plan.length })}</span>
      ) : null}
      {planned.kind === 'content' ? (
        <>
          <Subtitle1 as="h3">{planned.content.title ?? ''}</Subtitle1>
          {planned.content.description ? <p>{planned.content.description}</p> : null}
          {steps.contentFields}
        </>
      ) : (
        <>
          {current}
          {/* The step's title is what it asks: it names the choice. */}
          <Field
            label={words.title(stepContent, 'insurance.choose')}
            required
            validationMessage={missing ? text('wizards.validation.required') : undefined}
            validationState={missing ? 'error' : 'none'}
          >
            <RadioGroup
              value={chosen}
              onChange={(_, data) => {
                setChosen(data.value);
                setMissing(false);
              }}
            >
              {addons.map((addon) => (
                <Radio
                  key={addon.addon_id}
                  value={addon.addon_id}
                  label={text('insurance.option', {
                    title: addon.display_info?.title ?? addon.addon_id,
                    price: format.money(
                      comfortProtectionPrice(cents(addon.pricing?.amount?.gross ?? 0), levelId),
                    ),
                  })}
                />
              ))}
            </RadioGroup>
          </Field>
          <p>
            {words.hint(stepContent, 'addon_id', 'insurance.after', {
              full: format.money(fullCoverageDeductible(true)),
              partial: format.money(
                partialCoverageDeductible(
                  cents(deal.damage_deductible_teilkasko ?? PARTIAL_COVERAGE_DEDUCTIBLE_MAX),
                ),
              ),
            })}
          </p>
          {levelId === 'black' ? (
            <p>
              <Text id="insurance.blackFree" />
            </p>
          ) : null}
        </>
      )}
      {refused ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <Text id="insurance.refused" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.buttons}>
        {steps.index > 0 ? (
          <Button disabled={busy} onClick={steps.back}>
            {text('wizards.step.back')}
          </Button>
        ) : null}
        <Button appearance="primary" disabled={busy} onClick={next}>
          {text(steps.last ? 'insurance.book' : 'wizards.step.next')}
        </Button>
      </div>
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </>
  );
};

/**
 * INSURANCE_UPGRADE (consumer spec §3 "Addons", §4, §6, §9): the protection the deal has, its
 * deductibles, and premium protection (29 EUR a month, full-coverage deductible 500 instead of
 * 1,000 EUR; free for level Black) while core's canUpgradeInsurance holds. Laid out by its content
 * form `insurance-upgrade` (docs/ui/wizards.md "Wizards laid out by their content").
 */
export const InsuranceUpgradeModal = (props: ModalProps) => (
  <ContentWizardModal {...props} formId="insurance-upgrade" title="insurance.title" wizard={Upgrade} />
);
