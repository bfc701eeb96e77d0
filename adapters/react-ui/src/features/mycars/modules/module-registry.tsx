import { Divider } from '@fluentui/react-components';
import { type ComponentType, useEffect } from 'react';
import { contractNumberOf } from '../../../../../../core/deals/contract-signing.ts';
import { AccordionModule } from '../../../components/content/AccordionModule.tsx';
import { DataListModule } from '../../../components/content/DataListModule.tsx';
import { EmergencyCallModule } from '../../../components/content/EmergencyCallModule.tsx';
import { ReferralPromoModule } from '../../../components/content/ReferralPromoModule.tsx';
import { StepsModule } from '../../../components/content/StepsModule.tsx';
import { VehicleDetails } from '../components/VehicleDetails.tsx';
import { carNameOf } from '../deal-display.ts';
import { BuyCarModule } from './BuyCarModule.tsx';
import { CategorySubscriptionModule } from './CategorySubscriptionModule.tsx';
import { DamageReportsModule } from './DamageReportsModule.tsx';
import { DeductiblesModule } from './DeductiblesModule.tsx';
import { DocumentsModule } from './DocumentsModule.tsx';
import { InsuranceTypeModule } from './InsuranceTypeModule.tsx';
import { InvoicesModule } from './InvoicesModule.tsx';
import type { ModuleProps } from './module-types.ts';
import { OrderStatusModule } from './OrderStatusModule.tsx';
import { PreponementModule } from './PreponementModule.tsx';
import { ReturnInfoModule } from './ReturnInfoModule.tsx';
import { ReturnStatusModule } from './ReturnStatusModule.tsx';
import { ServicesModule } from './ServicesModule.tsx';

const VehicleDetailsModule = ({ module, ctx, onDismissBanner }: ModuleProps) => (
  <VehicleDetails
    ctx={ctx}
    onDismiss={onDismissBanner}
    showActions={module.props?.showFooterActions !== false}
  />
);

/** The content's steps for this deal: its contract number, and where its state stands among them. */
const DealStepsModule = ({ module, deal }: ModuleProps) => (
  <StepsModule
    module={module}
    contractNumber={contractNumberOf(deal.id)}
    carName={carNameOf(deal)}
    state={deal.state}
  />
);

/** The module types the car details page renders, by the content's type names (core/content MODULE_TYPES). */
export const CAR_DETAILS_MODULES: Readonly<Record<string, ComponentType<ModuleProps>>> = {
  'vehicle-details': VehicleDetailsModule,
  'order-status': OrderStatusModule,
  services: ServicesModule,
  'damage-reports': DamageReportsModule,
  documents: DocumentsModule,
  'category-subscription-info': CategorySubscriptionModule,
  'return-info': ReturnInfoModule,
  'return-status': ReturnStatusModule,
  invoices: InvoicesModule,
  'buy-car': BuyCarModule,
  deductibles: DeductiblesModule,
  'insurance-type': InsuranceTypeModule,
  'emergency-call': EmergencyCallModule,
  divider: () => <Divider />,
  // The chat widget loads lazily and authenticates first (consumer §2): it is not a card of this page.
  'chat-widget': () => null,
  'accept-preponement': PreponementModule,
  steps: DealStepsModule,
  'data-list': DataListModule,
  accordion: AccordionModule,
  'referral-promo': ReferralPromoModule,
};

/** Consumer spec §8 "Unknown module type: warning only": nothing shows, the page goes on. */
const UnknownModule = ({ module }: ModuleProps) => {
  useEffect(() => {
    console.warn(`Unknown content module type "${module.type}" (module ${module.id}) is not shown.`);
  }, [module.type, module.id]);
  return null;
};

export const ContentModuleView = (props: ModuleProps) => {
  const Module = Object.hasOwn(CAR_DETAILS_MODULES, props.module.type)
    ? (CAR_DETAILS_MODULES[props.module.type] as ComponentType<ModuleProps>)
    : UnknownModule;
  return <Module {...props} />;
};
