import type { PracticeLogo } from '../settings/practice-logo';

/** NutriDesk's leaf, shipped in the web app's public folder: the icon without an uploaded logo. */
const LEAF_ICONS = [
  { src: '/portal-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/portal-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/portal-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** Below this a launcher blurs the icon; Chrome asks for at least 144 px to install. */
const ICON_MIN_PX = 192;

/** Where a plan link's logo is served (token:plan-link); `v` changes with each upload. */
export const portalLogoUrl = (token: string, logo: PracticeLogo) =>
  `/api/v1/my-plan/${encodeURIComponent(token)}/logo?v=${logo.id}`;

/**
 * The web app manifest of one plan link (decision 194): installed, the phone opens this client's
 * plan under the practice's name and logo. A square logo of 192 px or more is the only icon; any
 * other logo comes first and the leaf stays after it for launchers that need a square icon.
 */
export function portalManifest(token: string, practiceName: string, logo: PracticeLogo | null) {
  const start = `/my-plan/${encodeURIComponent(token)}`;
  const logoIcon = logo && {
    src: portalLogoUrl(token, logo),
    sizes: `${logo.width}x${logo.height}`,
    type: logo.mimeType,
    purpose: 'any',
  };
  const squareEnough = logo && logo.width === logo.height && logo.width >= ICON_MIN_PX;
  return {
    id: start,
    name: `My nutrition plan · ${practiceName}`,
    short_name: 'My plan',
    description: `Your nutrition plan from ${practiceName}`,
    start_url: start,
    scope: '/my-plan/',
    display: 'standalone',
    theme_color: '#087f5b',
    background_color: '#f8f9fa',
    icons: logoIcon ? (squareEnough ? [logoIcon] : [logoIcon, ...LEAF_ICONS]) : LEAF_ICONS,
  };
}
