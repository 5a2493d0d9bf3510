import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Tabs,
  Title,
} from '@mantine/core';
import { IconHome, IconMail, IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PlanListRow } from '../../shared/plans';
import { AssessmentResponsePanel } from '../survey';
import classes from './planner.module.css';

const BodyParametersPanel = lazy(() => import('../vitals').then((m) => ({ default: m.BodyParametersPanel })));

export type PrintSettings = {
  printMode: boolean;
  layout: 'landscape' | 'portrait';
  paper: 'a1' | 'a2' | 'a3' | 'a4';
  hideStats: boolean;
  hideTime: boolean;
  /** An appendix with each dish's ingredients, yield and measures (issue 27). */
  includeRecipes: boolean;
  /** The nutritionist's copy: the PDF adds the clinical summary box (decision 225). */
  nutritionistCopy: boolean;
  /** The copy in Hindi: meals, foods, measures and words as the client's plan page says them. */
  inHindi: boolean;
};

type Props = {
  packageId: number;
  /** The package's client, for the Body Parameters tab. */
  clientId: number | null;
  planId: number;
  /** The package's plans for the selector; always holds the plan open (PlannerPage). */
  plans: Pick<PlanListRow, 'id' | 'description'>[];
  print: PrintSettings;
  onPrint: (patch: Partial<PrintSettings>) => void;
  onPrintNow: () => void;
  onEmail: () => void;
};

/** The workspace side panel: client tabs, home link, plan selector and print options. */
export function SidePanel({
  packageId,
  clientId,
  planId,
  plans,
  print,
  onPrint,
  onPrintNow,
  onEmail,
}: Props) {
  const navigate = useNavigate();
  const options = [
    { value: 'select', label: 'Select..' },
    { value: 'copy', label: 'Create Plan Copy' },
    { value: 'list', label: 'Nutrition Plans List' },
    ...plans.map((p) => ({ value: String(p.id), label: p.description || `Plan ${p.id}` })),
  ];
  function choose(value: string | null) {
    if (!value || value === 'select') return;
    if (value === 'copy') navigate(`/workspace/${packageId}/create`);
    else if (value === 'list') navigate('/nutrition-plans');
    else if (Number(value) !== planId) navigate(`/workspace/${packageId}/${value}`);
  }
  return (
    <Paper withBorder p="sm" className={classes.noPrint}>
      <Stack gap="sm">
        <Anchor c="teal.9" component={Link} to={`/workspace/${packageId}/list`} size="sm">
          <Group gap={4}>
            <IconHome size={16} aria-hidden /> Package plans
          </Group>
        </Anchor>
        <Select
          label="Nutrition plan"
          data={options}
          value={String(planId)}
          onChange={choose}
          allowDeselect={false}
          data-testid="plan-selector"
        />
        {/* Only the open tab is drawn: the body parameters' charts (recharts) load and render when
            that tab is opened, not on every planner load (issue 34, Lighthouse on a phone). */}
        <Tabs defaultValue="assessment" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="assessment">Assessment Response</Tabs.Tab>
            <Tabs.Tab value="body">Body Parameters</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="assessment" pt="xs">
            <AssessmentResponsePanel packageId={packageId} />
          </Tabs.Panel>
          <Tabs.Panel value="body" pt="xs">
            {clientId ? (
              <Suspense fallback={<Loader size="sm" aria-label="Loading body parameters" />}>
                <BodyParametersPanel clientId={clientId} />
              </Suspense>
            ) : null}
          </Tabs.Panel>
        </Tabs>
        <Divider />
        {/* The toolbar's Print & share → Print options lands here (issue 54 point 6). */}
        <Title order={2} size="h5" id="plan-print" tabIndex={-1}>
          Print
        </Title>
        <Switch
          label="Print mode (editing off)"
          checked={print.printMode}
          onChange={(e) => onPrint({ printMode: e.currentTarget.checked })}
          data-testid="print-mode"
        />
        <Group grow gap="xs">
          <Select
            label="Layout"
            data={['portrait', 'landscape']}
            value={print.layout}
            onChange={(v) => v && onPrint({ layout: v as PrintSettings['layout'] })}
            allowDeselect={false}
          />
          <Select
            label="Paper"
            data={['a1', 'a2', 'a3', 'a4']}
            value={print.paper}
            onChange={(v) => v && onPrint({ paper: v as PrintSettings['paper'] })}
            allowDeselect={false}
          />
        </Group>
        <Checkbox
          label="Hide nutrition stats"
          checked={print.hideStats}
          onChange={(e) => onPrint({ hideStats: e.currentTarget.checked })}
        />
        <Checkbox
          label="Hide meal time"
          checked={print.hideTime}
          onChange={(e) => onPrint({ hideTime: e.currentTarget.checked })}
        />
        <Checkbox
          label="Include recipes"
          description="Each dish's ingredients, cooked weight and measures, once"
          checked={print.includeRecipes}
          onChange={(e) => onPrint({ includeRecipes: e.currentTarget.checked })}
          data-testid="include-recipes"
        />
        <Checkbox
          label="Nutritionist's copy"
          description="Adds a clinical summary: restrictions, targets and their sources"
          checked={print.nutritionistCopy}
          onChange={(e) => onPrint({ nutritionistCopy: e.currentTarget.checked })}
          data-testid="nutritionist-copy"
        />
        <Checkbox
          label="In Hindi"
          description="Meals, foods, measures and totals in Hindi, as the client's plan page shows them"
          checked={print.inHindi}
          onChange={(e) => onPrint({ inHindi: e.currentTarget.checked })}
          data-testid="pdf-in-hindi"
        />
        <Button leftSection={<IconPrinter size={16} aria-hidden />} variant="default" onClick={onPrintNow}>
          Export PDF
        </Button>
        <Button leftSection={<IconMail size={16} aria-hidden />} variant="default" onClick={onEmail}>
          Email to client
        </Button>
      </Stack>
    </Paper>
  );
}
