/** The shipped server lists for an Indian practice (SPEC §3). Users may add to them. */
export const GENERIC_LISTS: Record<string, string[]> = {
  Referral_Source: [
    'Existing Client',
    'Doctor Referral',
    'Gym / Trainer',
    'Friend or Family',
    'Instagram',
    'Facebook',
    'Google Search',
    'Practo',
    'Corporate Tie-up',
    'Walk-in',
    'Other',
  ],
  // 'Prospective': a visitor of the booking page not yet a client (decision 297).
  Client_Status: ['Active', 'Inactive', 'On Hold', 'Completed', 'Prospective'],
  Nutritionist_Status: ['ACTIVE', 'INACTIVE'],
  Package_Status: [
    'New',
    'Send Survey',
    'Survey Response Pending',
    'Survey Response Received',
    'Active',
    'Completed',
    'Cancelled',
  ],
  Package_Duration: ['1 Month', '3 Months', '6 Months', '12 Months'],
  Body_Vital_Status: ['Normal', 'Borderline', 'High', 'Low', 'Critical'],
  Diet_Plan_Labels: [
    'Weight Loss',
    'Weight Gain',
    'Muscle Gain',
    'Diabetic Friendly',
    'PCOS',
    'Heart Healthy',
    'High Protein',
    'Low Carb',
    'Low Sodium',
    'Gluten Free',
    'Jain',
    'Pregnancy',
    'Off-season',
    'Competition Week',
    'Recovery',
  ],
};

/** Package categories and their sub-categories. 'Sports' is special (training sections, meal types). */
export const PACKAGE_CATEGORIES: Record<string, string[]> = {
  Sports: [
    'Cricket',
    'Football',
    'Athletics',
    'Badminton',
    'Tennis',
    'Swimming',
    'Kabaddi',
    'Hockey',
    'Bodybuilding',
    'Other',
  ],
  'Weight Management': ['Weight Loss', 'Weight Gain', 'Maintenance'],
  'Clinical Nutrition': [
    'Diabetes',
    'PCOS',
    'Thyroid',
    'Hypertension',
    'Cardiac',
    'Renal',
    'Fatty Liver',
    'Gut Health',
  ],
  Wellness: ['General Wellness', 'Detox', 'Immunity', 'Skin & Hair'],
  'Pregnancy & Lactation': ['Pre-conception', 'Pregnancy', 'Lactation'],
  'Child & Adolescent': ['Toddler', 'School Age', 'Adolescent'],
};

/** SPEC §4 default times (HH:mm:ss) per meal type. */
export const DEFAULT_MEAL_TIMES: Record<string, string> = {
  'On Waking Up': '04:00:00',
  Breakfast: '06:00:00',
  'Morning Snack': '09:00:00',
  Lunch: '12:00:00',
  'Evening Snack': '16:00:00',
  Dinner: '19:00:00',
  Bedtime: '22:00:00',
};

/** Meal types per group: m = added automatically and mandatory, nm = optional. */
export const MEAL_TIMINGS: Record<string, string[]> = {
  sports_m: [
    'On Waking Up',
    'Breakfast',
    'Lunch',
    'Evening Snack',
    'Dinner',
    'Pre-Training',
    'Post-Training',
  ],
  sports_nm: ['Morning Snack', 'During Training', 'Bedtime', 'Mid-Morning', 'Late Evening'],
  nonsports_m: ['On Waking Up', 'Breakfast', 'Lunch', 'Evening Snack', 'Dinner'],
  nonsports_nm: ['Morning Snack', 'Mid-Morning', 'Bedtime', 'Pre-Workout', 'Post-Workout'],
};

export const FITNESS_TIMINGS: Record<string, string[]> = {
  sports: [
    'Skill Training',
    'Strength & Conditioning',
    'Match / Competition',
    'Speed & Agility',
    'Endurance',
    'Recovery Session',
  ],
  'general fitness_s': [
    'Gym / Weight Training',
    'Yoga',
    'Running',
    'Cycling',
    'Swimming',
    'Stretching / Mobility',
  ],
  'general fitness_ns': [
    'Walking',
    'Gym / Weight Training',
    'Yoga',
    'Running',
    'Cycling',
    'Swimming',
    'Zumba / Dance',
    'Home Workout',
  ],
};
