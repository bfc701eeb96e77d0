import { Divider } from '@fluentui/react-components';
import { type ComponentType, useEffect } from 'react';
import { AccordionModule } from './AccordionModule.tsx';
import type { ContentModuleJson } from './content-module.ts';
import { DataListModule } from './DataListModule.tsx';
import { EmergencyCallModule } from './EmergencyCallModule.tsx';
import { ReferralPromoModule } from './ReferralPromoModule.tsx';
import { StepsModule } from './StepsModule.tsx';

export type PlacedModule = ComponentType<{ readonly module: ContentModuleJson }>;
export type PlacedModules = Readonly<Record<string, PlacedModule>>;

/**
 * The module types any content page renders from content alone (consumer spec §2): a page places
 * its data-bound modules (deal list, loyalty, account) next to these, and may place its own
 * version of one of them (the steps of the deals /mycars shows).
 */
export const CONTENT_ONLY_MODULES: PlacedModules = {
  steps: StepsModule,
  'data-list': DataListModule,
  accordion: AccordionModule,
  divider: () => <Divider />,
  'emergency-call': EmergencyCallModule,
  'referral-promo': ReferralPromoModule,
  // The chat widget loads lazily and authenticates first (consumer §2): it is part of the frame.
  'chat-widget': () => null,
};

/** Consumer spec §8 "Unknown module type: warning only": nothing shows, the page goes on. */
const UnknownModule = ({ module }: { module: ContentModuleJson }) => {
  useEffect(() => {
    console.warn(`Content module type "${module.type}" (module ${module.id}) is not shown on this page.`);
  }, [module.type, module.id]);
  return null;
};

/** The module by its type: the page's own placement first, then the content-only renderers. */
export const ContentModuleSlot = ({
  module,
  placed,
}: {
  module: ContentModuleJson;
  placed: PlacedModules;
}) => {
  const Module =
    (Object.hasOwn(placed, module.type) ? placed[module.type] : undefined) ??
    (Object.hasOwn(CONTENT_ONLY_MODULES, module.type) ? CONTENT_ONLY_MODULES[module.type] : undefined) ??
    UnknownModule;
  return <Module module={module} />;
};
