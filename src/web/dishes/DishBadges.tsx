import { Badge, Group } from '@mantine/core';
import type { DishFlags } from '../../shared/dishes';
import { ALLERGENS, type FoodTag, TAG_LABELS } from '../../shared/restrictions';
import { DIET_LABELS } from './dish-labels';

// Small bold text on white and on the striped rows: these shades keep WCAG AA (4.5:1).
const ink = (color: string, background = 'transparent') => ({
  root: { color, borderColor: color, background },
});
const DIET_STYLES: Record<DishFlags['diet'], ReturnType<typeof ink>> = {
  vegetarian: ink('#1b5e20'),
  egg: ink('#6d4300'),
  non_vegetarian: ink('#9b1c1c'),
};
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const VEGAN = ink('#00574f');
const JAIN = ink('#5a2a82');
const ALLERGEN = ink('#7c2d00', '#fff4e6');

/** Veg / Egg / Non-veg, Vegan and Jain flags, then the allergen tags, as the list and editor show them. */
export function DishBadges({ flags, tags }: { flags: DishFlags; tags: readonly FoodTag[] }) {
  const allergens = ALLERGENS.filter((a) => tags.includes(a));
  return (
    <Group gap={4} data-testid="dish-badges">
      <Badge variant="outline" styles={DIET_STYLES[flags.diet]} size="sm">
        {DIET_LABELS[flags.diet]}
      </Badge>
      {flags.vegan && (
        <Badge variant="outline" styles={VEGAN} size="sm">
          Vegan
        </Badge>
      )}
      {flags.jain && (
        <Badge variant="outline" styles={JAIN} size="sm">
          Jain
        </Badge>
      )}
      {allergens.map((a) => (
        <Badge key={a} variant="outline" styles={ALLERGEN} size="sm" tt="none">
          {capitalised(TAG_LABELS[a])}
        </Badge>
      ))}
    </Group>
  );
}
