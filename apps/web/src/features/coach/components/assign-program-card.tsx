import { ClipboardList } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAssignProgramMutation } from '../api/athlete-actions.ts';
import { useAssignableProgramsQuery } from '../api/get-assignable-programs.ts';

/** « Assigner un programme »: one of the coach's programmes or a public one, copied to the athlete. */
export function AssignProgramCard({
  coachId,
  athleteId,
  athleteName,
}: {
  coachId: number;
  athleteId: number;
  athleteName: string;
}) {
  const selectId = useId();
  const programs = useAssignableProgramsQuery(coachId);
  const assign = useAssignProgramMutation(athleteId);
  const [programId, setProgramId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!programId) return;
    assign.mutate(Number(programId), {
      onSuccess: () => {
        toast.success(`Programme assigné à ${athleteName}`);
        setProgramId('');
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };
  return (
    <Panel title="Assigner un programme" icon={ClipboardList}>
      {programs.isPending ? (
        <Skeleton className="h-11" />
      ) : programs.isError ? (
        <p role="alert" className="text-red-800 text-sm">
          Impossible de charger les programmes.
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">
            Une copie du programme rejoint les programmes de {athleteName}, qui y est inscrit et prévenu ; il
            pourra l’adapter.
          </p>
          <label htmlFor={selectId} className="font-medium text-sm text-stone-900">
            Programme à assigner
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <select
              id={selectId}
              value={programId}
              onChange={(event) => setProgramId(event.target.value)}
              required
              className="h-11 min-w-0 rounded-xl sm:flex-1 border border-stone-300 bg-white px-3 text-sm text-stone-900"
            >
              <option value="">Choisir un programme…</option>
              {programs.data.own.length > 0 && (
                <optgroup label="Mes programmes">
                  {programs.data.own.map((program) => (
                    <option key={program.id} value={program.id}>
                      {program.title}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label="Programmes publics">
                {programs.data.others.map((program) => (
                  <option key={program.id} value={program.id}>
                    {program.title}
                  </option>
                ))}
              </optgroup>
            </select>
            <Button type="submit" disabled={!programId || assign.isPending}>
              Assigner
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
