import type { PracticeIdentity } from '../../shared/settings';
import type { AppDeps } from '../app-deps';
import { readPracticeIdentity } from '../lib/practice-identity';
import { readPrintLogo } from '../settings/index';
import type { PdfLogo } from './plan-pdf.document';
import { nutritionistContact } from './plan-pdf.repository';

/**
 * The footer on every page: the practice (name · address · phone · email · website) and the
 * nutritionist (name · phone · email); parts not set are left out.
 */
function footerLinesOf(
  practice: PracticeIdentity,
  nutritionist: Awaited<ReturnType<typeof nutritionistContact>>,
): string[] {
  const join = (parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(' · ');
  const address = practice.address?.replace(/\s*\n\s*/g, ', ');
  const lines = [join([practice.name, address, practice.phone, practice.email, practice.website])];
  if (nutritionist) {
    const name = `${nutritionist.firstName} ${nutritionist.lastName}`.trim();
    lines.push(join([`Your nutritionist: ${name}`, nutritionist.phone, nutritionist.email]));
  }
  return lines;
}

/** The practice's identity on every PDF it sends (plan, progress report): name, logo, contact footer. */
export async function letterheadOf(deps: AppDeps, dietitianId: number | null) {
  const { db, config } = deps;
  const logoFile = await readPrintLogo(db);
  const logo: PdfLogo | null = logoFile
    ? {
        data: logoFile.bytes,
        format: logoFile.mimeType === 'image/png' ? 'png' : 'jpg',
        width: logoFile.width,
        height: logoFile.height,
      }
    : null;
  const practice = await readPracticeIdentity(db, config.practiceName);
  const nutritionist = await nutritionistContact(db, dietitianId);
  return { practiceName: practice.name, footerLines: footerLinesOf(practice, nutritionist), logo };
}
