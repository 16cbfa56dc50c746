import '../testing/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SIGNUP_REDIRECT_MS } from '@pathwise/contracts';

import SignupPage from './signup';

function renderSignup() {
  return render(
    <MemoryRouter initialEntries={['/signup']}>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/auth" element={<p>Auth screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/signup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the spec content and a Get Started Free link to /auth', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Start Your Career Journey' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Free Career Assessment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Resume Analysis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    for (const feature of ['AI Interview Practice', 'Response Drafts', 'Advanced Analytics']) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
    expect(screen.getByText('$14.99')).toBeInTheDocument();
    expect(screen.getByText(/start free, upgrade anytime, cancel whenever you want/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /get started free/i })).toHaveAttribute('href', '/auth');
  });

  it('redirects to /auth after 8 seconds, counting down on screen', () => {
    renderSignup();
    expect(SIGNUP_REDIRECT_MS).toBe(8000);
    expect(screen.getByRole('timer')).toHaveTextContent('8 seconds');

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('5 seconds');

    act(() => jest.advanceTimersByTime(SIGNUP_REDIRECT_MS - 3000 - 1));
    expect(screen.queryByText('Auth screen')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Auth screen')).toBeInTheDocument();
  });

  it('does not redirect once the visitor chooses to stay', () => {
    renderSignup();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    act(() => jest.advanceTimersByTime(SIGNUP_REDIRECT_MS * 2));
    expect(screen.getByRole('heading', { level: 1, name: 'Start Your Career Journey' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('clears its timers on unmount', () => {
    const { unmount } = renderSignup();
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
