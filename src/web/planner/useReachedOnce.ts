import { useIntersection } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useMountedOnce } from '../components/useMountedOnce';

/**
 * False until the element (`ref`) has come into the screen, or a key has been pressed on the page,
 * then true for good: what it gates is drawn when the user reaches it by scrolling, and before
 * keyboard navigation could look for it (decision 285).
 */
export function useReachedOnce<T extends HTMLElement>() {
  const { ref, entry } = useIntersection<T>();
  const [keyPressed, setKeyPressed] = useState(false);
  useEffect(() => {
    if (keyPressed) return;
    const pressed = () => setKeyPressed(true);
    window.addEventListener('keydown', pressed, { once: true, capture: true });
    return () => window.removeEventListener('keydown', pressed, { capture: true });
  }, [keyPressed]);
  return { ref, reached: useMountedOnce(Boolean(entry?.isIntersecting) || keyPressed) };
}
