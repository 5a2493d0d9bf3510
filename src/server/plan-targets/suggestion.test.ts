import { describe, expect, it } from 'vitest';
import {
  activityFromSchedule,
  goalOf,
  MISSING,
  restDayLevel,
  type SuggestionFacts,
  suggestTargets,
} from './suggestion';

/** Priya Raghavan: 60 kg, 160 cm, 30 years, female, light activity, Weight Management / Maintenance. */
const priya: SuggestionFacts = {
  weightKg: 60,
  heightCm: 160,
  ageYears: 30,
  sex: 'Female',
  activity: 'light',
  packageCategory: 'Weight Management',
  subCategory: 'Maintenance',
};

describe('suggested targets', () => {
  it('Mifflin-St Jeor worked example matches the hand calculation', () => {
    // BMR = 10 × 60 + 6.25 × 160 − 5 × 30 − 161 = 600 + 1000 − 150 − 161 = 1289 kcal
    // energy = 1289 × 1.375 = 1772.375 → 1772 kcal
    // protein = 0.83 × 60 = 49.8 → 50 g; fat = 1772 × 0.25 ÷ 9 = 49.2 → 49 g
    // fibre = 1772 × 40 / 2000 = 35.4 → 35 g; carbohydrate = (1772 − 50 × 4 − 49 × 9) ÷ 4 = 282.75 → 283 g
    const s = suggestTargets(priya, { method: 'mifflin', dayType: 'training' });
    expect(s.targets.energy_kcal.value).toBe(1772);
    expect(s.targets.energy_kcal.basis).toBe(
      'Mifflin-St Jeor, 60 kg, 160 cm, 30 y, F: BMR 1289 kcal × 1.375 (light activity)',
    );
    expect(s.targets.protein_g.value).toBe(50);
    expect(s.targets.fat_g.value).toBe(49);
    expect(s.targets.fibre_g.value).toBe(35);
    expect(s.targets.carbohydrate_g.value).toBe(283);
    expect(s.micronutrient_floors.iron_mg).toEqual({ value: 29, basis: 'ICMR-NIN 2020 RDA, adult woman' });
    expect(s.micronutrient_floors.thiamine_mg.value).toBe(1.4);
    expect(s.missing).toEqual([]);
  });

  it('ICMR-NIN 2020: FAO/WHO/UNU BMR less 9 % for a woman × PAL', () => {
    // (8.126 × 60 + 845.6) × 0.91 = 1333.16 × 0.91 = 1213.18; × 1.4 = 1698.4 → 1698 kcal
    const s = suggestTargets(priya, { method: 'icmr', dayType: 'training' });
    expect(s.targets.energy_kcal.value).toBe(1698);
    expect(s.targets.energy_kcal.basis).toContain('PAL 1.4');
  });

  it('weight loss takes 500 kcal off but never goes below the BMR', () => {
    const s = suggestTargets(
      { ...priya, subCategory: 'Weight Loss', activity: 'moderate' },
      { method: 'mifflin', dayType: 'training' },
    );
    // 1289 × 1.55 = 1997.95 − 500 = 1497.95 → 1498; protein 1.0 × 60
    expect(s.targets.energy_kcal.value).toBe(1498);
    expect(s.targets.protein_g.value).toBe(60);
    const low = suggestTargets(
      { ...priya, subCategory: 'Weight Loss' },
      { method: 'mifflin', dayType: 'training' },
    );
    expect(low.targets.energy_kcal.value).toBe(1289);
    expect(low.targets.energy_kcal.basis).toContain('not below the BMR');
  });

  it('sport: a rest day is one activity level lower and protein 1.4 g/kg instead of 1.6', () => {
    const athlete: SuggestionFacts = {
      ...priya,
      sex: 'Male',
      weightKg: 70,
      heightCm: 175,
      ageYears: 22,
      activity: 'heavy',
      packageCategory: 'Sports',
      subCategory: 'Cricket',
    };
    const training = suggestTargets(athlete, { method: 'mifflin', dayType: 'training' });
    const rest = suggestTargets(athlete, { method: 'mifflin', dayType: 'rest' });
    // BMR = 700 + 1093.75 − 110 + 5 = 1688.75; × 1.725 = 2913 kcal; rest × 1.55 = 2618 kcal
    expect(training.targets.energy_kcal.value).toBe(2913);
    expect(rest.targets.energy_kcal.value).toBe(2618);
    expect(training.targets.protein_g.value).toBe(112);
    expect(rest.targets.protein_g.value).toBe(98);
    expect(training.micronutrient_floors.thiamine_mg.value).toBe(2.3);
    expect(restDayLevel('sedentary')).toBe('sedentary');
  });

  it('a missing height says so and guesses nothing that needs it', () => {
    const s = suggestTargets({ ...priya, heightCm: null }, { method: 'mifflin', dayType: 'training' });
    expect(s.targets.energy_kcal).toEqual({ value: null, basis: `Missing: ${MISSING.height}` });
    expect(s.targets.carbohydrate_g.value).toBeNull();
    expect(s.targets.protein_g.value).toBe(50);
    expect(s.missing).toEqual([MISSING.height]);
    // ICMR's BMR needs no height.
    expect(
      suggestTargets({ ...priya, heightCm: null }, { method: 'icmr', dayType: 'training' }).missing,
    ).toEqual([]);
  });

  it('no sex or date of birth: no energy and no floors, each saying why', () => {
    const s = suggestTargets(
      { ...priya, sex: null, ageYears: null },
      { method: 'mifflin', dayType: 'training' },
    );
    expect(s.targets.energy_kcal.value).toBeNull();
    expect(s.micronutrient_floors.calcium_mg.value).toBeNull();
    expect(s.micronutrient_floors.calcium_mg.basis).toContain(MISSING.sex);
    expect(s.missing).toEqual(expect.arrayContaining([MISSING.sex, MISSING.age]));
  });

  it('a 15-year-old gets no adult numbers', () => {
    const s = suggestTargets({ ...priya, ageYears: 15 }, { method: 'mifflin', dayType: 'training' });
    expect(s.targets.energy_kcal.value).toBeNull();
    expect(s.targets.energy_kcal.basis).toContain('adults');
    expect(s.micronutrient_floors.iron_mg.value).toBeNull();
  });

  it('reads the goal from the package and the activity from the questionnaire', () => {
    expect(goalOf('Weight Management', 'Weight Gain')).toBe('gain');
    expect(goalOf('Clinical Nutrition', 'Diabetes')).toBe('maintain');
    // 45 min × 3 days + 60 min × 2 days = 255 min → moderate
    expect(
      activityFromSchedule(
        [
          { startTime: '06:00:00', endTime: '06:45:00', days: 3 },
          { startTime: '18:00:00', endTime: '19:00:00', days: 2 },
        ],
        false,
      ),
    ).toEqual({ level: 'moderate', basis: 'Questionnaire: 5 sessions, 255 min a week → moderate activity' });
    expect(activityFromSchedule([], true)?.level).toBe('sedentary');
    expect(activityFromSchedule([], false)).toBeNull();
    // A session past midnight counts its real length.
    expect(
      activityFromSchedule([{ startTime: '23:30:00', endTime: '00:30:00', days: 7 }], false)?.level,
    ).toBe('heavy');
  });
});
