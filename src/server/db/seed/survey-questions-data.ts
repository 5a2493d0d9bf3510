type QuestionSeed = {
  code: string;
  category: string;
  text: string;
  type: 'date' | 'single_select' | 'multi_select' | 'yes_no' | 'text_area' | 'text';
  mandatory?: boolean;
  answers?: string[];
};

const CONDITIONS = [
  'Diabetes',
  'Hypertension',
  'Thyroid disorder',
  'PCOS / PCOD',
  'High cholesterol',
  'Fatty liver',
  'Kidney disease',
  'Heart disease',
  'Asthma',
  'Anaemia',
  'None',
];
const SYMPTOMS = [
  'Acidity / heartburn',
  'Bloating',
  'Constipation',
  'Loose motions',
  'Fatigue',
  'Hair fall',
  'Headache',
  'Poor sleep',
  'Cramps',
  'None',
];

/** The shipped assessment question bank, one category per questionnaire section (SPEC §9). */
export const SURVEY_QUESTIONS: QuestionSeed[] = [
  { code: 'gen_goal', category: 'GOALS', text: 'What is your main goal from this programme?', type: 'single_select', mandatory: true, answers: ['Weight loss', 'Weight gain', 'Muscle gain', 'Better sports performance', 'Manage a medical condition', 'General wellness'] },
  { code: 'gen_target_date', category: 'GOALS', text: 'By when would you like to reach your goal?', type: 'date' },
  { code: 'gen_expectations', category: 'GOALS', text: 'Anything else you expect from your nutritionist?', type: 'text_area' },
  { code: 'life_occupation_hours', category: 'LIFESTYLE', text: 'How many hours a day do you work or study?', type: 'text', mandatory: true },
  { code: 'life_activity', category: 'LIFESTYLE', text: 'How active is your day outside exercise?', type: 'single_select', mandatory: true, answers: ['Mostly sitting', 'Lightly active', 'Moderately active', 'Very active'] },
  { code: 'life_sleep', category: 'LIFESTYLE', text: 'How many hours do you sleep on most nights?', type: 'single_select', mandatory: true, answers: ['Less than 5', '5 - 6', '6 - 7', '7 - 8', 'More than 8'] },
  { code: 'life_water', category: 'LIFESTYLE', text: 'How much water do you drink in a day?', type: 'single_select', answers: ['Less than 1 L', '1 - 2 L', '2 - 3 L', 'More than 3 L'] },
  { code: 'life_smoke', category: 'LIFESTYLE', text: 'Do you smoke or chew tobacco?', type: 'yes_no' },
  { code: 'life_alcohol', category: 'LIFESTYLE', text: 'How often do you drink alcohol?', type: 'single_select', answers: ['Never', 'Occasionally', 'Weekly', 'Daily'] },
  { code: 'food_preference', category: 'FOOD PREFERENCES', text: 'Which best describes your diet?', type: 'single_select', mandatory: true, answers: ['Vegetarian', 'Non Vegetarian', 'Non Veg (Occasionally)', 'Eggetarian', 'Vegan', 'Pescetarian'] },
  { code: 'food_cuisines', category: 'FOOD PREFERENCES', text: 'Which cuisines do you eat most often?', type: 'multi_select', answers: ['North Indian', 'South Indian', 'Bengali', 'Gujarati', 'Maharashtrian', 'Punjabi', 'Continental', 'Chinese'] },
  { code: 'food_allergies', category: 'FOOD PREFERENCES', text: 'List any food allergies or intolerances (type NA if none).', type: 'text_area', mandatory: true },
  { code: 'food_dislikes', category: 'FOOD PREFERENCES', text: 'Foods you dislike or do not eat', type: 'text_area' },
  { code: 'food_fasting', category: 'FOOD PREFERENCES', text: 'Do you fast for religious reasons (e.g. Ekadashi, Navratri, Ramzan)?', type: 'yes_no' },
  { code: 'food_eat_out', category: 'FOOD PREFERENCES', text: 'How often do you eat outside or order in?', type: 'single_select', answers: ['Rarely', '1 - 2 times a week', '3 - 5 times a week', 'Daily'] },
  { code: 'recall_notes', category: 'DIETARY RECALL', text: 'Describe a typical day of eating, from waking up to bedtime.', type: 'text_area' },
  { code: 'training_notes', category: 'SPORT OR EXERCISE TRAINING ROUTINE', text: 'Notes about your training or exercise routine', type: 'text_area' },
  { code: 'med_conditions', category: 'MEDICAL CONDITIONS', text: 'Do you have any of these conditions?', type: 'multi_select', mandatory: true, answers: CONDITIONS },
  { code: 'med_medicines', category: 'MEDICAL CONDITIONS', text: 'Medicines or supplements you take now (type NA if none)', type: 'text_area', mandatory: true },
  { code: 'med_surgery', category: 'MEDICAL CONDITIONS', text: 'Have you had any surgery in the last 2 years?', type: 'yes_no' },
  { code: 'med_periods', category: 'MEDICAL CONDITIONS', text: 'For women: are your periods regular?', type: 'single_select', answers: ['Yes', 'No', 'Not applicable'] },
  { code: 'sym_list', category: 'SYMPTOMS', text: 'Which of these do you feel often?', type: 'multi_select', mandatory: true, answers: SYMPTOMS },
  { code: 'sym_energy', category: 'SYMPTOMS', text: 'When in the day do you feel low on energy?', type: 'text' },
  { code: 'med_conditions_sp', category: 'MEDICAL CONDITIONS_SPORTS', text: 'Do you have any of these conditions?', type: 'multi_select', mandatory: true, answers: [...CONDITIONS.slice(0, -1), 'Exercise-induced asthma', 'None'] },
  { code: 'med_medicines_sp', category: 'MEDICAL CONDITIONS_SPORTS', text: 'Medicines or supplements you take now (type NA if none)', type: 'text_area', mandatory: true },
  { code: 'inj_current', category: 'INJURIES_SPORTS', text: 'Are you carrying an injury now?', type: 'yes_no', mandatory: true },
  { code: 'inj_details', category: 'INJURIES_SPORTS', text: 'Describe your injuries of the last 12 months and their recovery', type: 'text_area' },
  { code: 'inj_last_date', category: 'INJURIES_SPORTS', text: 'Date of your last injury', type: 'date' },
  { code: 'sym_list_sp', category: 'SYMPTOMS_SPORTS', text: 'Which of these do you feel during or after training?', type: 'multi_select', mandatory: true, answers: ['Cramps', 'Dizziness', 'Early fatigue', 'Stomach upset', 'Slow recovery', 'Frequent colds', 'None'] },
  { code: 'sym_competition', category: 'SYMPTOMS_SPORTS', text: 'Next competition date', type: 'date' },
];
