import { PROGRAM_LIMITS } from '@elan/domain';
import { useId } from 'react';
import { Card } from '../../../../components/ui/card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { ProgramTextField } from '../../program-editor-values.ts';
import type { ProgramEditorForm } from '../../use-program-editor.ts';
import { ProgramDetails } from '../program-details-fields.tsx';

/** The programme's own fields: title, description, goal, level, weeks and the deload's rhythm. */
export function EditorProgramFields({ form }: { form: ProgramEditorForm }) {
  const headingId = useId();
  const { values, errors, isSaving, change } = form;
  const onText = (field: ProgramTextField) => (event: { target: { value: string } }) =>
    change({ type: 'programField', field, value: event.target.value }, `program.${field}`);

  return (
    <Card className="p-4 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Le programme
        </h2>
        <ProgramDetails
          values={values.program}
          errors={{
            title: errors['program.title'],
            description: errors['program.description'],
            goal: errors['program.goal'],
            duration_weeks: errors['program.duration_weeks'],
          }}
          disabled={isSaving}
          onText={onText}
          onLevel={(level) => change({ type: 'level', level })}
          levelHeight="h-11"
        />
        <TextField
          label="Semaine de décharge toutes les N semaines"
          name="deload_every_weeks"
          type="number"
          inputMode="numeric"
          min={PROGRAM_LIMITS.deloadEveryWeeks.min}
          max={PROGRAM_LIMITS.deloadEveryWeeks.max}
          placeholder="Jamais"
          hint={`De ${PROGRAM_LIMITS.deloadEveryWeeks.min} à ${PROGRAM_LIMITS.deloadEveryWeeks.max} semaines ; vide : jamais.`}
          value={values.program.deload_every_weeks}
          onChange={onText('deload_every_weeks')}
          error={errors['program.deload_every_weeks']}
          disabled={isSaving}
          className="sm:max-w-xs"
        />
      </section>
    </Card>
  );
}
