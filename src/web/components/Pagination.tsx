import { Group, Pagination as MantinePagination, Text } from '@mantine/core';
import { wholeText } from '../../shared/client-words';

/**
 * SPEC §2: first and last arrows and about 5 pages either side of the current one.
 * Hidden when everything fits on one page.
 */
export function Pagination({
  page,
  lastPage,
  total,
  onChange,
}: {
  page: number;
  lastPage: number;
  total?: number;
  onChange: (page: number) => void;
}) {
  if (lastPage <= 1) return total !== undefined && total > 0 ? <ResultCount total={total} /> : null;
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="xs">
      {total !== undefined ? <ResultCount total={total} /> : <span />}
      <MantinePagination
        total={lastPage}
        value={Math.min(page, lastPage)}
        onChange={onChange}
        siblings={5}
        boundaries={0}
        withEdges
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
      />
    </Group>
  );
}

function ResultCount({ total }: { total: number }) {
  return (
    <Text size="sm" c="dimmed" mt="md">
      {wholeText(total)} {total === 1 ? 'result' : 'results'}
    </Text>
  );
}
