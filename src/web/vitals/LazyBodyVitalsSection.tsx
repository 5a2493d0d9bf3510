import { lazy, Suspense } from 'react';
import { Loading } from '../components/Loading';

/**
 * The client page's vitals section (its forms, PDF modal and recharts charts, about 120 KB of
 * compressed script) loads on its own (decision 085): with it in the chunk of `vitals/index.ts`,
 * the planner, which shows only BodyParametersPanel, downloaded all of it before drawing the grid.
 */
const Section = lazy(() => import('./BodyVitalsSection').then((m) => ({ default: m.BodyVitalsSection })));

export function LazyBodyVitalsSection(props: { clientId: number; gender: string | null }) {
  return (
    <Suspense fallback={<Loading />}>
      <Section {...props} />
    </Suspense>
  );
}
