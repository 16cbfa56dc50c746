import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Appears once the page is scrolled more than 300 px. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <Button
      size="icon"
      aria-label="Back to top"
      title="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn('fixed bottom-6 right-6 z-30 rounded-full shadow-lg animate-fade-in')}
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  );
}
