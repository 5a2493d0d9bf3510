import { z } from 'zod';

/**
 * GET /api/v1/category/categories's query. Apart from shared/category.ts, which the web pages
 * import for their labels, so a list page draws without Zod (decision 285).
 */
export const categoryQuerySchema = z.object({
  category: z.enum(['Generic', 'Categories'], { message: 'category must be Generic or Categories' }),
  parent: z.string().trim().max(100).optional().default(''),
});
