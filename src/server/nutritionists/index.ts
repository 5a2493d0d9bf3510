/** What other features may use of the nutritionists feature: a profile as the API answers it. */
export { nutritionistOut } from './nutritionists.service';
