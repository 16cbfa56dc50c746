/**
 * jsdom has no PointerEvent, so Testing Library's fireEvent.pointerDown/Move/Up would send plain Events without
 * coordinates or button. This stand-in is a MouseEvent (clientX, clientY, button) with a pointer id and type.
 * Call it in the tests that swipe; it leaves a real PointerEvent alone.
 */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent !== 'undefined') return;
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
}
