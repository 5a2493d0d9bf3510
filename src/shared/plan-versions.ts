/**
 * A plan's versions, undo and restore (issue 54 point 2, decision 301): the shapes both sides use.
 */
import { z } from 'zod';
import { id } from './fields';

/** The messages of undo and restore (English; the planner shows them as they are). */
export const VERSION_MESSAGES = {
  nothingToUndo: 'There is nothing to undo in this plan.',
  versionNotFound: 'This version of the plan was not found.',
  alreadyCurrent: 'The plan is already as this version left it.',
  undone: (summary: string) => `Undone: ${summary}`,
  restored: (summary: string) => `Restored the plan as it was after: ${summary}`,
  refused: (verb: string, texts: string[]) =>
    `${verb}: ${texts.join(' · ')}. The client's rules changed since; change the plan by hand, or keep the food with a reason in the meal editor.`,
} as const;

const planId = () => id('Please choose a Nutrition Plan');

/** GET /api/v1/diet/plan/versions?plan_id= → data: { versions: PlanVersion[] } */
export const planVersionsQuerySchema = z.object({ plan_id: planId() });

/** GET /api/v1/diet/plan/version/view?plan_id=&version_id= → data: VersionView */
export const versionViewQuerySchema = z.object({
  plan_id: planId(),
  version_id: id('Please choose a version'),
});

/** POST /api/v1/diet/plan/restore → data: { summary } */
export const restoreVersionSchema = z.object({
  plan_id: planId(),
  version_id: id('Please choose a version'),
});

/** POST /api/v1/diet/plan/undo → data: { summary } */
export const undoPlanSchema = z.object({ plan_id: planId() });

export type PlanVersion = {
  id: number;
  /** When it was written (ISO instant). */
  at: string;
  /** Who wrote it (a name). */
  by: string;
  summary: string;
  kind: 'write' | 'undo' | 'restore';
  /** An undo took this write back. */
  undone: boolean;
};

/** A version's plan as it left it, for a read-only look: its days and meals with food names. */
export type VersionView = {
  id: number;
  summary: string;
  days: {
    day: number;
    description: string | null;
    meals: {
      time: string;
      timing: string;
      items: { name: string; qty: number; measure: string | null; alternative: boolean }[];
    }[];
  }[];
};

export type UndoAnswer = { summary: string };
