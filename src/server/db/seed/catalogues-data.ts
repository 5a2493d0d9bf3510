/** Starter catalogues; the practice edits them in Manage Data. Links point at the practice's own pages. */
export const SUPPLEMENTS: { name: string; link: string | null; dosage: string }[] = [
  { name: 'Whey Protein Isolate', link: null, dosage: '1 scoop (30 g) in 250 ml water after training' },
  { name: 'Creatine Monohydrate', link: null, dosage: '3-5 g daily with a meal' },
  { name: 'Vitamin D3 60,000 IU', link: null, dosage: '1 sachet weekly with milk, for 8 weeks' },
  { name: 'Vitamin B12 (Methylcobalamin) 1500 mcg', link: null, dosage: '1 tablet daily after breakfast' },
  { name: 'Omega-3 Fish Oil 1000 mg', link: null, dosage: '1 capsule twice daily with meals' },
  { name: 'Iron + Folic Acid', link: null, dosage: '1 tablet daily with lemon water, away from tea' },
  { name: 'Calcium + Vitamin D3', link: null, dosage: '1 tablet daily after dinner' },
  { name: 'Electrolyte (ORS)', link: null, dosage: '1 sachet in 1 L water during training' },
  { name: 'Multivitamin', link: null, dosage: '1 tablet daily after breakfast' },
  { name: 'Psyllium Husk (Isabgol)', link: null, dosage: '1 tsp in warm water at bedtime' },
  { name: 'Probiotic Capsule', link: null, dosage: '1 capsule daily before breakfast' },
  { name: 'Magnesium Glycinate', link: null, dosage: '200 mg at bedtime' },
];

export const RECIPES: { name: string; link: string | null; meal: string; dishType: string }[] = [
  { name: 'Moong Dal Chilla', link: null, meal: 'Breakfast', dishType: 'Main' },
  { name: 'Vegetable Poha', link: null, meal: 'Breakfast', dishType: 'Main' },
  { name: 'Ragi Dosa', link: null, meal: 'Breakfast', dishType: 'Main' },
  { name: 'Oats Upma', link: null, meal: 'Breakfast', dishType: 'Main' },
  { name: 'Besan Cheela with Paneer', link: null, meal: 'Breakfast', dishType: 'Main' },
  { name: 'Sprouts Chaat', link: null, meal: 'Snack', dishType: 'Salad' },
  { name: 'Roasted Makhana', link: null, meal: 'Snack', dishType: 'Snack' },
  { name: 'Sattu Drink', link: null, meal: 'Snack', dishType: 'Beverage' },
  { name: 'Palak Paneer', link: null, meal: 'Lunch', dishType: 'Curry' },
  { name: 'Rajma Masala', link: null, meal: 'Lunch', dishType: 'Curry' },
  { name: 'Vegetable Khichdi', link: null, meal: 'Dinner', dishType: 'Main' },
  { name: 'Grilled Fish Tikka', link: null, meal: 'Dinner', dishType: 'Main' },
  { name: 'Egg Bhurji', link: null, meal: 'Breakfast', dishType: 'Main' },
  { name: 'Chicken Curry (Low Oil)', link: null, meal: 'Lunch', dishType: 'Curry' },
  { name: 'Cucumber Raita', link: null, meal: 'Lunch', dishType: 'Side' },
  { name: 'Buttermilk (Chaas)', link: null, meal: 'Snack', dishType: 'Beverage' },
];
