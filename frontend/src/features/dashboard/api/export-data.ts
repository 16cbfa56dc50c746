import { useMutation } from '@tanstack/react-query';
import { DATA_EXPORT_FILENAME } from '@pathwise/contracts';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** GET /api/profile/export: everything the user owns, from every service, as one JSON file. */
export async function fetchDataExport(): Promise<Blob> {
  const res = await apiRequest('GET', '/api/profile/export');
  return new Blob([await res.text()], { type: 'application/json' });
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download keeps its source.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data": fetched first (a failure is said on the page, not downloaded as a file), then saved. */
export function useDataExport() {
  return useMutation({
    mutationFn: fetchDataExport,
    onSuccess: (blob) => {
      saveFile(blob, DATA_EXPORT_FILENAME);
      toast({
        title: 'Download Ready',
        description: `Your data is saved as ${DATA_EXPORT_FILENAME}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Download Failed', description: 'Failed to export your data', variant: 'destructive' });
    },
  });
}
