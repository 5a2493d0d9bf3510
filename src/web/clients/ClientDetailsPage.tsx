import { Paper } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { AppointmentsSection } from '../appointments';
import { DetailList } from '../components/DetailList';
import { DetailsPage, recordId } from '../components/DetailsPage';
import { EmailLink, PhoneLinks } from '../components/PhoneLinks';
import { ConditionsPanel } from '../conditions';
import { ClientInvoices } from '../invoices';
import { formatDate, fullName } from '../lib/format';
import { ClientPackagesSection } from '../packages';
import { AdherencePanel } from '../plan-link';
import { RestrictionsSection } from '../restrictions';
import { BodyVitalsSection } from '../vitals';
import { ClientFormModal } from './ClientFormModal';
import { useClientDetails } from './client-queries';

/**
 * /client-details/{id}. Package Details (the way to the plans) comes first, then the personal
 * details, restrictions, vitals and adherence (issue 34, decision 195: at 375 px packages began
 * at y≈4,073, under every other section).
 */
export default function ClientDetailsPage() {
  const id = recordId(useParams().id);
  const { data: client, isLoading, isError } = useClientDetails(id);
  const [editing, setEditing] = useState(false);

  return (
    <DetailsPage
      back={{ to: '/client-profile', label: 'Client Profiles' }}
      notFound={{ title: 'Client not found', text: 'This client does not exist or is not one of yours.' }}
      failed={id === null || isError}
      loading={isLoading || !client}
      title={client ? fullName(client.first_name, client.last_name) : ''}
      status={client?.status ?? ''}
      onEdit={() => setEditing(true)}
    >
      {client && (
        <>
          <div data-testid="client-packages" style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
            <ClientPackagesSection clientId={client.id} />
          </div>
          <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
            <AppointmentsSection of={{ clientId: client.id }} />
          </div>
          <DetailList
            title="Personal Details"
            items={[
              { label: 'Name', value: fullName(client.first_name, client.last_name) },
              { label: 'Unique ID', value: client.unique_id },
              { label: 'Gender', value: client.gender },
              { label: 'Date of Birth', value: formatDate(client.dob) },
              { label: 'Age', value: client.age === null ? '' : `${client.age} years` },
              {
                label: 'Email',
                value: client.contact_email ? <EmailLink email={client.contact_email} /> : '',
              },
              {
                label: 'Phone',
                value: client.phone ? (
                  <PhoneLinks phone={client.phone} name={fullName(client.first_name, client.last_name)} />
                ) : (
                  ''
                ),
              },
              { label: 'Nationality', value: client.nationality },
              { label: 'Occupation', value: client.occupation },
              { label: 'Blood Group', value: client.blood_group },
              { label: 'Food Preference', value: client.food_preferences },
              {
                label: 'Language for messages',
                value: client.language === 'hi' ? 'Hindi' : 'English',
              },
              { label: 'Joined On', value: formatDate(client.joined_date) },
              { label: 'Referral Source', value: client.referral_source },
              { label: 'Referral Source Details', value: client.referred_client_name },
              { label: 'Address', value: client.address, wide: true },
            ]}
          />
          <RestrictionsSection clientId={client.id} />
          <ConditionsPanel clientId={client.id} />
          <BodyVitalsSection clientId={client.id} gender={client.gender} />
          <Paper withBorder p="md" mt="md">
            <Suspense fallback={null}>
              <AdherencePanel clientId={client.id} />
            </Suspense>
          </Paper>
          <ClientInvoices clientId={client.id} />
          <ClientFormModal opened={editing} onClose={() => setEditing(false)} clientId={client.id} />
        </>
      )}
    </DetailsPage>
  );
}
