import { Circle, Line, Polyline, Svg, Text, View } from '@react-pdf/renderer';
import { dateText, daysBetween } from '../../shared/plan-calendar';

export type ChartPoint = { date: string; value: number };
export type ChartSeries = { label: string; color: string; points: ChartPoint[] };

const WIDTH = 450;
/** The axis labels' column: '160 mmHg' on one line. */
const AXIS = 52;
const HEIGHT = 110;
const PAD = 6;

/** Round numbers for the axis: the range widened to a step of 1, 2 or 5 × 10ⁿ. */
function axisOf(values: number[]) {
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi - lo < 2) {
    // A flat trend still gets a band, so a 0.2 kg change does not fill the chart.
    lo -= 1;
    hi += 1;
  }
  const raw = (hi - lo) / 4;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? raw;
  return { lo: Math.floor(lo / step) * step, hi: Math.ceil(hi / step) * step };
}

const fmt = (v: number) => String(Math.round(v * 10) / 10);

/**
 * A line chart drawn with react-pdf's Svg primitives: one line per series over the dates of its
 * points (spaced by days, not by reading), the axis's top and bottom values at the left and the
 * first and last date below. The numbers themselves are in the table under each chart.
 */
export function LineChart({ series, unit }: { series: ChartSeries[]; unit: string }) {
  const all = series.flatMap((s) => s.points);
  const dates = all.map((p) => p.date).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const span = Math.max(1, daysBetween(first, last));
  const { lo, hi } = axisOf(all.map((p) => p.value));
  const x = (date: string) => PAD + (daysBetween(first, date) / span) * (WIDTH - 2 * PAD);
  const y = (value: number) => PAD + ((hi - value) / (hi - lo)) * (HEIGHT - 2 * PAD);
  return (
    <View style={{ marginVertical: 4 }} wrap={false}>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ width: AXIS, height: HEIGHT, justifyContent: 'space-between', fontSize: 8 }}>
          <Text>
            {fmt(hi)} {unit}
          </Text>
          <Text>
            {fmt(lo)} {unit}
          </Text>
        </View>
        <Svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
          {[0, 0.25, 0.5, 0.75, 1].map((f) => (
            <Line
              key={f}
              x1={PAD}
              x2={WIDTH - PAD}
              y1={PAD + f * (HEIGHT - 2 * PAD)}
              y2={PAD + f * (HEIGHT - 2 * PAD)}
              stroke="#dddddd"
              strokeWidth={0.5}
            />
          ))}
          {series.map((s) =>
            s.points.length > 1 ? (
              <Polyline
                key={s.label}
                points={s.points.map((p) => `${x(p.date)},${y(p.value)}`).join(' ')}
                stroke={s.color}
                strokeWidth={1.5}
                fill="none"
              />
            ) : null,
          )}
          {series.flatMap((s) =>
            s.points.map((p) => (
              <Circle key={`${s.label}-${p.date}`} cx={x(p.date)} cy={y(p.value)} r={2} fill={s.color} />
            )),
          )}
        </Svg>
      </View>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginLeft: AXIS, fontSize: 8 }}>
        <Text>{dateText(first)}</Text>
        {series.length > 1 ? (
          <Text>
            {series.map((s) => (
              <Text key={s.label} style={{ color: s.color }}>{`— ${s.label}   `}</Text>
            ))}
          </Text>
        ) : null}
        <Text>{dateText(last)}</Text>
      </View>
    </View>
  );
}
