import type { Workspace } from '../../shared/plans';
import { usePrintSettings } from '../settings/print-settings-query';
import classes from './print-sheet.module.css';

/**
 * The printed plan's letterhead: the practice logo, scaled to fit its 100 × 200 box by the size the
 * server worked out, never stretched. Shown in print mode and on paper; nothing without a logo.
 */
export function PrintLogo({ printMode }: { printMode: boolean }) {
  const settings = usePrintSettings().data;
  if (!settings?.logo_url) return null;
  return (
    <div className={printMode ? classes.letterhead : `${classes.letterhead} ${classes.paperOnly}`}>
      <img
        className={classes.logo}
        src={settings.logo_url}
        alt={settings.logo_name ? `Practice logo (${settings.logo_name})` : 'Practice logo'}
        width={settings.print_width ?? undefined}
        height={settings.print_height ?? undefined}
        data-testid="print-logo"
      />
    </div>
  );
}

/** The disclaimer under a printed plan: the sports text for Sports packages, the general one otherwise. */
export function PrintDisclaimer({ ws, printMode }: { ws: Workspace; printMode: boolean }) {
  const settings = usePrintSettings().data;
  const text = ws.package.category === 'Sports' ? settings?.sports_disclaimer : settings?.general_disclaimer;
  if (!text?.trim()) return null;
  return (
    <p
      className={printMode ? classes.disclaimer : `${classes.disclaimer} ${classes.paperOnly}`}
      data-testid="print-disclaimer"
    >
      {text}
    </p>
  );
}
