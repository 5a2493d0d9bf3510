import { Button } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { SettingsSection } from '../components/SettingsSection';

/** Backup (admins): the whole database as one file, the same file `npm run backup` writes. */
export function BackupSection() {
  return (
    <SettingsSection
      title="Backup"
      description="Download a copy of the whole database. Keep it somewhere safe; npm run restore brings it back."
    >
      <Button
        component="a"
        href="/api/v1/settings/backup"
        download
        variant="default"
        w="fit-content"
        leftSection={<IconDatabaseExport size={16} aria-hidden />}
      >
        Download Backup
      </Button>
    </SettingsSection>
  );
}
