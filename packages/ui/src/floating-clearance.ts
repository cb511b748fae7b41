/**
 * WCAG 2.4.11 (focus not obscured): the floating buttons (feedback, chat) never cover the control that has
 * focus. When focus lands under one, the page scrolls the control clear; where it cannot scroll (the end of
 * the page), the floating button moves to the top edge until focus goes elsewhere.
 * Floating elements mark themselves with `data-floating`; a moved one carries `data-floating-moved`.
 */
export const FLOATING_SELECTOR = '[data-floating]';
export const MOVED_ATTRIBUTE = 'data-floating-moved';
/** Room kept between a focused control and a floating button, in CSS pixels. */
const GAP = 8;

type Box = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The parts of a floating element that are drawn (its children; the wrapper itself may be wider). */
function drawnBoxes(floating: HTMLElement): Box[] {
  const boxes = [...floating.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
  return boxes.length > 0 ? boxes : [floating.getBoundingClientRect()];
}

function covering(target: Element, floating: HTMLElement): Box | undefined {
  const r = target.getBoundingClientRect();
  return drawnBoxes(floating).find((b) => overlaps(r, b));
}

/** Keeps the focused control clear of the floating buttons; returns the clean-up. */
export function keepFocusClearOfFloating(doc: Document = document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || target === doc.body || target === doc.documentElement) return;
    const floating = [...doc.querySelectorAll<HTMLElement>(FLOATING_SELECTOR)];
    // Focus inside a floating widget (its own panel): leave it where it is.
    if (floating.some((f) => f.contains(target))) return;
    for (const f of floating) f.removeAttribute(MOVED_ATTRIBUTE);
    for (const f of floating) {
      const box = covering(target, f);
      if (!box) continue;
      const view = doc.defaultView;
      if (view) {
        const by = target.getBoundingClientRect().bottom - box.top + GAP;
        view.scrollBy({ top: by, left: 0, behavior: 'instant' });
      }
      if (covering(target, f)) f.setAttribute(MOVED_ATTRIBUTE, 'true');
    }
  };
  doc.addEventListener('focusin', onFocusIn);
  return () => doc.removeEventListener('focusin', onFocusIn);
}
