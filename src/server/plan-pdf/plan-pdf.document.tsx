import { Document, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ClinicalSummary } from '../../shared/clinical-summary';
import {
  type Layout,
  measuresText,
  type PaperSize,
  type PdfLanguage,
  type PrintablePlan,
  type PrintDay,
  type PrintDishRecipe,
  type PrintMeal,
  totalsLine,
} from '../../shared/plan-pdf';
import { FONT_FAMILY } from './fonts';
import { PDF_TEAL, PdfFooter } from './pdf-parts';
import { PDF_WORDS, type PdfWords } from './pdf-words';

export type PdfLogo = { data: Buffer; format: 'png' | 'jpg'; width: number; height: number };

export type PlanPdfProps = {
  plan: PrintablePlan;
  layout: Layout;
  paper: PaperSize;
  practiceName: string;
  /** The practice's and the nutritionist's contact lines, printed at the foot of every page. */
  footerLines: string[];
  logo: PdfLogo | null;
  /** The general disclaimer, and the sports one for Sports packages. */
  disclaimers: string[];
  /** The client's rules in plain words, in the language asked (decision 224); no box when empty. */
  rules: { title: string; lines: string[] };
  /** The nutritionist's copy only: the one-box clinical summary (decision 225). */
  clinical: ClinicalSummary | null;
  /** The language of the copy's fixed words; the plan's own words are already in it (printablePlan). */
  language: PdfLanguage;
};

const TEAL = PDF_TEAL;
const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 10, padding: 32, paddingBottom: 64, color: '#1a1a1a' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 12 },
  title: { fontSize: 16, fontWeight: 'bold', color: TEAL, marginBottom: 4 },
  detail: { marginBottom: 2 },
  muted: { color: '#555555' },
  section: { marginTop: 10 },
  sectionTitle: { fontSize: 12, fontWeight: 'bold', color: TEAL, marginBottom: 4 },
  day: { marginTop: 8, borderTop: '1pt solid #0b6e63', paddingTop: 3 },
  dayTitle: { fontSize: 12, fontWeight: 'bold' },
  meal: { marginTop: 2, marginLeft: 8 },
  mealTitle: { fontWeight: 'bold' },
  item: { marginLeft: 12 },
  totals: { marginTop: 4, marginLeft: 8, flexDirection: 'row', flexWrap: 'wrap', color: '#333333' },
  total: { marginRight: 12 },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #cccccc', paddingVertical: 2 },
  cell: { flex: 1, paddingRight: 6 },
  link: { color: TEAL },
  disclaimer: { marginTop: 14, fontSize: 9, color: '#333333' },
  box: { marginBottom: 8, padding: 6, border: '1pt solid #0b6e63', borderRadius: 3 },
  clinicalBox: { marginBottom: 8, padding: 6, border: '1pt solid #555555', backgroundColor: '#f4f4f4' },
  boxTitle: { fontWeight: 'bold', color: TEAL, marginBottom: 2 },
  staffMark: {
    position: 'absolute',
    top: 10,
    left: 32,
    right: 32,
    textAlign: 'center',
    fontSize: 9,
    fontWeight: 'bold',
    color: '#b3261e',
  },
});

/** On every page of the nutritionist's copy: it must not be handed to the client (issue 54 point 7). */
export const STAFF_COPY_MARK = 'Staff copy – not for the client';

/** What the client keeps in mind at every meal, on the first page under the letterhead. */
function RulesBox({ rules }: { rules: PlanPdfProps['rules'] }) {
  if (!rules.lines.length) return null;
  return (
    <View style={styles.box} wrap={false}>
      <Text style={styles.boxTitle}>{rules.title}</Text>
      {rules.lines.map((line) => (
        <Text key={line}>• {line}</Text>
      ))}
    </View>
  );
}

/** The nutritionist's one box: restrictions, conditions, and each target with its source. */
function ClinicalBox({ summary }: { summary: ClinicalSummary }) {
  const none = 'None recorded';
  return (
    <View style={styles.clinicalBox} wrap={false}>
      <Text style={[styles.boxTitle, { color: '#1a1a1a' }]}>Clinical summary (nutritionist's copy)</Text>
      <Text>
        <Text style={{ fontWeight: 'bold' }}>Restrictions: </Text>
        {summary.restrictions.length ? summary.restrictions.join('; ') : none}
      </Text>
      {summary.conditions.length ? (
        <Text>
          <Text style={{ fontWeight: 'bold' }}>Conditions: </Text>
          {summary.conditions.join('; ')}
        </Text>
      ) : null}
      <Text style={{ fontWeight: 'bold', marginTop: 2 }}>Targets a day</Text>
      {summary.targets.map((target) => (
        <Text key={target.label} style={{ fontSize: 9 }}>
          <Text style={{ fontWeight: 'bold' }}>{target.label}: </Text>
          {target.value}
          {target.source ? <Text style={styles.muted}>{` — ${target.source}`}</Text> : null}
        </Text>
      ))}
    </View>
  );
}

/**
 * One line per meal (issue 54 point 7: a week on one or two portrait pages for the fridge): the
 * meal and its time, then its foods one after the other. One paragraph per meal also keeps a
 * 28-day plan's ~840 items cheap to lay out. A meal never splits across pages.
 */
function MealText({ meal, words }: { meal: PrintMeal; words: PdfWords }) {
  return (
    <Text style={styles.meal} wrap={false}>
      <Text style={styles.mealTitle}>
        {meal.name}
        {meal.time ? ` · ${meal.time}` : ''}:
      </Text>
      {meal.description ? ` ${meal.description}` : ''}
      {meal.items
        .map(
          (item) =>
            `   • ${item.label} — ${item.amount}${item.alternatives.map((alt) => `  ${words.or} ${alt.label} — ${alt.amount}`).join('')}`,
        )
        .join('')}
    </Text>
  );
}

function DayBlock({ day, language }: { day: PrintDay; language: PdfLanguage }) {
  const words = PDF_WORDS[language];
  const [first, ...rest] = day.meals;
  return (
    <View style={styles.day}>
      {/* The day's title stays with its first meal: never alone at the foot of a page. */}
      <View wrap={false}>
        <Text style={styles.dayTitle}>
          {day.title}
          {day.description ? ` — ${day.description}` : ''}
        </Text>
        {first ? <MealText meal={first} words={words} /> : null}
      </View>
      {rest.map((meal, index) => (
        // Meals of one day never repeat a slot, but index keeps keys unique for Custom ones.
        <MealText key={index} meal={meal} words={words} />
      ))}
      {day.totals ? (
        <View style={styles.totals} wrap={false}>
          <Text>
            <Text style={{ fontWeight: 'bold' }}>{words.dayTotal}: </Text>
            {totalsLine(day.totals, language).join('   ·   ')}
          </Text>
        </View>
      ) : null}
    </View>
  );
}

function Table({ head, rows }: { head: string[]; rows: (string | { link: string })[][] }) {
  return (
    <View>
      <View style={[styles.row, { fontWeight: 'bold' }]}>
        {head.map((h) => (
          <Text key={h} style={styles.cell}>
            {h}
          </Text>
        ))}
      </View>
      {rows.map((cells, r) => (
        <View key={r} style={styles.row} wrap={false}>
          {cells.map((cell, c) =>
            typeof cell === 'string' ? (
              <Text key={c} style={styles.cell}>
                {cell}
              </Text>
            ) : (
              <Link key={c} src={cell.link} style={[styles.cell, styles.link]}>
                {cell.link}
              </Link>
            ),
          )}
        </View>
      ))}
    </View>
  );
}

const linkCell = (link: string | null) => (link ? { link } : '');

/** One dish of the recipe appendix, never split across pages: ingredients per batch, yield, measures. */
function DishRecipeText({ dish, words }: { dish: PrintDishRecipe; words: PdfWords }) {
  return (
    <Text style={styles.meal} wrap={false}>
      <Text style={styles.mealTitle}>{dish.name}</Text>
      {`\n${words.ingredientsForBatch}: ${dish.ingredients.map((i) => `${i.name} ${i.amount}`).join(', ')}`}
      {`\n${words.cookedWeight(dish.yieldGrams)} · ${measuresText(dish.measures)}`}
    </Text>
  );
}

/** The client's plan on paper: letterhead, details, days, supplements, recipes, disclaimer. */
export function PlanPdf({
  plan,
  layout,
  paper,
  practiceName,
  footerLines,
  logo,
  disclaimers,
  rules,
  clinical,
  language,
}: PlanPdfProps) {
  const words = PDF_WORDS[language];
  const dates = words.period(plan.startDate, plan.endDate);
  return (
    <Document
      title={`${clinical ? 'Staff copy: ' : ''}${plan.planName} — ${plan.clientName}`}
      author={practiceName}
      creator={practiceName}
      language={language === 'hi' ? 'hi-IN' : 'en-IN'}
    >
      <Page size={paper.toUpperCase() as 'A4'} orientation={layout} style={styles.page}>
        {clinical ? (
          <Text style={styles.staffMark} fixed>
            {STAFF_COPY_MARK}
          </Text>
        ) : null}
        <View style={styles.header}>
          <View>
            <Text style={styles.title}>{plan.planName}</Text>
            <Text style={styles.detail}>
              {words.client}: {plan.clientName}
            </Text>
            {dates ? (
              <Text style={styles.detail}>
                {words.dates}: {dates}
              </Text>
            ) : null}
            {plan.foodPreference ? (
              <Text style={styles.detail}>
                {words.foodPreference}: {words.preference(plan.foodPreference)}
              </Text>
            ) : null}
            {plan.labels.length ? (
              <Text style={styles.detail}>
                {words.labels}: {plan.labels.join(', ')}
              </Text>
            ) : null}
          </View>
          {logo ? (
            <Image
              src={{ data: logo.data, format: logo.format }}
              style={{ width: logo.width, height: logo.height, objectFit: 'contain' }}
            />
          ) : null}
        </View>

        {clinical ? <ClinicalBox summary={clinical} /> : null}
        <RulesBox rules={rules} />

        {plan.days.map((day) => (
          <DayBlock key={day.day} day={day} language={language} />
        ))}

        {plan.supplements.length ? (
          <View style={styles.section}>
            <Text style={styles.sectionTitle} minPresenceAhead={40}>
              {words.supplements}
            </Text>
            <Table
              head={words.supplementHead}
              rows={plan.supplements.map((s) => [s.name, s.dosage ?? '', linkCell(s.link)])}
            />
          </View>
        ) : null}

        {plan.recipes.length ? (
          <View style={styles.section}>
            <Text style={styles.sectionTitle} minPresenceAhead={40}>
              {words.recipes}
            </Text>
            <Table
              head={words.recipeHead}
              rows={plan.recipes.map((r) => [r.name, r.meal ?? '', r.dishType ?? '', linkCell(r.link)])}
            />
          </View>
        ) : null}

        {plan.dishRecipes.length ? (
          <View style={styles.section}>
            <Text style={styles.sectionTitle} minPresenceAhead={40}>
              {words.dishRecipes}
            </Text>
            {plan.dishRecipes.map((dish) => (
              <DishRecipeText key={dish.foodItemId} dish={dish} words={words} />
            ))}
          </View>
        ) : null}

        {disclaimers
          .filter((text) => text.trim())
          .map((text) => (
            <Text key={text} style={styles.disclaimer}>
              {text}
            </Text>
          ))}

        <PdfFooter lines={footerLines} />
      </Page>
    </Document>
  );
}
