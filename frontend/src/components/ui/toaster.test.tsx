import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@pathwise/contracts';
import { ToastProvider } from '@/components/ui/toast';
import { setDefaultToastDuration } from '@/lib/toast';
import { Toaster } from './toaster';

// Records the props the toaster hands to the Radix provider, and renders the real provider with them. (The
// swipe and timing behaviour itself is exercised in components/notifications.test.tsx; this pins the settings
// down even where they happen to equal Radix's defaults.)
jest.mock('@/components/ui/toast', () => {
  const actual = jest.requireActual<typeof import('@/components/ui/toast')>('@/components/ui/toast');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    ToastProvider: jest.fn((props: ComponentProps<typeof actual.ToastProvider>) =>
      createElement(actual.ToastProvider, props),
    ),
  };
});

beforeEach(() => setDefaultToastDuration(TOAST_DURATION_MS));

it('configures the Radix provider as spec section 9 says: 5000 ms, swipe right, 50 px', () => {
  render(<Toaster />);
  const provider = ToastProvider as unknown as jest.Mock;
  expect(provider).toHaveBeenCalled();
  expect(provider.mock.calls[0][0]).toMatchObject({ duration: 5000, swipeDirection: 'right', swipeThreshold: 50 });
  expect([TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX]).toEqual([5000, 50]);
});
