import { Document, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ClinicalSummary } from '../../shared/clinical-summary';
import { dateText } from '../../shared/plan-calendar';
import {
  type Layout,
  measuresText,
  type PaperSize,
  type PrintablePlan,
  type PrintDay,
  type PrintDishRecipe,
  type PrintMeal,
  totalsLine,
} from '../../shared/plan-pdf';
import { FONT_FAMILY } from './fonts';
import { PDF_TEAL, PdfFooter } from './pdf-parts';

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
  day: { marginTop: 10, borderTop: '1pt solid #0b6e63', paddingTop: 4 },
  dayTitle: { fontSize: 12, fontWeight: 'bold' },
  meal: { marginTop: 4, marginLeft: 8 },
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
});

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
 * One paragraph per meal: a 28-day plan has ~170 meals and ~840 items, and a node per line would
 * triple the layout work. A meal never splits across pages.
 */
function MealText({ meal }: { meal: PrintMeal }) {
  return (
    <Text style={styles.meal} wrap={false}>
      <Text style={styles.mealTitle}>
        {meal.name}
        {meal.time ? ` · ${meal.time}` : ''}
      </Text>
      {meal.description ? `\n${meal.description}` : ''}
      {meal.items
        .map(
          (item) =>
            `\n• ${item.label} — ${item.amount}${item.alternatives.map((alt) => `  or ${alt.label} — ${alt.amount}`).join('')}`,
        )
        .join('')}
    </Text>
  );
}

function DayBlock({ day }: { day: PrintDay }) {
  const [first, ...rest] = day.meals;
  return (
    <View style={styles.day}>
      {/* The day's title stays with its first meal: never alone at the foot of a page. */}
      <View wrap={false}>
        <Text style={styles.dayTitle}>
          {day.title}
          {day.description ? ` — ${day.description}` : ''}
        </Text>
        {first ? <MealText meal={first} /> : null}
      </View>
      {rest.map((meal, index) => (
        // Meals of one day never repeat a slot, but index keeps keys unique for Custom ones.
        <MealText key={index} meal={meal} />
      ))}
      {day.totals ? (
        <View style={styles.totals} wrap={false}>
          <Text>
            <Text style={{ fontWeight: 'bold' }}>Day total: </Text>
            {totalsLine(day.totals).join('   ·   ')}
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
function DishRecipeText({ dish }: { dish: PrintDishRecipe }) {
  return (
    <Text style={styles.meal} wrap={false}>
      <Text style={styles.mealTitle}>{dish.name}</Text>
      {`\nIngredients for one batch: ${dish.ingredients.map((i) => `${i.name} ${i.amount}`).join(', ')}`}
      {`\nCooked weight ${dish.yieldGrams} g · ${measuresText(dish.measures)}`}
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
}: PlanPdfProps) {
  const dates = [dateText(plan.startDate), dateText(plan.endDate)].filter(Boolean).join(' to ');
  return (
    <Document title={`${plan.planName} — ${plan.clientName}`} author={practiceName} creator={practiceName}>
      <Page size={paper.toUpperCase() as 'A4'} orientation={layout} style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.title}>{plan.planName}</Text>
            <Text style={styles.detail}>Client: {plan.clientName}</Text>
            {dates ? <Text style={styles.detail}>Dates: {dates}</Text> : null}
            {plan.foodPreference ? (
              <Text style={styles.detail}>Food preference: {plan.foodPreference}</Text>
            ) : null}
            {plan.labels.length ? <Text style={styles.detail}>Labels: {plan.labels.join(', ')}</Text> : null}
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
          <DayBlock key={day.day} day={day} />
        ))}

        {plan.supplements.length ? (
          <View style={styles.section}>
            <Text style={styles.sectionTitle} minPresenceAhead={40}>
              Supplements
            </Text>
            <Table
              head={['Name', 'Dosage', 'Link']}
              rows={plan.supplements.map((s) => [s.name, s.dosage ?? '', linkCell(s.link)])}
            />
          </View>
        ) : null}

        {plan.recipes.length ? (
          <View style={styles.section}>
            <Text style={styles.sectionTitle} minPresenceAhead={40}>
              Recipes
            </Text>
            <Table
              head={['Name', 'Meal', 'Dish type', 'Link']}
              rows={plan.recipes.map((r) => [r.name, r.meal ?? '', r.dishType ?? '', linkCell(r.link)])}
            />
          </View>
        ) : null}

        {plan.dishRecipes.length ? (
          <View style={styles.section}>
            <Text style={styles.sectionTitle} minPresenceAhead={40}>
              Recipes of the dishes in this plan
            </Text>
            {plan.dishRecipes.map((dish) => (
              <DishRecipeText key={dish.foodItemId} dish={dish} />
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
