import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../lib/errors';
import { imageSize } from './image';
import { findLogoFile, findPrintSettings } from './settings.repository';

/** The uploaded logo (Settings → Logo & Disclaimer) as every page and e-mail shows it. */
export type PracticeLogo = {
  /** The stored file's id: it changes with each upload, so it versions the image's URL. */
  id: number;
  bytes: Buffer;
  mimeType: string;
  width: number;
  height: number;
};

/** The current logo, or null when none was uploaded (the pages then show NutriDesk's leaf). */
export async function readPracticeLogo(db: Db): Promise<PracticeLogo | null> {
  const row = await findPrintSettings(db);
  const file = row?.logoFileId ? await findLogoFile(db, row.logoFileId) : undefined;
  if (!file) return null;
  const size = imageSize(file.bytes) ?? { width: 0, height: 0 };
  return { id: file.id, bytes: file.bytes, mimeType: file.mimeType, ...size };
}

/**
 * Answers the logo's bytes as uploaded (decision 194: no image library in the project, so no
 * resizing; the type is the one its bytes were checked to be). The URL carries the file id
 * (`?v=`), so the image may be kept long; a link page's token still decides who gets it.
 */
export function sendLogo(reply: FastifyReply, logo: PracticeLogo | null) {
  if (!logo) throw notFound('Logo not found.');
  return reply
    .header('content-type', logo.mimeType)
    .header('cache-control', 'private, max-age=604800')
    .header('x-content-type-options', 'nosniff')
    .send(logo.bytes);
}
