import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { formatDate } from '../lib/format';
import ClientPackagesSection from '../packages/ClientPackagesSection';
import { BodyVitalsSection } from '../vitals/BodyVitalsSection';
import { ClientFormModal } from './ClientFormModal';
import { fullName, useClientDetails } from './client-queries';
import { DetailList } from './DetailList';
import { StatusBadge } from './StatusBadge';

/** /client-details/{id}: personal details, then the Package Details section of the packages feature. */
export default function ClientDetailsPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const { data: client, isLoading, isError } = useClientDetails(valid ? id : null);
  const [editing, setEditing] = useState(false);

  const back = (
    <Anchor component={Link} to="/client-profile" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> Client Profiles
      </Group>
    </Anchor>
  );

  if (!valid || isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert" title="Client not found">
          This client does not exist or is not one of yours.
        </Alert>
      </Stack>
    );
  }
  if (isLoading || !client) return <Loading />;

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={fullName(client.first_name, client.last_name)}
        actions={
          <>
            <StatusBadge status={client.status} size="lg" />
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          </>
        }
      />
      <DetailList
        title="Personal Details"
        items={[
          { label: 'Name', value: fullName(client.first_name, client.last_name) },
          { label: 'Unique ID', value: client.unique_id },
          { label: 'Gender', value: client.gender },
          { label: 'Date of Birth', value: formatDate(client.dob) },
          { label: 'Age', value: client.age === null ? '' : `${client.age} years` },
          { label: 'Email', value: client.contact_email },
          { label: 'Phone', value: client.phone },
          { label: 'Nationality', value: client.nationality },
          { label: 'Occupation', value: client.occupation },
          { label: 'Blood Group', value: client.blood_group },
          { label: 'Food Preference', value: client.food_preferences },
          { label: 'Joined On', value: formatDate(client.joined_date) },
          { label: 'Referral Source', value: client.referral_source },
          { label: 'Referral Source Details', value: client.referred_client_name },
          { label: 'Address', value: client.address, wide: true },
        ]}
      />
      <BodyVitalsSection clientId={client.id} gender={client.gender} />
      <div data-testid="client-packages">
        <ClientPackagesSection clientId={client.id} />
      </div>
      <ClientFormModal opened={editing} onClose={() => setEditing(false)} clientId={client.id} />
    </Stack>
  );
}
