import { Alert, Checkbox, Group, NumberInput, SegmentedControl, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  FIBRE_CEILING_FACTOR,
  fibreCeiling,
  gramsOfShare,
  macroEnergyCheck,
  SHARE_MACROS,
  type ShareMacroKey,
  shareOfGrams,
} from '../../shared/plan-target-options';

/**
 * Targets that add up (issue 26, decision 145): each macro set as grams or as a share of energy
 * (a share follows the energy unless locked), the macros' energy (4/4/9) beside the energy target
 * with a warning past 5 %, and the fibre ceiling.
 */
export type Num = number | '';
export type ShareValue = { on: boolean; percent: Num; locked: boolean };
export type AddUpValues = {
  energy_kcal: Num;
  protein_g: Num;
  carbohydrate_g: Num;
  fat_g: Num;
  fibre_g: Num;
  fibre_max_g: Num;
  shares: Record<ShareMacroKey, ShareValue>;
  accept_mismatch: boolean;
};

export const NO_SHARES: Record<ShareMacroKey, ShareValue> = {
  protein_g: { on: false, percent: '', locked: false },
  carbohydrate_g: { on: false, percent: '', locked: false },
  fat_g: { on: false, percent: '', locked: false },
};

const isShareKey = (key: string): key is ShareMacroKey => SHARE_MACROS.some((m) => m.key === key);
const num = (x: Num) => (x === '' ? null : Number(x));

/**
 * The form's values after a change, with shares and grams kept in step: a new energy or share sets
 * the grams of each unlocked share; typed grams (or a locked macro under a new energy) move the share.
 */
export function keepSharesInStep<V extends AddUpValues>(values: V, previous: V): Partial<V> | null {
  const energy = num(values.energy_kcal);
  if (!energy) return null;
  const patch: Partial<AddUpValues> = {};
  const shares = { ...values.shares };
  let changed = false;
  for (const { key } of SHARE_MACROS) {
    const share = values.shares[key];
    if (!share.on) continue;
    const grams = num(values[key]);
    const energyMoved = values.energy_kcal !== previous.energy_kcal;
    const percentMoved = share.percent !== previous.shares[key].percent || !previous.shares[key].on;
    const gramsMoved = values[key] !== previous[key];
    if ((energyMoved && !share.locked) || (percentMoved && !gramsMoved)) {
      const percent = num(share.percent);
      if (percent === null) continue;
      const next = gramsOfShare(key, energy, percent);
      if (next !== grams) {
        patch[key] = next;
        changed = true;
      }
    } else if ((gramsMoved || energyMoved) && grams !== null) {
      const percent = shareOfGrams(key, energy, grams);
      if (percent !== share.percent) {
        shares[key] = { ...share, percent };
        changed = true;
      }
    }
  }
  if (!changed) return null;
  return { ...patch, shares } as Partial<V>;
}

/** What the save sends for the shares: only the macros set as shares. */
export function sharesToSave(values: AddUpValues) {
  return Object.fromEntries(
    SHARE_MACROS.flatMap(({ key }) => {
      const s = values.shares[key];
      const percent = num(s.percent);
      return s.on && percent !== null ? [[key, { percent, locked: s.locked }]] : [];
    }),
  );
}

/** Under a macro's grams: grams or % of energy, the share and its lock. */
export function MacroShareControls<V extends AddUpValues>({
  form,
  macro,
  label,
}: {
  form: UseFormReturnType<V>;
  macro: string;
  label: string;
}) {
  if (!isShareKey(macro)) return null;
  const share = form.getValues().shares[macro];
  return (
    <Group gap="xs" mt={4} wrap="wrap" align="flex-end">
      <SegmentedControl
        size="xs"
        aria-label={`${label} set as`}
        data={[
          { value: 'grams', label: 'g' },
          { value: 'share', label: '% of energy' },
        ]}
        value={share.on ? 'share' : 'grams'}
        onChange={(v) => {
          const energy = num(form.getValues().energy_kcal);
          const grams = num(form.getValues()[macro]);
          const percent =
            share.percent === '' && energy && grams !== null
              ? shareOfGrams(macro, energy, grams)
              : share.percent;
          form.setFieldValue(`shares.${macro}`, { ...share, on: v === 'share', percent } as never);
        }}
      />
      {share.on && (
        <>
          <NumberInput
            label={`${label} (% of energy)`}
            size="xs"
            w={120}
            min={1}
            max={90}
            decimalScale={1}
            hideControls
            {...form.getInputProps(`shares.${macro}.percent`)}
          />
          <Checkbox
            size="xs"
            label="Lock grams"
            aria-label={`Lock the grams of ${label.toLowerCase()} when energy changes`}
            {...form.getInputProps(`shares.${macro}.locked`, { type: 'checkbox' })}
          />
        </>
      )}
    </Group>
  );
}

/** Beside the energy target: the macros' energy, and the warning (with "Save anyway") past 5 %. */
export function MacroEnergyLine<V extends AddUpValues>({ form }: { form: UseFormReturnType<V> }) {
  const v = form.getValues();
  const check = macroEnergyCheck({
    energy_kcal: num(v.energy_kcal),
    protein_g: num(v.protein_g),
    carbohydrate_g: num(v.carbohydrate_g),
    fat_g: num(v.fat_g),
  });
  if (!check) {
    return (
      <Text size="xs" c="gray.7" mt={4} data-testid="macro-energy">
        Macros' energy (4/4/9) shows when energy, protein, carbohydrate and fat are all set.
      </Text>
    );
  }
  return (
    <>
      <Text size="xs" fw={600} mt={4} data-testid="macro-energy">
        Macros give {check.macro_kcal.toLocaleString('en-IN')} kcal (4/4/9): {check.percent > 0 ? '+' : ''}
        {check.percent} % against the energy target
      </Text>
      {check.warning && (
        <Alert
          color="orange"
          p="xs"
          mt={4}
          data-testid="macro-energy-warning"
          title="Energy and macros disagree"
        >
          <Text size="xs">{check.warning}</Text>
          <Checkbox
            size="xs"
            mt={6}
            label="Save anyway"
            {...form.getInputProps('accept_mismatch', { type: 'checkbox' })}
          />
        </Alert>
      )}
    </>
  );
}

/** Under the fibre target: its ceiling (blank = 1.5 × the target). */
export function FibreCeilingField<V extends AddUpValues>({ form }: { form: UseFormReturnType<V> }) {
  const v = form.getValues();
  const byDefault = fibreCeiling(num(v.fibre_g));
  return (
    <NumberInput
      label="Fibre ceiling (g)"
      size="xs"
      w={150}
      mt={4}
      min={0}
      decimalScale={1}
      hideControls
      placeholder={byDefault ? String(byDefault) : 'none'}
      description={`Blank: ${FIBRE_CEILING_FACTOR} × the fibre target`}
      {...form.getInputProps('fibre_max_g')}
    />
  );
}
