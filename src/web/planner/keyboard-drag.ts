import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard dragging jumps from cell to cell instead of moving 25 px per key press: of the
 * enabled drop targets in the arrow's direction, pick the nearest, preferring the same row
 * (left/right) or the same column (up/down).
 */
export const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  const code = event.code;
  if (
    code !== KeyboardCode.Up &&
    code !== KeyboardCode.Down &&
    code !== KeyboardCode.Left &&
    code !== KeyboardCode.Right
  ) {
    return undefined;
  }
  event.preventDefault();
  if (!collisionRect) return undefined;
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  let best: { rect: { left: number; top: number; width: number; height: number }; score: number } | null =
    null;
  for (const entry of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(entry.id);
    if (!rect) continue;
    const dx = rect.left + rect.width / 2 - cx;
    const dy = rect.top + rect.height / 2 - cy;
    let along: number;
    let across: number;
    if (code === KeyboardCode.Down) [along, across] = [dy, dx];
    else if (code === KeyboardCode.Up) [along, across] = [-dy, dx];
    else if (code === KeyboardCode.Right) [along, across] = [dx, dy];
    else [along, across] = [-dx, dy];
    if (along < 4) continue;
    const score = along + Math.abs(across) * 4;
    if (!best || score < best.score) best = { rect, score };
  }
  if (!best) return undefined;
  // Coordinates are the dragged rectangle's top-left: centre it on the chosen cell.
  return {
    x: best.rect.left + best.rect.width / 2 - collisionRect.width / 2,
    y: best.rect.top + best.rect.height / 2 - collisionRect.height / 2,
  };
};
