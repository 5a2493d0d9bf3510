import { Paper, Text, Title } from '@mantine/core';
import { AuthCard } from '../auth/AuthCard';

/**
 * The public assessment questionnaire (SPEC §2 /survey/{token}). No open issue covers its
 * screens yet; the route exists so links mailed with a package keep working once it lands.
 */
export default function SurveyPage() {
  return (
    <AuthCard title="Nutrition Assessment Questionnaire">
      <Paper>
        <Title order={2} size="h5" mb="xs">
          Almost ready
        </Title>
        <Text size="sm" c="dimmed">
          Your nutritionist's questionnaire will open here. Please come back to this link a little later.
        </Text>
      </Paper>
    </AuthCard>
  );
}
