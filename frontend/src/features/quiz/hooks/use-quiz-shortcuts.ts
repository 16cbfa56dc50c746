import { useEffect, useLayoutEffect, useRef } from 'react';

interface QuizShortcuts {
  /** Off while submitting or when the quiz is not on screen. */
  enabled: boolean;
  /** Set when the current question is a rating: number keys 1-5 choose that rating. */
  onRate?: (rating: number) => void;
  /** Enter: next question (or Complete Quiz on the last); the caller checks that the question is answered. */
  onNext: () => void;
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
    return true;
  }
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
}

/** Buttons and links handle Enter themselves (Previous must stay Previous). */
function activatesOnEnter(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a[href], [role="button"]') !== null;
}

/**
 * Keyboard shortcuts of the quiz page: 1-5 rate, Enter goes on. In a text answer Enter makes a new line, so
 * Ctrl+Enter (Cmd+Enter) goes on there.
 */
export function useQuizShortcuts({ enabled, onRate, onNext }: QuizShortcuts): void {
  const latest = useRef({ onRate, onNext });
  useLayoutEffect(() => {
    latest.current = { onRate, onNext };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.isComposing) return;
      const inText = isTextField(event.target);
      if (event.key === 'Enter') {
        const modified = event.ctrlKey || event.metaKey;
        if (inText ? !modified : modified || event.shiftKey || activatesOnEnter(event.target)) return;
        event.preventDefault();
        latest.current.onNext();
        return;
      }
      if (inText || event.ctrlKey || event.metaKey || !latest.current.onRate) return;
      if (/^[1-5]$/.test(event.key)) {
        event.preventDefault();
        latest.current.onRate(Number(event.key));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
