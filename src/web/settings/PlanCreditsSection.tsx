import { Switch } from '@mantine/core';
import { CREDITS_LIMIT } from '../../shared/credits';
import { useSetCreditsLimit } from '../app/credits-queries';
import { useCurrentUser } from '../app/session';
import { SettingsSection } from '../components/SettingsSection';
import { notifyFailure, notifySuccess } from '../lib/notify';

/**
 * Settings → Plan credits (admins): "Limit plans by credits", off on a new install (decision 191).
 * Credits themselves are given per nutritionist in Nutritionists → Edit.
 */
export function PlanCreditsSection() {
  const user = useCurrentUser();
  const save = useSetCreditsLimit();
  return (
    <SettingsSection
      title="Plan credits"
      description="Give each nutritionist plan credits in Nutritionists → Edit → Plan credits."
    >
      <Switch
        label={CREDITS_LIMIT.label}
        description={CREDITS_LIMIT.description}
        checked={user.credits_limited}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(
            { limit_by_credits: e.currentTarget.checked },
            { onSuccess: (w) => notifySuccess(w.message), onError: notifyFailure },
          )
        }
        data-testid="credits-limit"
      />
    </SettingsSection>
  );
}
