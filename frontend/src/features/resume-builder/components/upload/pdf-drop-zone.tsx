import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { cn } from '@/lib/utils';

interface PdfDropZoneProps {
  /** Called with the chosen or dropped file; the caller checks it. */
  onFile: (file: File) => void;
  disabled?: boolean;
}

/**
 * The PDF chooser: a large target that opens the file dialog on click, Enter or Space (the real file input inside
 * takes keyboard focus, and the zone shows its focus ring), and takes a file dropped onto it.
 */
export function PdfDropZone({ onFile, disabled = false }: PdfDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave also fire for the zone's children; count them so the highlight does not flicker.
  const depth = useRef(0);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (chosen) onFile(chosen);
  };

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    event.preventDefault();
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault(); // allows the drop
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) onFile(dropped);
  };

  return (
    <label
      htmlFor={`${id}-input`}
      data-testid="pdf-drop-zone"
      data-dragging={dragging || undefined}
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
      className={cn(
        'group flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        'border-input bg-muted/40 hover:border-primary/50 hover:bg-secondary/50',
        'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring/40',
        dragging && 'border-primary bg-secondary',
        disabled && 'pointer-events-none cursor-not-allowed opacity-60',
      )}
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full bg-background text-primary shadow-sm ring-1 ring-border transition-transform',
          dragging ? 'scale-110' : 'group-hover:-translate-y-0.5',
        )}
      >
        <FileUp className="size-6" aria-hidden="true" />
      </span>
      <span id={`${id}-label`} className="text-base font-medium">
        {dragging ? 'Drop your PDF here' : 'Choose PDF file or drag and drop'}
      </span>
      <span id={`${id}-hint`} className="text-sm text-muted-foreground">
        Maximum file size: 5MB
      </span>
      <input
        id={`${id}-input`}
        type="file"
        accept=".pdf,application/pdf"
        className="sr-only"
        aria-label="Choose PDF file or drag and drop"
        aria-describedby={`${id}-hint`}
        onChange={onChange}
        disabled={disabled}
      />
    </label>
  );
}
