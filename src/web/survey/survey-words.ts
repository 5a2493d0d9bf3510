/**
 * The words of the questionnaire's dietary recall and workout sections in English and Hindi
 * (issue 34 point 7, decision 248). The nutritionist's side panel uses the same sections without a
 * language (English); the client's page passes the language its switch shows. The English texts
 * are the ones the staff app and its tests always had.
 */
import type { SurveyLanguage } from '../../shared/survey-hindi';
import { RECALL_TIME_MESSAGES, time12 } from '../../shared/survey-options';

const en = {
  mealType: 'Meal type',
  time: 'Time',
  chooseTime: 'Choose a time',
  whatYouEat: 'What you eat and drink',
  mealTypeOfRow: 'Meal type of row {n}',
  timeOfRow: 'Time of row {n}',
  descriptionOfRow: 'Description of row {n}',
  deleteRow: 'Delete {type} meal row',
  newRow: 'new',
  row: 'row {n}',
  addMeal: 'Add Meal',
  saveMealList: 'Save Meal List',
  saving: 'Saving…',
  saved: 'Saved',
  yes: RECALL_TIME_MESSAGES.yes,
  changeTime: RECALL_TIME_MESSAGES.change,
  changeTimeFor: '{change} for {type}',
  noTraining: 'No Sports Training',
  noExercise: 'No Exercise/Training',
  routine: 'Routine',
  days: 'Days',
  action: 'Action',
  editRoutine: 'Edit {routine}',
  deleteRoutine: 'Delete {routine}',
  addTraining: 'Add Training',
  addExercise: 'Add Exercise',
  routineType: 'Routine type',
  startTime: 'Start time',
  endTime: 'End time',
  checkAll: 'Check All',
  uncheckAll: 'Uncheck All',
  weekdays: 'Weekdays',
  weekends: 'Weekends',
  everyDay: 'Every day',
  update: 'Update',
  save: 'Save',
  cancel: 'Cancel',
  sportsTraining: 'Sports Training',
  generalFitness: 'General Fitness',
  notesFailed: 'Not saved yet: please try again.',
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
  viewSportsTraining: 'Sports training',
  viewGeneralFitness: 'General fitness',
  none: 'None',
  notAnswered: 'Not answered',
} as const;

export type SectionKey = keyof typeof en;

const hi: Record<SectionKey, string> = {
  mealType: 'भोजन',
  time: 'समय',
  chooseTime: 'समय चुनें',
  whatYouEat: 'आप क्या खाते-पीते हैं',
  mealTypeOfRow: 'पंक्ति {n} का भोजन',
  timeOfRow: 'पंक्ति {n} का समय',
  descriptionOfRow: 'पंक्ति {n} में आप क्या खाते-पीते हैं',
  deleteRow: 'पंक्ति हटाएँ: {type}',
  newRow: 'नई',
  row: 'पंक्ति {n}',
  addMeal: 'भोजन जोड़ें',
  saveMealList: 'भोजन की सूची सहेजें',
  saving: 'सहेजा जा रहा है…',
  saved: 'सहेजा गया',
  yes: 'हाँ',
  changeTime: 'समय बदलें',
  changeTimeFor: '{change}: {type}',
  noTraining: 'मैं खेल की कोई ट्रेनिंग नहीं करता/करती',
  noExercise: 'मैं कोई व्यायाम नहीं करता/करती',
  routine: 'व्यायाम',
  days: 'दिन',
  action: 'बदलें / हटाएँ',
  editRoutine: 'बदलें: {routine}',
  deleteRoutine: 'हटाएँ: {routine}',
  addTraining: 'ट्रेनिंग जोड़ें',
  addExercise: 'व्यायाम जोड़ें',
  routineType: 'व्यायाम का प्रकार',
  startTime: 'शुरू होने का समय',
  endTime: 'ख़त्म होने का समय',
  checkAll: 'सभी दिन',
  uncheckAll: 'सभी दिन हटाएँ',
  weekdays: 'सोम से शुक्र',
  weekends: 'शनि-रवि',
  everyDay: 'हर दिन',
  update: 'बदलाव सहेजें',
  save: 'सहेजें',
  cancel: 'रद्द करें',
  sportsTraining: 'खेल की ट्रेनिंग',
  generalFitness: 'रोज़ का व्यायाम',
  notesFailed: 'अभी सहेजा नहीं गया: कृपया फिर से कोशिश करें।',
  monday: 'सोम',
  tuesday: 'मंगल',
  wednesday: 'बुध',
  thursday: 'गुरु',
  friday: 'शुक्र',
  saturday: 'शनि',
  sunday: 'रवि',
  viewSportsTraining: 'खेल की ट्रेनिंग',
  viewGeneralFitness: 'रोज़ का व्यायाम',
  none: 'कोई नहीं',
  notAnswered: 'जवाब नहीं दिया',
};

export const SECTION_WORDS: Record<SurveyLanguage, Record<SectionKey, string>> = { en, hi };

export function sectionText(
  lang: SurveyLanguage,
  key: SectionKey,
  values?: Record<string, string | number>,
): string {
  const template = SECTION_WORDS[lang][key];
  return values
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
    : template;
}

/**
 * A clock time of the questionnaire: '08:00 AM' in English (SPEC's hh:mm A); in Hindi the part of
 * the day first, as it is said and as the plan page writes it ('सुबह 8:00', 'शाम 5:30').
 */
export function timeIn(lang: SurveyLanguage, time: string): string {
  if (lang !== 'hi') return time12(time);
  const [h, m] = time.split(':').map(Number);
  if (Number.isNaN(h) || Number.isNaN(m)) return time;
  return new Intl.DateTimeFormat('hi-IN', {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/**
 * 'Is 08:00 AM right for Breakfast?' / 'नाश्ता: क्या सुबह 8:00 सही समय है?' (the meal first, so
 * no Hindi case ending has to be guessed for a practice's own meal name).
 */
export function timeQuestion(lang: SurveyLanguage, type: string, shownType: string, time: string): string {
  if (lang !== 'hi') return RECALL_TIME_MESSAGES.question(type, time);
  return `${shownType ? `${shownType}: ` : ''}क्या ${timeIn('hi', time)} सही समय है?`;
}

/** The accessible name of the "Yes" under that question: which row's time it confirms. */
export function confirmTimeLabel(lang: SurveyLanguage, time: string, shownType: string): string {
  if (lang !== 'hi') return `${RECALL_TIME_MESSAGES.confirm(time)} for ${shownType}`;
  return `हाँ, ${timeIn('hi', time)} सही है: ${shownType}`;
}
