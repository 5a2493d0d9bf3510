import { parentPort } from 'node:worker_threads';
import { type RenderJob, renderJob } from './render-job';

/** One render at a time per worker: the pool only sends the next job after the answer. */
parentPort?.on('message', async (job: { id: number; input: RenderJob }) => {
  try {
    const pdf = await renderJob(job.input);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort?.postMessage({ id: job.id, output: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: (error as Error).message });
  }
});
