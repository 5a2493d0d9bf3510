import { Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { PHONE_QUERY } from './phone-query';
import { useMountedOnce } from './useMountedOnce';

/**
 * A list's filters on a phone: folded behind a Filters button, and drawn (their lookups asked) when
 * it is first pressed, so a phone opening a list draws its rows only (decisions 285, 286). On wider
 * screens they are drawn at once and never fold. `shown`: draw the filters (and ask their lists).
 */
export function useFiltersFold() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [open, { toggle }] = useDisclosure(false);
  const shown = useMountedOnce(!phone || open);
  return { phone, open, toggle, shown, expanded: !phone || open };
}

/** "Filters (2)": opens and closes the folded filters (`controls`: their element's id). */
export function FiltersButton({
  fold,
  count,
  controls,
}: {
  fold: ReturnType<typeof useFiltersFold>;
  count: number;
  controls: string;
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconFilter size={16} aria-hidden />}
      onClick={fold.toggle}
      aria-expanded={fold.open}
      aria-controls={controls}
    >
      Filters{count ? ` (${count})` : ''}
    </Button>
  );
}
