import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';

type AnchorRecord = { markAnchor: unknown };
type GposProcessor = {
  applyAnchor: (
    this: GposProcessor,
    markRecord: AnchorRecord,
    baseAnchor: unknown,
    baseIndex: number,
  ) => void;
};

let guarded = false;

/**
 * fontkit 2.0.4 throws "Cannot read properties of null (reading 'xCoordinate')" on a NULL GPOS
 * anchor, which the OpenType spec allows and Google's Noto Sans Malayalam and Gurmukhi use
 * (fontkit issue 367; the fix, pull request 374, is not released). Like HarfBuzz, a mark with a
 * NULL anchor is left where it is. fontkit exports no processor class, so its prototype is taken
 * from a font laid out once; react-pdf imports the same fontkit module, so its fonts get the
 * guard too. Decision 120.
 */
export function guardNullGposAnchors(fontFile: string) {
  if (guarded) return;
  const font = fontkit.create(readFileSync(fontFile)) as fontkit.Font & {
    _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } };
  };
  font.layout('a');
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) throw new Error(`fontkit changed: no GPOS processor for ${fontFile}`);
  const prototype = Object.getPrototypeOf(processor) as GposProcessor;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (markRecord, baseAnchor, baseIndex) {
    if (baseAnchor == null || markRecord?.markAnchor == null) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseIndex);
  };
  guarded = true;
}
