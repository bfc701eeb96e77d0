import {
  isModuleVisible,
  parseModuleVisibility,
  type VisibilityData,
} from '../../../../../core/content/visibility.ts';
import type { ContentModuleJson } from './content-module.ts';

/**
 * The modules whose visibility rules hold for the data (consumer spec §5 rule types, §9 minimum age
 * of the deal), decided by core's engine. A module whose rule cannot be read is left out with a
 * warning: broken content never takes the page down.
 */
export const visibleModules = (
  modules: readonly ContentModuleJson[],
  data: VisibilityData,
  now: Date,
): ContentModuleJson[] =>
  modules.filter((module) => {
    const visibility = parseModuleVisibility(module);
    if (visibility.isErr()) {
      console.warn(
        `Content module ${module.id} has a visibility rule that cannot be read.`,
        visibility.error,
      );
      return false;
    }
    return isModuleVisible(visibility.value, data, now);
  });
