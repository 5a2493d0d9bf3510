import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

export type WeightPoint = { date: string; Nutritionist: number | null; Client: number | null };

/**
 * The weight trend's chart, in its own chunk: recharts (about 98 KB) loads and draws only when the
 * adherence panel's weight section comes near the screen (decision 268).
 */
export default function WeightChart({ points }: { points: WeightPoint[] }) {
  return (
    <LineChart
      h={160}
      data={points}
      dataKey="date"
      series={[
        { name: 'Nutritionist', color: 'teal.7' },
        { name: 'Client', color: 'orange.7', strokeDasharray: '5 5' },
      ]}
      yAxisProps={{ domain: ['auto', 'auto'] }}
      connectNulls
      withLegend
      withDots
      curveType="linear"
    />
  );
}
