import { describe, expect, it } from 'vitest';
import {
  MEAL_TYPES_HI,
  mealTypeIn,
  ROUTINES_HI,
  routineIn,
  SURVEY_MESSAGES_HI,
  surveyMessageIn,
} from '../../shared/survey-messages-hindi';
import { questionMissingMessage, recallMissingMessage, SURVEY_MESSAGES } from '../../shared/survey-options';
import { FITNESS_TIMINGS, MEAL_TIMINGS } from '../db/seed/reference-data';

const DEVANAGARI = /[\u0900-\u097F]/;
/** A Latin word of two letters or more; NA (what the client types for "none") is the one allowed. */
const latinWords = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => w !== 'NA');

describe("the questionnaire's messages in Hindi", () => {
  it('has a Devanagari text, with no English word left, for every SURVEY_MESSAGES key', () => {
    for (const key of Object.keys(SURVEY_MESSAGES) as (keyof typeof SURVEY_MESSAGES)[]) {
      expect(SURVEY_MESSAGES_HI[key], key).toMatch(DEVANAGARI);
      expect(latinWords(SURVEY_MESSAGES_HI[key]), key).toEqual([]);
      expect(surveyMessageIn('hi', SURVEY_MESSAGES[key])).toBe(SURVEY_MESSAGES_HI[key]);
      expect(surveyMessageIn('en', SURVEY_MESSAGES[key])).toBe(SURVEY_MESSAGES[key]);
    }
  });

  it('names every standard meal type and workout routine of the seed in Hindi', () => {
    for (const type of Object.values(MEAL_TIMINGS).flat())
      expect(MEAL_TYPES_HI[type], type).toMatch(DEVANAGARI);
    for (const routine of Object.values(FITNESS_TIMINGS).flat())
      expect(ROUTINES_HI[routine], routine).toMatch(DEVANAGARI);
    // A practice's own meal type or routine shows as written.
    expect(mealTypeIn('hi', 'Post-Dinner Walk Snack')).toBe('Post-Dinner Walk Snack');
    expect(routineIn('hi', 'Kabaddi')).toBe('Kabaddi');
  });

  it('puts the meal types and the question inside a message with values into Hindi', () => {
    expect(surveyMessageIn('hi', recallMissingMessage(['Breakfast', 'Dinner']))).toBe(
      'कृपया "आप दिन भर में क्या खाते हैं" वाला हिस्सा भरें: बताएँ कि नाश्ता, रात का खाना में आप क्या खाते हैं',
    );
    expect(surveyMessageIn('hi', questionMissingMessage('How much water do you drink in a day?'))).toBe(
      'कृपया * वाले हर सवाल का जवाब दें: “आप दिन भर में कितना पानी पीते हैं?”',
    );
    // The shared public messages (a throttle's wait) come from the plan link's table.
    expect(
      surveyMessageIn('hi', 'Too many attempts with unknown links. Please wait 3 minutes and try again.'),
    ).toBe('गलत लिंक से बहुत बार कोशिश की गई है। कृपया 3 मिनट रुककर फिर से कोशिश करें।');
    expect(surveyMessageIn('hi', 'A message nobody wrote down')).toBe('A message nobody wrote down');
  });
});
