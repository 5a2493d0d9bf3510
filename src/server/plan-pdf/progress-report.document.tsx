import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { dateText } from '../../shared/plan-calendar';
import { FONT_FAMILY } from './fonts';
import { PDF_TEAL, PdfFooter } from './pdf-parts';
import type { PdfLogo } from './plan-pdf.document';
import { type ChartPoint, LineChart } from './progress-chart';

export type BpPoint = { date: string; systolic: number; diastolic: number };
export type AdherenceWeek = {
  from: string;
  to: string;
  planned: number;
  eaten: number;
  partly: number;
  skipped: number;
  /** 0–1, or null when nothing was planned. */
  share: number | null;
};
export type IntakeWeek = {
  label: string;
  days: number;
  kcal: number;
  protein: number;
  carbohydrate: number;
  fat: number;
  fibre: number;
};
export type IntakeTargets = {
  kcal: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  fibre: number | null;
};

export type ProgressReportProps = {
  clientName: string;
  packageLabel: string;
  period: { from: string; to: string | null };
  preparedOn: string;
  practiceName: string;
  footerLines: string[];
  logo: PdfLogo | null;
  weight: ChartPoint[];
  waist: ChartPoint[];
  bp: BpPoint[];
  /** Null when the package has no plan; weeks empty when no date of the plan has come yet. */
  adherence: { planName: string; weeks: AdherenceWeek[]; overall: number | null } | null;
  intake: { planName: string; weeks: IntakeWeek[]; targets: IntakeTargets } | null;
  /**
   * The monitoring and evaluation lines of the package's latest session note (decision 238):
   * empty when no note has any; the section then says so.
   */
  monitoringLines: string[];
};

const TEAL = PDF_TEAL;
const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 10, padding: 32, paddingBottom: 64, color: '#1a1a1a' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 8 },
  title: { fontSize: 16, fontWeight: 'bold', color: TEAL, marginBottom: 4 },
  detail: { marginBottom: 2 },
  section: { marginTop: 12 },
  sectionTitle: { fontSize: 12, fontWeight: 'bold', color: TEAL, marginBottom: 4 },
  muted: { color: '#555555' },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #cccccc', paddingVertical: 2 },
  cell: { flex: 1, paddingRight: 6 },
});

const one = (v: number) => (Math.round(v * 10) / 10).toFixed(1);
const whole = (v: number) => String(Math.round(v));
const pct = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** A table; `first` widens the first column (a week's two dates stay on one line). */
function Table({ head, rows, first = 1 }: { head: string[]; rows: string[][]; first?: number }) {
  const cell = (c: number) => (c === 0 ? [styles.cell, { flex: first }] : styles.cell);
  return (
    <View>
      <View style={[styles.row, { fontWeight: 'bold' }]} wrap={false}>
        {head.map((h, c) => (
          <Text key={h} style={cell(c)}>
            {h}
          </Text>
        ))}
      </View>
      {rows.map((cells, r) => (
        <View key={r} style={styles.row} wrap={false}>
          {cells.map((text, c) => (
            <Text key={c} style={cell(c)}>
              {text}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/**
 * A section whose title stays with its `lead` (the summary line and chart) on one page; the rest
 * (a table) may run on to the next.
 */
function Section({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <View style={styles.section}>
      <View wrap={false}>
        <Text style={styles.sectionTitle}>{title}</Text>
        {lead}
      </View>
      {children}
    </View>
  );
}

/** "From 82.4 kg on 05-Oct-2026 to 79.1 kg on 20-Nov-2026: 3.3 kg less." (no arrow: pdftotext and copy-paste read it wrong) */
function changeLine(points: ChartPoint[], unit: string) {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length < 2) return `${one(first.value)} ${unit} on ${dateText(first.date)}: one reading so far.`;
  const diff = last.value - first.value;
  const change =
    Math.abs(diff) < 0.05 ? 'no change' : `${one(Math.abs(diff))} ${unit} ${diff < 0 ? 'less' : 'more'}`;
  return `From ${one(first.value)} ${unit} on ${dateText(first.date)} to ${one(last.value)} ${unit} on ${dateText(last.date)}: ${change}.`;
}

/** The last readings of a trend as a table (the chart's numbers); at most 10, newest last. */
const recent = <T,>(list: T[]) => list.slice(-10);

function Trend({
  title,
  points,
  unit,
  none,
}: {
  title: string;
  points: ChartPoint[];
  unit: string;
  none: string;
}) {
  if (!points.length) return <Section title={title} lead={<Text style={styles.muted}>{none}</Text>} />;
  return (
    <Section
      title={title}
      lead={
        <>
          <Text style={styles.detail}>{changeLine(points, unit)}</Text>
          {points.length > 1 ? (
            <LineChart series={[{ label: title, color: TEAL, points }]} unit={unit} />
          ) : null}
        </>
      }
    >
      <Table
        head={['Date', `${title} (${unit})`]}
        rows={recent(points).map((p) => [dateText(p.date), one(p.value)])}
      />
    </Section>
  );
}

function BloodPressure({ bp }: { bp: BpPoint[] }) {
  const none = <Text style={styles.muted}>No blood pressure was recorded in this period yet.</Text>;
  if (!bp.length) return <Section title="Blood pressure" lead={none} />;
  const series = [
    { label: 'Systolic', color: '#b3261e', points: bp.map((p) => ({ date: p.date, value: p.systolic })) },
    { label: 'Diastolic', color: '#1f4e9c', points: bp.map((p) => ({ date: p.date, value: p.diastolic })) },
  ];
  return (
    <Section title="Blood pressure" lead={bp.length > 1 ? <LineChart series={series} unit="mmHg" /> : null}>
      <Table
        head={['Date', 'Blood pressure (mmHg)']}
        rows={recent(bp).map((p) => [dateText(p.date), `${whole(p.systolic)}/${whole(p.diastolic)}`])}
      />
    </Section>
  );
}

/** "1850 kcal (93%)": the share of the target in the row above; the value alone without one. */
function against(value: number, target: number | null, unit: string) {
  const text = `${whole(value)} ${unit}`;
  return target ? `${text} (${Math.round((value / target) * 100)}%)` : text;
}

const targetCell = (target: number | null, unit: string) => (target ? `${whole(target)} ${unit}` : 'not set');

/** The client's progress on paper: letterhead, trends, adherence, intake, monitoring. */
export function ProgressReportPdf(props: ProgressReportProps) {
  const { clientName, packageLabel, period, preparedOn, practiceName, footerLines, logo } = props;
  const { weight, waist, bp, adherence, intake, monitoringLines } = props;
  const periodText = period.to
    ? `${dateText(period.from)} to ${dateText(period.to)}`
    : `from ${dateText(period.from)}`;
  return (
    <Document title={`Progress Report — ${clientName}`} author={practiceName} creator={practiceName}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.title}>Progress Report</Text>
            <Text style={styles.detail}>Client: {clientName}</Text>
            <Text style={styles.detail}>Package: {packageLabel}</Text>
            <Text style={styles.detail}>Period: {periodText}</Text>
            <Text style={styles.detail}>Prepared on: {dateText(preparedOn)}</Text>
          </View>
          {logo ? (
            <Image
              src={{ data: logo.data, format: logo.format }}
              style={{ width: logo.width, height: logo.height, objectFit: 'contain' }}
            />
          ) : null}
        </View>

        <Trend title="Weight" points={weight} unit="kg" none="No weight was recorded in this period yet." />
        <Trend
          title="Waist"
          points={waist}
          unit="cm"
          none="No waist measurement was recorded in this period yet."
        />

        <BloodPressure bp={bp} />

        <Section
          title="Meals followed"
          // Short enough to stay whole: the title never ends a page alone.
          lead={
            !adherence ? (
              <Text style={styles.muted}>There is no plan in this package yet.</Text>
            ) : adherence.weeks.some((w) => w.eaten + w.partly + w.skipped > 0) ? (
              <>
                <Text style={styles.detail}>
                  From the ticks on the plan page of "{adherence.planName}": {pct(adherence.overall)} of the
                  planned meals followed (a meal eaten in part counts half).
                </Text>
                <Table
                  first={2.6}
                  head={['Week', 'Planned meals', 'Eaten', 'Partly', 'Skipped', 'Followed']}
                  rows={adherence.weeks.map((w) => [
                    `${dateText(w.from)} to ${dateText(w.to)}`,
                    String(w.planned),
                    String(w.eaten),
                    String(w.partly),
                    String(w.skipped),
                    pct(w.share),
                  ])}
                />
              </>
            ) : (
              <Text style={styles.muted}>
                No meal of "{adherence.planName}" has been ticked on the plan page yet: share the plan link so
                the client can tick what they ate.
              </Text>
            )
          }
        />

        <Section
          title="Intake against targets"
          // Short enough to stay whole: the title never ends a page alone.
          lead={
            !intake ? (
              <Text style={styles.muted}>There is no plan in this package yet.</Text>
            ) : intake.weeks.length ? (
              <>
                <Text style={styles.detail}>
                  Average planned day of "{intake.planName}" by week, as a share of the plan's targets
                  {Object.values(intake.targets).some((v) => v !== null)
                    ? ''
                    : ' (no targets were set for this plan)'}
                  .
                </Text>
                <Table
                  first={1.2}
                  head={['Week', 'Energy', 'Protein', 'Carbohydrate', 'Fat', 'Fibre']}
                  rows={[
                    [
                      'Target',
                      targetCell(intake.targets.kcal, 'kcal'),
                      targetCell(intake.targets.protein, 'g'),
                      targetCell(intake.targets.carbohydrate, 'g'),
                      targetCell(intake.targets.fat, 'g'),
                      targetCell(intake.targets.fibre, 'g'),
                    ],
                    ...intake.weeks.map((w) => [
                      `${w.label} (${w.days} ${w.days === 1 ? 'day' : 'days'})`,
                      against(w.kcal, intake.targets.kcal, 'kcal'),
                      against(w.protein, intake.targets.protein, 'g'),
                      against(w.carbohydrate, intake.targets.carbohydrate, 'g'),
                      against(w.fat, intake.targets.fat, 'g'),
                      against(w.fibre, intake.targets.fibre, 'g'),
                    ]),
                  ]}
                />
              </>
            ) : (
              <Text style={styles.muted}>"{intake.planName}" has no meals yet.</Text>
            )
          }
        />

        <Section
          title="Monitoring"
          // Short enough to stay whole: the title never ends a page alone.
          lead={
            monitoringLines.length ? (
              monitoringLines.map((line) => (
                <Text key={line} style={styles.detail}>
                  • {line}
                </Text>
              ))
            ) : (
              <Text style={styles.muted}>No session note with monitoring points yet.</Text>
            )
          }
        />

        <PdfFooter lines={footerLines} />
      </Page>
    </Document>
  );
}
