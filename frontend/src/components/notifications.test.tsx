import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX } from '@pathwise/contracts';
import { isToastRendererReady, resetToasts, setDefaultToastDuration, toast, useToasts } from '@/lib/toast';
import { installPointerEvent } from '@/testing/pointer-event';
import { Notifications, preloadToaster } from './notifications';

/**
 * The notification area of spec section 9 as the user meets it: at most one toast visible, 5000 ms by default,
 * removed from memory 1,000,000 ms after closing, swipe right 50 px to dismiss, F8 to focus the area.
 */

const NOTIFICATION_AREA = { name: 'Notifications (F8)' };

/** The titles of the toasts on screen (Radix also copies their text into a live region, so not by text). */
const visibleTitles = () =>
  Array.from(document.querySelectorAll('[data-slot="toast"] [data-slot="toast-title"]'), (el) => el.textContent);

const toastElement = () => document.querySelector<HTMLElement>('[data-slot="toast"]');

function renderArea() {
  return render(
    <>
      <button type="button">Somewhere else</button>
      <Notifications />
    </>,
  );
}

beforeEach(() => {
  resetToasts();
  // this file tests the closing itself: the spec's 5000 ms, on a fake clock where it matters
  setDefaultToastDuration(TOAST_DURATION_MS);
});

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

// First in this file on purpose: it needs the toaster's code not to have been fetched yet.
describe('before the toaster has been fetched', () => {
  it('F8 focuses the notification area even though no toast was ever shown', async () => {
    expect(isToastRendererReady()).toBe(false);
    renderArea();
    expect(screen.queryByRole('region', NOTIFICATION_AREA)).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Somewhere else' }).focus();

    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });

    const area = await screen.findByRole('region', NOTIFICATION_AREA);
    await waitFor(() => expect(within(area).getByRole('list')).toHaveFocus());
    expect(visibleTitles()).toEqual([]);
  });
});

describe('notification area', () => {
  beforeAll(async () => {
    installPointerEvent();
    await preloadToaster();
  });

  it('renders nothing until something is announced', () => {
    renderArea();
    expect(screen.queryByRole('region', NOTIFICATION_AREA)).not.toBeInTheDocument();
  });

  it('shows a toast on the render that raises it once the toaster is fetched', () => {
    renderArea();
    act(() => void toast({ title: 'Profile Updated', description: 'Saved.' }));
    expect(visibleTitles()).toEqual(['Profile Updated']);
    expect(within(toastElement()!).getByText('Saved.')).toBeInTheDocument();
  });

  it('shows at most one toast: the newest replaces the one on screen', () => {
    renderArea();
    act(() => void toast({ title: 'Profile Updated' }));
    act(() => void toast({ title: 'Password Updated' }));
    expect(visibleTitles()).toEqual(['Password Updated']);
    act(() => void toast({ title: 'Upload Failed', variant: 'destructive' }));
    expect(visibleTitles()).toEqual(['Upload Failed']);
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(1);
  });

  it('closes a toast after 5000 ms by default and forgets it 1,000,000 ms later', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    jest.useFakeTimers();
    renderArea();
    const { result: store } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Profile Updated' }));

    act(() => jest.advanceTimersByTime(4999));
    expect(visibleTitles()).toEqual(['Profile Updated']);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleTitles()).toEqual([]);
    expect(store.current).toEqual([expect.objectContaining({ title: 'Profile Updated', open: false })]);

    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(store.current).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(store.current).toHaveLength(0);
  });

  it("honours a toast's own duration", () => {
    jest.useFakeTimers();
    renderArea();
    act(() => void toast({ title: 'Copied!', duration: 1500 }));
    act(() => jest.advanceTimersByTime(1499));
    expect(visibleTitles()).toEqual(['Copied!']);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleTitles()).toEqual([]);
  });

  it('closes on the close button', () => {
    renderArea();
    act(() => void toast({ title: 'Profile Updated' }));
    fireEvent.click(within(toastElement()!).getByRole('button', { name: 'Close' }));
    expect(visibleTitles()).toEqual([]);
  });

  describe('swipe to dismiss', () => {
    /** A mouse drag across the toast from (100, 20) by (dx, dy). */
    function swipe(dx: number, dy = 0) {
      const el = toastElement()!;
      fireEvent.pointerDown(el, { button: 0, pointerId: 1, clientX: 100, clientY: 20 });
      fireEvent.pointerMove(el, { button: 0, pointerId: 1, clientX: 100 + dx, clientY: 20 + dy });
      fireEvent.pointerUp(el, { button: 0, pointerId: 1, clientX: 100 + dx, clientY: 20 + dy });
    }

    beforeEach(() => {
      renderArea();
      act(() => void toast({ title: 'Job Saved' }));
    });

    it('is set up for the right', () => {
      expect(toastElement()).toHaveAttribute('data-swipe-direction', 'right');
    });

    it('dismisses a toast swiped right past 50 px', () => {
      expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
      swipe(51);
      expect(visibleTitles()).toEqual([]);
    });

    it('keeps a toast swiped right by only 50 px', () => {
      swipe(50);
      expect(visibleTitles()).toEqual(['Job Saved']);
      expect(toastElement()).toHaveAttribute('data-swipe', 'cancel');
    });

    it('ignores swipes to the left, up or down', () => {
      swipe(-120);
      swipe(0, 120);
      swipe(0, -120);
      expect(visibleTitles()).toEqual(['Job Saved']);
    });
  });

  it('F8 focuses the notification area while a toast is shown', async () => {
    renderArea();
    act(() => void toast({ title: 'Job Saved' }));
    screen.getByRole('button', { name: 'Somewhere else' }).focus();
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    const area = screen.getByRole('region', NOTIFICATION_AREA);
    await waitFor(() => expect(within(area).getByRole('list')).toHaveFocus());
  });

  it('F8 focuses the notification area before any toast once the toaster is fetched', async () => {
    renderArea();
    screen.getByRole('button', { name: 'Somewhere else' }).focus();
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    const area = await screen.findByRole('region', NOTIFICATION_AREA);
    await waitFor(() => expect(within(area).getByRole('list')).toHaveFocus());
  });
});
