import { lazy } from 'react';

/** What other features may use of nutrition-rules/: Settings → Nutrition rules, loaded when its tab is opened. */
export const NutritionRulesTab = lazy(() => import('./NutritionRulesTab'));
