/** What other features may use of the nutrition rules: the practice's choices applied to a client's conditions. */
export { practiceConditions, withPracticeChoices } from './nutrition-rules.service';
