import { Image } from '@mantine/core';
import { useState } from 'react';

const LEAF = '/favicon.svg';

/**
 * The practice's uploaded logo, else NutriDesk's leaf (issue 34): one component for the app bar,
 * the questionnaire and the client's plan page. The practice's name is always written beside it,
 * so the image is decorative (alt=""). A logo that cannot load (the plan page offline) falls back
 * to the leaf rather than a broken image.
 */
export function PracticeLogo({ src, height = 32 }: { src: string | null | undefined; height?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const logo = src && failed !== src ? src : null;
  return (
    <Image
      src={logo ?? LEAF}
      alt=""
      h={height}
      w={logo ? 'auto' : height}
      maw={logo ? height * 4 : undefined}
      fit="contain"
      data-testid="practice-logo"
      data-logo={logo ? 'practice' : 'leaf'}
      onError={() => setFailed(src ?? null)}
      style={{ flexShrink: 0 }}
    />
  );
}
