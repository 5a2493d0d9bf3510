import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { remainingPlans } from '../../shared/credits';
import { practiceToday } from '../../shared/practice-date';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';
import { DetailList } from '../components/DetailList';
import { DetailsPage, recordId } from '../components/DetailsPage';
import { EmailLink, PhoneLinks } from '../components/PhoneLinks';
import { formatDate, fullName } from '../lib/format';
import { CreditHistory } from './CreditHistory';
import { InvitationPanel } from './InvitationPanel';
import { MaskedNumber } from './MaskedNumber';
import { NutritionistFormModal } from './NutritionistFormModal';
import { useNutritionistDetails } from './nutritionist-queries';

/** /dietitian-details/{id}: every field of the nutritionist profile, read-only (SPEC §2). */
export default function NutritionistDetailsPage() {
  const id = recordId(useParams().id);
  const { data: n, isLoading, isError } = useNutritionistDetails(id);
  // ?edit=1 (the out-of-credits help and the admins' request mail) opens the form with Plan credits.
  const [editing, setEditing] = useState(useSearchParams()[0].get('edit') === '1');
  const admin = !isNutritionist(useCurrentUser());

  return (
    <DetailsPage
      back={{ to: '/nutritionists', label: 'Nutritionists' }}
      notFound={{ title: 'Nutritionist not found', text: 'This nutritionist profile does not exist.' }}
      failed={id === null || isError}
      loading={isLoading || !n}
      title={n ? fullName(n.first_name, n.last_name) : ''}
      status={n?.status ?? ''}
      onEdit={() => setEditing(true)}
    >
      {n && (
        <>
          {admin && !n.has_password && !n.admin_account && (
            <InvitationPanel nutritionistId={n.id} name={fullName(n.first_name, n.last_name)} />
          )}
          <DetailList
            title="Profile"
            items={[
              { label: 'Name', value: fullName(n.first_name, n.last_name) },
              { label: 'Speciality', value: n.speciality },
              { label: 'Experience', value: n.experience },
              { label: 'Certification', value: n.certification },
              { label: 'Email', value: n.email ? <EmailLink email={n.email} /> : '' },
              {
                label: 'Phone',
                value: n.phone ? (
                  <PhoneLinks phone={n.phone} name={fullName(n.first_name, n.last_name)} />
                ) : (
                  ''
                ),
              },
              { label: 'Status', value: n.status },
              { label: 'Joined On', value: formatDate(n.created_at) },
              {
                label: 'Sign-in',
                value: n.admin_account
                  ? 'An admin who also practises: signs in with their own admin account'
                  : n.has_password
                    ? 'Password set'
                    : 'Invitation sent, password not chosen yet',
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
              {
                label: 'Remaining Plans',
                value: String(
                  remainingPlans(
                    { credits: n.credits, plansUsed: n.plans_used, expiry: n.expiry },
                    practiceToday(),
                  ),
                ),
              },
              { label: 'Expires On', value: n.expiry ? formatDate(n.expiry) : 'No expiry' },
            ]}
          />
          <CreditHistory nutritionistId={n.id} />
          <NutritionistFormModal opened={editing} onClose={() => setEditing(false)} nutritionistId={n.id} />
        </>
      )}
    </DetailsPage>
  );
}
