import { describe, expect, it } from 'vitest';
import {
  ANSWERS_HI,
  answerIn,
  QUESTIONS_HI,
  questionIn,
  SECTION_TITLES_HI,
} from '../../../shared/survey-hindi';
import { SURVEY_QUESTIONS } from './survey-questions-data';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the questionnaire in Hindi', () => {
  it('has a Devanagari text for every shipped question, answer and section', () => {
    for (const q of SURVEY_QUESTIONS) {
      expect(QUESTIONS_HI[q.text], q.text).toMatch(DEVANAGARI);
      expect(SECTION_TITLES_HI[q.category], q.category).toMatch(DEVANAGARI);
      // Answers that are only numbers ('5 - 6') and names the clinic says in English stay as they are.
      for (const a of q.answers ?? []) expect(ANSWERS_HI[a], a).toBeTruthy();
    }
  });

  it("shows a practice's reworded or own question as written", () => {
    expect(questionIn('hi', 'Which best describes your diet?')).toBe('आपका खाना किस तरह का है?');
    expect(questionIn('hi', 'Which best describes your diet today?')).toBe(
      'Which best describes your diet today?',
    );
    expect(answerIn('hi', 'Vegetarian')).toBe('शाकाहारी');
    expect(answerIn('en', 'Vegetarian')).toBe('Vegetarian');
  });
});
