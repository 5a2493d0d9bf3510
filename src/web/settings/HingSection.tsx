import { Switch, Text } from '@mantine/core';
import { SettingsSection } from '../components/SettingsSection';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useHing, useSaveHing } from './settings-queries';

/**
 * Hing (admins, decision 182): most hing sold in India is compounded with wheat flour, so hing and
 * the dishes made with it count as gluten and wheat, unless the practice uses a gluten-free hing.
 */
export function HingSection() {
  const hing = useHing();
  const save = useSaveHing();
  return (
    <SettingsSection
      title="Hing (asafoetida)"
      description="Most hing sold in India is mixed with wheat flour, so hing and its dishes count as gluten and wheat for allergies."
    >
      {hing.data ? (
        <Switch
          label="Our hing is gluten-free (pure or with rice flour)"
          checked={hing.data.gluten_free}
          disabled={save.isPending}
          onChange={(e) =>
            save.mutate(
              { gluten_free: e.currentTarget.checked },
              { onSuccess: (r) => notifySuccess(r.message), onError: (error) => notifyFailure(error) },
            )
          }
        />
      ) : (
        <Text c="dimmed">Loading...</Text>
      )}
    </SettingsSection>
  );
}
