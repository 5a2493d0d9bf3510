import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isNutritionist } from '../../shared/auth';
import { useCurrentUser } from '../app/session';
import { fullName } from '../clients/client-queries';
import { DetailList } from '../clients/DetailList';
import { StatusBadge } from '../clients/StatusBadge';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { formatDate } from '../lib/format';
import { CreditHistory } from './CreditHistory';
import { MaskedNumber } from './MaskedNumber';
import { NutritionistFormModal } from './NutritionistFormModal';
import { useNutritionistDetails } from './nutritionist-queries';

/** /dietitian-details/{id}: every field of the nutritionist profile, read-only (SPEC §2). */
export default function NutritionistDetailsPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const { data: n, isLoading, isError } = useNutritionistDetails(valid ? id : null);
  const [editing, setEditing] = useState(false);
  const admin = !isNutritionist(useCurrentUser());

  const back = (
    <Anchor component={Link} to="/nutritionists" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> Nutritionists
      </Group>
    </Anchor>
  );

  if (!valid || isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert" title="Nutritionist not found">
          This nutritionist profile does not exist.
        </Alert>
      </Stack>
    );
  }
  if (isLoading || !n) return <Loading />;

  const remaining = n.credits - n.plans_used;
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={fullName(n.first_name, n.last_name)}
        actions={
          <>
            <StatusBadge status={n.status} size="lg" />
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
        title="Profile"
        items={[
          { label: 'Name', value: fullName(n.first_name, n.last_name) },
          { label: 'Speciality', value: n.speciality },
          { label: 'Experience', value: n.experience },
          { label: 'Certification', value: n.certification },
          { label: 'Email', value: n.email },
          { label: 'Phone', value: n.phone },
          { label: 'Status', value: n.status },
          { label: 'Joined On', value: formatDate(n.created_at) },
          {
            label: 'Sign-in',
            value: n.has_password ? 'Password set' : 'Invitation sent, password not chosen yet',
          },
          { label: 'Description', value: n.description, wide: true },
          { label: 'Address', value: n.address, wide: true },
        ]}
      />
      <DetailList
        title="Personal Details"
        items={[
          { label: 'Date of Birth', value: formatDate(n.dob) },
          { label: "Father's Name", value: n.fathers_name },
          { label: 'Blood Group', value: n.blood_group },
          {
            label: 'PAN Card Number',
            value: <MaskedNumber value={n.pan_card_number} label="PAN Card Number" canReveal={admin} />,
          },
          {
            label: 'Aadhar Number',
            value: <MaskedNumber value={n.adhar_number} label="Aadhar Number" canReveal={admin} />,
          },
          { label: 'Emergency Contact Person', value: n.emergency_contact_person },
          { label: 'Emergency Contact Number', value: n.emergency_contact_number },
        ]}
      />
      <DetailList
        title="Plan Credits"
        items={[
          { label: 'Credits', value: String(n.credits) },
          { label: 'Plans Used', value: String(n.plans_used) },
          { label: 'Remaining Plans', value: String(Math.max(0, remaining)) },
          { label: 'Expires On', value: n.expiry ? formatDate(n.expiry) : 'No expiry' },
        ]}
      />
      <CreditHistory nutritionistId={n.id} />
      <NutritionistFormModal opened={editing} onClose={() => setEditing(false)} nutritionistId={n.id} />
    </Stack>
  );
}
