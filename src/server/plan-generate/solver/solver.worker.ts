import { parentPort } from 'node:worker_threads';
import { type PlanJob, solvePlan } from './solve-plan';

/** One job at a time per worker: the pool sends the next job only after the answer. */
parentPort?.on('message', async (message: { id: number; input: PlanJob }) => {
  try {
    parentPort?.postMessage({ id: message.id, output: await solvePlan(message.input) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: (error as Error).message });
  }
});
