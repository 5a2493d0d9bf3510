import { createWorkerPool } from '../lib/worker-pool';
import type { PlanPdfProps } from './plan-pdf.document';
import type { ProgressReportProps } from './progress-report.document';
import type { RenderJob } from './render-job';

/**
 * Renders PDFs in worker threads so a 28-day plan (about a second of layout) never blocks the
 * event loop; at most `size` at once (docs/decisions/051). The same workers render the plan and
 * the client's progress report (decision 230).
 */
export type RenderPool = {
  render: (props: PlanPdfProps) => Promise<Buffer>;
  renderProgress: (props: ProgressReportProps) => Promise<Buffer>;
  close: () => Promise<void>;
};

export function createRenderPool(size = 2): RenderPool {
  const pool = createWorkerPool<RenderJob, Uint8Array>('render', {
    name: 'PDF rendering',
    size,
  });
  const run = async (job: RenderJob) => {
    const bytes = await pool.run(job);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    render: (props) => run({ kind: 'plan', props }),
    renderProgress: (props) => run({ kind: 'progress', props }),
    close: pool.close,
  };
}
