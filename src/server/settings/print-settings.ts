import type { FastifyRequest } from 'fastify';
import {
  disclaimerSchema,
  fitLogo,
  hasLogoExtension,
  LOGO_MAX_BYTES,
  LOGO_NOT_IMAGE,
  LOGO_TOO_LARGE,
  logoPixelError,
  type PrintSettings,
} from '../../shared/settings';
import type { Db } from '../db/client';
import { type FieldErrors, fieldErrorsOf } from '../lib/errors';
import { readJsonWithFiles } from '../lib/multipart';
import { imageSize, sniffImage } from './image';
import { findLogoFile, findPrintSettings, type NewLogo } from './settings.repository';

export const logoUrl = (fileId: number) => `/api/v1/settings/logo/${fileId}`;

/** data of print-pdf-settings-data; also what the plan print uses for its header and footer. */
export async function readPrintSettings(db: Db): Promise<PrintSettings> {
  const row = await findPrintSettings(db);
  const file = row?.logoFileId ? await findLogoFile(db, row.logoFileId) : undefined;
  const size = file ? imageSize(file.bytes) : null;
  const print = size ? fitLogo(size.width, size.height) : null;
  return {
    general_disclaimer: row?.generalDisclaimer ?? '',
    sports_disclaimer: row?.sportsDisclaimer ?? '',
    logo_name: file ? (row?.logoName ?? file.originalName) : null,
    logo_url: file ? logoUrl(file.id) : null,
    logo_width: size?.width ?? null,
    logo_height: size?.height ?? null,
    print_width: print?.width ?? null,
    print_height: print?.height ?? null,
    updated_at: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

/** The logo's bytes and print size, for a server-side PDF; null without a logo. */
export async function readPrintLogo(db: Db) {
  const row = await findPrintSettings(db);
  const file = row?.logoFileId ? await findLogoFile(db, row.logoFileId) : undefined;
  if (!file) return null;
  const size = imageSize(file.bytes);
  return {
    bytes: file.bytes,
    mimeType: file.mimeType,
    ...(size ? fitLogo(size.width, size.height) : fitLogo(0, 0)),
  };
}

export type SettingsUpload = {
  disclaimers: { generalDisclaimer: string; sportsDisclaimer: string };
  logo: NewLogo | null;
  errors: FieldErrors;
};

/**
 * Reads POST /api/v1/settings/create|edit: multipart with the file in `logo` and the texts as
 * JSON in `json` (a plain JSON body with the two texts works too, for edits without a file).
 * Every problem is collected under its field so the page can show them all.
 */
export async function readSettingsUpload(request: FastifyRequest): Promise<SettingsUpload> {
  const { json, files, errors } = await readJsonWithFiles(request, {
    fileFields: ['logo'],
    maxBytes: LOGO_MAX_BYTES,
    maxFiles: 1,
    unreadable: 'The settings could not be read',
  });
  let logo: NewLogo | null = null;
  for (const part of files) {
    const kind = sniffImage(part.bytes);
    if (!hasLogoExtension(part.filename) || !kind) errors.logo = LOGO_NOT_IMAGE;
    else if (part.truncated) errors.logo = LOGO_TOO_LARGE;
    else {
      const size = imageSize(part.bytes);
      const refused = size ? logoPixelError(size) : LOGO_NOT_IMAGE;
      if (refused) errors.logo = refused;
      else logo = { bytes: part.bytes, mimeType: kind, originalName: safeName(part.filename) };
    }
  }
  const parsed = disclaimerSchema.safeParse(json ?? {});
  if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error));
  return {
    disclaimers: {
      generalDisclaimer: parsed.data?.general_disclaimer ?? '',
      sportsDisclaimer: parsed.data?.sports_disclaimer ?? '',
    },
    logo,
    errors,
  };
}

/** The original name without any folder part or control characters, as shown in the page. */
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base].filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127).join('');
  return clean.slice(0, 200) || 'logo';
}
