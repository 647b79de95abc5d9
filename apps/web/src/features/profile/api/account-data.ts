import { type AccountImportResult, countLabel } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/users/{id}/export with the member's token, saved under the server's file name. */
export async function downloadAccountData(user: { id: number; username: string }): Promise<void> {
  const zip = await apiClient.blob(`/users/${user.id}/export`, { headers: { Accept: 'application/zip' } });
  const url = URL.createObjectURL(zip);
  const link = document.createElement('a');
  link.href = url;
  link.download = `elan-export-${user.username}-${new Date().toISOString().slice(0, 10)}.zip`;
  link.click();
  URL.revokeObjectURL(url);
}

/** POST /api/users/{id}/import (multipart `file`): every screen's data reloads afterwards. */
export function useImportAccountMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.post<AccountImportResult>(`/users/${userId}/import`, body);
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** DELETE /api/users/{id} with the password: the account and everything in it is gone. */
export function useDeleteAccountMutation(userId: number) {
  return useMutation({
    mutationFn: (password: string) =>
      apiClient.request<{ id: number }>(`/users/${userId}`, { method: 'DELETE', body: { password } }),
  });
}

/** The import's toast: what was added, in French, or that nothing was new; then what was set aside. */
export function importSummary(result: AccountImportResult): string {
  const parts = [
    [result.completions, 'séance', 'séances'],
    [result.measurements, 'mesure', 'mesures'],
    [result.programs, 'programme', 'programmes'],
    [result.photos, 'photo', 'photos'],
  ] as const;
  const added = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => countLabel(count, one, many));
  const summary = added.length
    ? `Données importées : ${added.join(', ')} ✅`
    : 'Ces données étaient déjà là : rien de nouveau';
  // The server's own French notes (photos left out, a status brought back within the rules).
  return [summary, ...result.notes].join(' — ');
}
