/**
 * The owner as a nutritionist (issue 56 point 3, decision 309): an admin's own nutritionist
 * profile, linked to their own sign-in (one login). Settings → "Practise as a nutritionist".
 */
import { z } from 'zod';
import { optionalPhone, optionalText, requiredText } from './fields';

/** POST /api/v1/dietitian/own-profile/create: what a profile needs; the e-mail is the admin's own. */
export const ownProfileInputSchema = z.object({
  first_name: requiredText('Please enter the first name'),
  last_name: requiredText('Please enter the last name'),
  /** Shown as "Qualification" (the profile's certification, e.g. "M.Sc. Food & Nutrition, RD"). */
  certification: optionalText(500),
  speciality: optionalText(200),
  experience: optionalText(200),
  phone: optionalPhone,
});
export type OwnProfileInput = z.infer<typeof ownProfileInputSchema>;

/** data of GET /api/v1/dietitian/own-profile. */
export type OwnProfile = {
  /** The admin's own profile, ACTIVE or not; null when they never practised here. */
  profile: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    certification: string | null;
    speciality: string | null;
    experience: string | null;
    phone: string | null;
    status: string;
  } | null;
  /** True while the profile is ACTIVE: the admin appears in every nutritionist picker. */
  practising: boolean;
  /** What the profile owns now: removal is refused while either is above 0. */
  active_packages: number;
  future_appointments: number;
  /** The admin's own names, to fill the form the first time. */
  first_name: string;
  last_name: string;
  email: string;
};

export const OWN_PROFILE_MESSAGES = {
  created: 'You now practise as a nutritionist: you appear in every nutritionist picker.',
  resumed: 'You practise as a nutritionist again.',
  removed: 'You no longer practise as a nutritionist. Your past packages keep your name.',
  already: 'You already practise as a nutritionist.',
  notPractising: 'You do not practise as a nutritionist.',
  emailTaken: 'Another nutritionist profile already uses your e-mail address.',
} as const;

/** Why removal is refused, naming what the profile still owns. */
export function ownsWorkMessage(activePackages: number, futureAppointments: number): string {
  const parts: string[] = [];
  if (activePackages) parts.push(`${activePackages} active package${activePackages === 1 ? '' : 's'}`);
  if (futureAppointments)
    parts.push(`${futureAppointments} upcoming appointment${futureAppointments === 1 ? '' : 's'}`);
  const them = activePackages + futureAppointments === 1 ? 'it' : 'them';
  return `You still have ${parts.join(' and ')}. Move ${them} to another nutritionist, or complete or cancel ${them}, before you stop practising.`;
}
