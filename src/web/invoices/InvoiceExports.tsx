import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { fyLabelOf, gstr1Url, periodDays, registerUrl } from '../../shared/invoice-report-options';
import { practiceToday } from '../../shared/practice-date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** This month and the 23 before it, newest first: '2026-12' → 'Dec 2026'. */
function recentMonths(today: string) {
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  const out: { value: string; label: string }[] = [];
  for (let i = 0; i < 24; i++) {
    out.push({ value: `${y}-${String(m).padStart(2, '0')}`, label: `${MONTHS[m - 1]} ${y}` });
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

/** This financial year and the three before it. */
function recentYears(today: string) {
  const start = Number(fyLabelOf(today).slice(0, 4));
  return [0, 1, 2, 3].map((i) => {
    const s = start - i;
    const label = `${s}-${String((s + 1) % 100).padStart(2, '0')}`;
    return { value: label, label: `FY ${label}` };
  });
}

/**
 * The accountant's downloads (issue 55 point 6, decision 299): GSTR-1 (a zip of the GST offline
 * tool's CSVs) and the register, for a month or a financial year. GSTR-1 is the practice's return,
 * so only an admin gets its buttons; everyone gets the register of what they may see.
 */
export function InvoiceExports({ admin }: { admin: boolean }) {
  const today = practiceToday();
  const months = recentMonths(today);
  const years = recentYears(today);
  const [month, setMonth] = useState(months[0].value);
  const [fy, setFy] = useState(years[0].value);
  const monthDays = periodDays({ month });
  const yearDays = periodDays({ fy });
  const download = (label: string, href: string) => (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="sm" align="flex-end">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Month"
          data={months}
          value={month}
          onChange={(v) => v && setMonth(v)}
          allowDeselect={false}
          w={140}
        />
        {admin && download('GSTR-1 of the month', gstr1Url({ month }))}
        {download('Register of the month', registerUrl(monthDays.from, monthDays.to))}
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Financial year"
          data={years}
          value={fy}
          onChange={(v) => v && setFy(v)}
          allowDeselect={false}
          w={140}
        />
        {admin && download('GSTR-1 of the year', gstr1Url({ fy }))}
        {download('Register of the year', registerUrl(yearDays.from, yearDays.to))}
      </Group>
    </Group>
  );
}
