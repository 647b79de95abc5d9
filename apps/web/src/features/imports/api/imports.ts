import type { ImportPreview, ImportResult } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type ImportUnit = 'kg' | 'lbs';

/** POST /api/imports, multipart field `file`: the server reads the CSV and answers a preview. */
function previewImport({ file, unit }: { file: File; unit: ImportUnit }): Promise<ImportPreview> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<ImportPreview>('/imports', body, { query: { unit } });
}

export function usePreviewImportMutation() {
  return useMutation({ mutationFn: previewImport });
}

/** POST /api/imports/{id}/commit: the history lands; every screen's data reloads. */
export function useCommitImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<ImportResult>(`/imports/${id}/commit`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** GET /api/imports/export.csv with the member's token, saved as a file. */
export async function downloadExport(): Promise<void> {
  const csv = await apiClient.get<string>('/imports/export.csv', { headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'elan-historique.csv';
  link.click();
  URL.revokeObjectURL(url);
}
