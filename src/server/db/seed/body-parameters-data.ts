type BodyParameterSeed = {
  key: string;
  name: string;
  category: string;
  unit: string | null;
  dataType: 'decimal' | 'other';
  range: string | null;
  rangeMin: string | null;
  rangeMax: string | null;
};

const p = (
  key: string,
  name: string,
  category: string,
  unit: string | null,
  range: string | null,
  rangeMin: string | null = null,
  rangeMax: string | null = null,
  dataType: 'decimal' | 'other' = 'decimal',
): BodyParameterSeed => ({ key, name, category, unit, dataType, range, rangeMin, rangeMax });

/** Adult reference ranges as commonly reported by Indian labs; the nutritionist reads them in context. */
export const BODY_PARAMETERS: BodyParameterSeed[] = [
  p('height', 'Height', 'Anthropometry', 'cm', null),
  p('weight', 'Weight', 'Anthropometry', 'kg', null),
  p('bmi', 'BMI', 'Anthropometry', 'kg/m²', '18.5 - 22.9 (Asian Indian)', '18.5', '22.9'),
  p('waist', 'Waist Circumference', 'Anthropometry', 'cm', 'Men < 90, Women < 80', null, null),
  p('hip', 'Hip Circumference', 'Anthropometry', 'cm', null),
  p('waist_hip_ratio', 'Waist-Hip Ratio', 'Anthropometry', null, 'Men < 0.90, Women < 0.85'),
  p('mid_arm', 'Mid-Upper Arm Circumference', 'Anthropometry', 'cm', null),
  p('body_fat', 'Body Fat', 'Body Composition', '%', 'Men 10 - 20, Women 20 - 30'),
  p('visceral_fat', 'Visceral Fat Level', 'Body Composition', 'level', '1 - 9', '1', '9'),
  p('muscle_mass', 'Skeletal Muscle Mass', 'Body Composition', 'kg', null),
  p('body_water', 'Total Body Water', 'Body Composition', '%', 'Men 50 - 65, Women 45 - 60'),
  p('bmr', 'Basal Metabolic Rate', 'Body Composition', 'kcal/day', null),
  p('bp_systolic', 'Blood Pressure (Systolic)', 'Blood Pressure', 'mmHg', '90 - 120', '90', '120'),
  p('bp_diastolic', 'Blood Pressure (Diastolic)', 'Blood Pressure', 'mmHg', '60 - 80', '60', '80'),
  p('resting_hr', 'Resting Heart Rate', 'Blood Pressure', 'bpm', '60 - 100', '60', '100'),
  p('fbs', 'Fasting Blood Sugar', 'Glucose', 'mg/dL', '70 - 100', '70', '100'),
  p('ppbs', 'Post-Prandial Blood Sugar', 'Glucose', 'mg/dL', '< 140', null, '140'),
  p('rbs', 'Random Blood Sugar', 'Glucose', 'mg/dL', '< 140', null, '140'),
  p('hba1c', 'HbA1c', 'Glucose', '%', '< 5.7', null, '5.7'),
  p('fasting_insulin', 'Fasting Insulin', 'Glucose', 'µIU/mL', '2 - 25', '2', '25'),
  p('total_cholesterol', 'Total Cholesterol', 'Lipid Profile', 'mg/dL', '< 200', null, '200'),
  p('ldl', 'LDL Cholesterol', 'Lipid Profile', 'mg/dL', '< 100', null, '100'),
  p('hdl', 'HDL Cholesterol', 'Lipid Profile', 'mg/dL', 'Men > 40, Women > 50', '40', null),
  p('triglycerides', 'Triglycerides', 'Lipid Profile', 'mg/dL', '< 150', null, '150'),
  p('vldl', 'VLDL Cholesterol', 'Lipid Profile', 'mg/dL', '5 - 40', '5', '40'),
  p('haemoglobin', 'Haemoglobin', 'Blood Count', 'g/dL', 'Men 13 - 17, Women 12 - 15'),
  p('ferritin', 'Serum Ferritin', 'Blood Count', 'ng/mL', '30 - 300', '30', '300'),
  p('serum_iron', 'Serum Iron', 'Blood Count', 'µg/dL', '60 - 170', '60', '170'),
  p('vitamin_d', 'Vitamin D (25-OH)', 'Vitamins', 'ng/mL', '30 - 100', '30', '100'),
  p('vitamin_b12', 'Vitamin B12', 'Vitamins', 'pg/mL', '211 - 911', '211', '911'),
  p('tsh', 'TSH', 'Thyroid', 'µIU/mL', '0.4 - 4.0', '0.4', '4.0'),
  p('t3', 'Total T3', 'Thyroid', 'ng/dL', '80 - 200', '80', '200'),
  p('t4', 'Total T4', 'Thyroid', 'µg/dL', '5.1 - 14.1', '5.1', '14.1'),
  p('creatinine', 'Serum Creatinine', 'Kidney', 'mg/dL', '0.6 - 1.2', '0.6', '1.2'),
  p('urea', 'Blood Urea', 'Kidney', 'mg/dL', '15 - 40', '15', '40'),
  p('uric_acid', 'Uric Acid', 'Kidney', 'mg/dL', '3.5 - 7.2', '3.5', '7.2'),
  p('sgpt', 'SGPT (ALT)', 'Liver', 'U/L', '7 - 56', '7', '56'),
  p('sgot', 'SGOT (AST)', 'Liver', 'U/L', '8 - 48', '8', '48'),
  p('calcium', 'Serum Calcium', 'Minerals', 'mg/dL', '8.5 - 10.5', '8.5', '10.5'),
  p('crp', 'C-Reactive Protein', 'Inflammation', 'mg/L', '< 5', null, '5'),
  p('urine_ketones', 'Urine Ketones', 'Other', null, 'Negative', null, null, 'other'),
];
