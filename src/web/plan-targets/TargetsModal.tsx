import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { MICRONUTRIENT_KEYS, MICRONUTRIENTS, type MicronutrientKey } from '../../shared/micronutrients';
import { ACTIVITY_LEVELS, DAY_TYPES, ENERGY_METHODS, MACRO_TARGETS } from '../../shared/plan-target-options';
import type { MacroTargetKey, PlanTargetsAnswer, SuggestedNumber } from '../../shared/plan-targets';
import { FormModal, MODAL_WIDTH } from '../components/FormModal';
import classes from './plan-targets.module.css';
import {
  DEFAULT_CHOICES,
  type SuggestionChoices,
  usePlanTargets,
  useSavedTargets,
  useSaveTargets,
} from './plan-targets-queries';
import {
  type AddUpValues,
  FibreCeilingField,
  keepSharesInStep,
  MacroEnergyLine,
  MacroShareControls,
  NO_SHARES,
  sharesToSave,
} from './TargetsAddUp';

type Num = number | '';
type Values = AddUpValues & {
  micronutrient_floors: Record<MicronutrientKey, Num>;
  /** Issue 35: keep numbers outside a confirmed condition's band (the server names band and source). */
  accept_outside_band: boolean;
};

const EMPTY: Values = {
  energy_kcal: '',
  protein_g: '',
  carbohydrate_g: '',
  fat_g: '',
  fibre_g: '',
  fibre_max_g: '',
  shares: NO_SHARES,
  accept_mismatch: false,
  accept_outside_band: false,
  micronutrient_floors: Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, ''])) as Record<
    MicronutrientKey,
    Num
  >,
};

/** The saved values, except where the user has typed already (the form opened before they arrived). */
function keepTyped(
  form: { getValues: () => Values; isDirty: (path?: string) => boolean },
  next: Values,
): Values {
  const now = form.getValues();
  const out = { ...next, micronutrient_floors: { ...next.micronutrient_floors } };
  for (const key of Object.keys(next) as (keyof Values)[])
    if (key !== 'micronutrient_floors' && form.isDirty(key)) (out as Record<string, unknown>)[key] = now[key];
  for (const k of MICRONUTRIENT_KEYS)
    if (form.isDirty(`micronutrient_floors.${k}`)) out.micronutrient_floors[k] = now.micronutrient_floors[k];
  return out;
}

function savedValues(answer: PlanTargetsAnswer): Values {
  const t = answer.targets;
  const floors = { ...EMPTY.micronutrient_floors };
  for (const k of MICRONUTRIENT_KEYS) floors[k] = t.micronutrient_floors[k] ?? '';
  const shares = { ...NO_SHARES };
  for (const [key, share] of Object.entries(t.macro_shares ?? {}))
    shares[key as keyof typeof shares] = { on: true, percent: share.percent, locked: share.locked };
  return {
    energy_kcal: t.energy_kcal ?? '',
    protein_g: t.protein_g ?? '',
    carbohydrate_g: t.carbohydrate_g ?? '',
    fat_g: t.fat_g ?? '',
    fibre_g: t.fibre_g ?? '',
    fibre_max_g: t.fibre_max_g ?? '',
    shares,
    accept_mismatch: false,
    accept_outside_band: false,
    micronutrient_floors: floors,
  };
}

const OVERRIDDEN = 'Set by the nutritionist';

/**
 * Targets of a plan: the suggestion with its basis beside each number, accept one or all, or type
 * any number; method (Mifflin-St Jeor / ICMR-NIN), activity level and (Sports) day type change the
 * suggestion. Saved numbers keep the basis they were accepted with.
 */
export function TargetsModal({
  planId,
  opened,
  onClose,
}: {
  planId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveTargets(planId);
  const [choices, setChoices] = useState<SuggestionChoices>(DEFAULT_CHOICES);
  const answer = usePlanTargets(planId, choices, opened);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    clearInputErrorOnChange: true,
    // Shares follow the energy (unless locked) and typed grams move the share (decision 145).
    onValuesChange: (values, previous) => {
      const patch = keepSharesInStep(values, previous);
      if (patch) form.setValues(patch);
    },
  });
  const data = answer.data;
  const suggestion = data?.suggestion ?? null;
  // After a change of method or activity no answer is there yet: "none" would say there is no suggestion.
  const working = !suggestion && answer.isFetching;
  // The saved targets alone: the planner's bars have them already, so the form fills at once.
  const saved = useSavedTargets(planId).data ?? data;
  const [loadedFor, setLoadedFor] = useState<number | null>(null);

  // Fill the form with the saved targets once per opening (not again when the suggestion changes);
  // a number typed before they arrived stays as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    if (!opened) {
      setLoadedFor(null);
      return;
    }
    if (saved && loadedFor !== planId) {
      form.setValues(keepTyped(form, savedValues(saved)));
      form.resetDirty();
      form.clearErrors();
      setLoadedFor(planId);
    }
  }, [opened, saved, planId]);

  const suggested = (key: string): SuggestedNumber | undefined =>
    suggestion
      ? ((suggestion.targets as Record<string, SuggestedNumber>)[key] ??
        (suggestion.micronutrient_floors as Record<string, SuggestedNumber>)[key])
      : undefined;
  const path = (key: string) =>
    (MICRONUTRIENT_KEYS as string[]).includes(key) ? `micronutrient_floors.${key}` : key;
  const acceptAll = () => {
    for (const n of [...MACRO_TARGETS, ...MICRONUTRIENTS]) {
      const s = suggested(n.key);
      if (s && s.value !== null) form.setFieldValue(path(n.key), s.value as never);
    }
  };
  const sports = data?.inputs.package_category.trim().toLowerCase() === 'sports';

  const variables = (v: Values) => {
    const basis: Record<string, string> = {};
    const num = (x: Num) => (x === '' ? null : Number(x));
    for (const n of [...MACRO_TARGETS, ...MICRONUTRIENTS]) {
      const value = (MICRONUTRIENT_KEYS as string[]).includes(n.key)
        ? num(v.micronutrient_floors[n.key as MicronutrientKey])
        : num(v[n.key as MacroTargetKey]);
      if (value === null) continue;
      // The suggestion's basis when accepted; an unchanged saved number keeps its own; else typed.
      const s = suggested(n.key);
      const kept = data && savedNumber(data, n.key) === value ? data.basis[n.key] : undefined;
      basis[n.key] = s && s.value === value ? s.basis : (kept ?? OVERRIDDEN);
    }
    return {
      plan_id: planId,
      energy_kcal: num(v.energy_kcal),
      protein_g: num(v.protein_g),
      carbohydrate_g: num(v.carbohydrate_g),
      fat_g: num(v.fat_g),
      fibre_g: num(v.fibre_g),
      fibre_max_g: num(v.fibre_max_g),
      macro_shares: sharesToSave(v),
      accept_mismatch: v.accept_mismatch,
      accept_outside_band: v.accept_outside_band,
      micronutrient_floors: Object.fromEntries(
        MICRONUTRIENT_KEYS.map((k) => [k, num(v.micronutrient_floors[k])]),
      ),
      basis,
    };
  };

  const row = (n: { key: string; label: string; unit: string }) => {
    const s = suggested(n.key);
    const saved = data?.basis[n.key];
    return (
      <Paper key={n.key} withBorder p="xs" radius="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <NumberInput
            label={`${n.label} (${n.unit})`}
            w={150}
            min={0}
            decimalScale={2}
            hideControls
            {...form.getInputProps(path(n.key))}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" fw={600} mt={2}>
              Suggested: {working ? 'working it out…' : s?.value == null ? 'none' : `${s.value} ${n.unit}`}
            </Text>
            <Text size="xs" className={classes.basis} data-testid={`basis-${n.key}`}>
              {s?.basis ?? (working ? '' : '…')}
            </Text>
            {saved && saved !== s?.basis && (
              <Text size="xs" className={classes.basis}>
                Saved with: {saved}
              </Text>
            )}
            {s && s.value !== null && (
              <Button
                variant="light"
                size="compact-xs"
                mt={4}
                onClick={() => form.setFieldValue(path(n.key), s.value as never)}
                aria-label={`Use the suggested ${n.label}`}
              >
                Use
              </Button>
            )}
          </div>
        </Group>
        {n.key === 'energy_kcal' && <MacroEnergyLine form={form} />}
        {n.key === 'fibre_g' && <FibreCeilingField form={form} />}
        <MacroShareControls form={form} macro={n.key} label={n.label} />
      </Paper>
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Nutrient targets"
      size={MODAL_WIDTH.wide}
      form={form}
      mutation={save}
      variables={variables}
    >
      <SimpleGrid cols={{ base: 1, xs: sports ? 3 : 2 }} spacing="sm">
        <Select
          label="Energy method"
          data={ENERGY_METHODS.map((m) => ({ value: m.value, label: m.label }))}
          value={choices.method}
          allowDeselect={false}
          onChange={(v) => v && setChoices((c) => ({ ...c, method: v as SuggestionChoices['method'] }))}
        />
        <Select
          label="Activity level"
          data={[
            { value: '', label: 'From the questionnaire' },
            ...ACTIVITY_LEVELS.map((l) => ({
              value: l.value,
              label: `${l.label} (× ${l.factor}, PAL ${l.pal})`,
            })),
          ]}
          value={choices.activity}
          allowDeselect={false}
          onChange={(v) =>
            setChoices((c) => ({ ...c, activity: (v ?? '') as SuggestionChoices['activity'] }))
          }
        />
        {sports && (
          <Select
            label="Day type"
            data={DAY_TYPES.map((d) => ({ value: d, label: d === 'training' ? 'Training day' : 'Rest day' }))}
            value={choices.day_type}
            allowDeselect={false}
            onChange={(v) => v && setChoices((c) => ({ ...c, day_type: v as SuggestionChoices['day_type'] }))}
          />
        )}
      </SimpleGrid>
      {answer.isError && <Alert color="red">{(answer.error as Error).message}</Alert>}
      {data && (
        <Text size="sm" data-testid="targets-inputs">
          From: {data.inputs.weight_kg === null ? 'no weight' : `${data.inputs.weight_kg} kg`}
          {data.inputs.height_cm === null ? ', no height' : `, ${data.inputs.height_cm} cm`}
          {data.inputs.age_years === null ? ', no age' : `, ${data.inputs.age_years} y`}
          {data.inputs.sex ? `, ${data.inputs.sex}` : ', sex not known'} · {data.inputs.activity_basis} ·{' '}
          {data.inputs.package_category}
          {data.inputs.sub_category ? ` / ${data.inputs.sub_category}` : ''} · Goal: {suggestion?.goal_basis}
        </Text>
      )}
      {suggestion?.life_stage_note && (
        <Alert color="orange" title="Life stage not confirmed" data-testid="targets-life-stage">
          {suggestion.life_stage_note}
        </Alert>
      )}
      {suggestion && suggestion.missing.length > 0 && (
        <Alert color="orange" title="Some numbers cannot be suggested" data-testid="targets-missing">
          {suggestion.missing.join('. ')}.
        </Alert>
      )}
      <Group justify="space-between">
        <Title order={2} size="h5">
          Daily targets
        </Title>
        <Button
          variant="default"
          size="xs"
          onClick={acceptAll}
          disabled={!answer.data?.suggestion || answer.isFetching}
        >
          Use all suggestions
        </Button>
      </Group>
      {MACRO_TARGETS.map(row)}
      <Title order={2} size="h5">
        Micronutrient floors (at least)
      </Title>
      {MICRONUTRIENTS.map(row)}
      {(form.errors.accept_outside_band || form.getValues().accept_outside_band) && (
        <Checkbox
          label="Save outside the band"
          {...form.getInputProps('accept_outside_band', { type: 'checkbox' })}
        />
      )}
    </FormModal>
  );
}

function savedNumber(answer: PlanTargetsAnswer, key: string): number | null {
  if ((MICRONUTRIENT_KEYS as string[]).includes(key))
    return answer.targets.micronutrient_floors[key as MicronutrientKey] ?? null;
  return answer.targets[key as MacroTargetKey];
}
