/** What other features may use of the questionnaire: the planner's assessment tab. */
export { AssessmentResponsePanel } from './AssessmentResponsePanel';
