import { Divider, Paper, Stack } from '@mantine/core';
import { AdherencePanel } from './AdherencePanel';
import { PlanLinkShare } from './PlanLinkShare';
import { SurveyLinkShare } from './SurveyLinkShare';

/** The planner's side panel of the plan link: share buttons (the plan's and the questionnaire's), then what the client reported. */
export function PlanLinkPanel({
  packageId,
  planId,
  clientId,
}: {
  packageId: number;
  planId: number;
  clientId: number;
}) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <PlanLinkShare packageId={packageId} planId={planId} />
        <Divider />
        <SurveyLinkShare packageId={packageId} />
        <Divider />
        <AdherencePanel clientId={clientId} />
      </Stack>
    </Paper>
  );
}
