import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEAL_TIME_MESSAGES, type MealTimeRow, type MealTimesInput } from '../../shared/meal-times';
import { MEAL_HOURS, MEAL_MINUTES } from '../../shared/plan-options';
import { SettingsSection } from '../components/SettingsSection';
import { WhenLoaded } from '../components/WhenLoaded';
import { ApiError, apiWrite, fetchData, formMessage } from '../lib/api';
import { formatTime12 } from '../lib/format';
import { notifySuccess } from '../lib/notify';

const PATH = '/api/v1/settings/meal-times';
const KEY = ['settings', 'meal-times'] as const;

/** The planner's day, 04:00 … 03:45, on the quarter hour (SPEC §9). */
const TIMES = MEAL_HOURS.flatMap((h) => MEAL_MINUTES.map((m) => `${h}:${m}`)).map((t) => ({
  value: t,
  label: formatTime12(t),
}));

/**
 * Settings → Meal times (admins, issue 54 point 5, decision 302): the time each meal type starts
 * at in new plans, with the household time beside it. A generated week uses the household times
 * where none is set; a client's own recall times still win.
 */
export function MealTimesSection() {
  const saved = useQuery({
    queryKey: KEY,
    queryFn: () => fetchData<{ meal_times: MealTimeRow[] }>(PATH),
  });
  return (
    <SettingsSection
      title="Meal times"
      description="The time each meal starts at in new plans. A generated week uses the household times until you save yours; a client's own times from the questionnaire still come first."
    >
      <WhenLoaded query={saved}>{(data) => <MealTimesForm rows={data.meal_times} />}</WhenLoaded>
    </SettingsSection>
  );
}

function MealTimesForm({ rows }: { rows: MealTimeRow[] }) {
  const client = useQueryClient();
  const [times, setTimes] = useState<Record<string, string>>(() =>
    Object.fromEntries(rows.map((r) => [r.meal_type, r.time])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: MealTimesInput) => apiWrite<{ meal_times: MealTimeRow[] }>(PATH, input),
    onSuccess: (written) => {
      setErrors({});
      client.setQueryData(KEY, written.data);
      notifySuccess(written.message ?? MEAL_TIME_MESSAGES.saved);
    },
    onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors : {}),
  });
  const householdTimes = () => setTimes(Object.fromEntries(rows.map((r) => [r.meal_type, r.default_time])));
  const formError = formMessage(save.error);

  return (
    <form
      noValidate
      data-testid="meal-times"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          meal_times: rows.map((r) => ({ meal_type: r.meal_type, time: times[r.meal_type] ?? '' })),
        });
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {rows.map((r, i) => (
            <Select
              key={r.meal_type}
              label={r.meal_type}
              description={`Household time ${formatTime12(r.default_time)}`}
              data={TIMES}
              value={times[r.meal_type] ?? null}
              onChange={(value) => setTimes((x) => ({ ...x, [r.meal_type]: value ?? '' }))}
              allowDeselect={false}
              searchable
              error={errors[`meal_times.${i}.time`] ?? errors[`meal_times.${i}.meal_type`]}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Save meal times
          </Button>
          <Button variant="default" onClick={householdTimes}>
            Use the household times
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Plans already made keep their times.
        </Text>
      </Stack>
    </form>
  );
}
