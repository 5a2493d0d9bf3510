import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Suspense } from 'react';
import { SettingsSection } from '../components/SettingsSection';
import { InvoiceExports } from '../invoices';

/** Export Data (admins): the three CSV downloads other features serve, and the invoices' GSTR-1 and register (issue 55). */
const EXPORTS = [
  { label: 'Client Profiles CSV', href: '/api/v1/client/profile/export-csv' },
  { label: 'Nutritionist Profiles CSV', href: '/api/v1/dietitian/profile/export-csv' },
  { label: 'Packages CSV', href: '/api/v1/client/package/export-csv' },
];

export function ExportDataSection() {
  return (
    <SettingsSection title="Export Data" description="Download every record as a spreadsheet (CSV).">
      <Group gap="sm">
        {EXPORTS.map((e) => (
          <Button
            key={e.href}
            component="a"
            href={e.href}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {e.label}
          </Button>
        ))}
      </Group>
      <Text fw={600} size="sm" mt="md" mb={4}>
        Invoices for the accountant: GSTR-1 (CSVs for the GST offline tool) and the register
      </Text>
      <Suspense fallback={null}>
        <InvoiceExports admin />
      </Suspense>
    </SettingsSection>
  );
}
