import { LEVEL_LABELS, LEVELS, PROGRAM_LIMITS } from '@elan/domain';
import { useId } from 'react';
import { Card } from '../../../../components/ui/card.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { ProgramTextField } from '../../program-editor-values.ts';
import type { ProgramEditorForm } from '../../use-program-editor.ts';

/** The programme's own fields: title, description, goal, level, weeks and the deload's rhythm. */
export function EditorProgramFields({ form }: { form: ProgramEditorForm }) {
  const headingId = useId();
  const levelLegendId = useId();
  const { values, errors, isSaving, change } = form;
  const onText = (field: ProgramTextField) => (event: { target: { value: string } }) =>
    change({ type: 'programField', field, value: event.target.value }, `program.${field}`);

  return (
    <Card className="p-4 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Le programme
        </h2>
        <TextField
          label="Titre"
          name="title"
          required
          maxLength={PROGRAM_LIMITS.titleMax}
          value={values.program.title}
          onChange={onText('title')}
          error={errors['program.title']}
          disabled={isSaving}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={3}
          maxLength={PROGRAM_LIMITS.descriptionMax}
          value={values.program.description}
          onChange={onText('description')}
          error={errors['program.description']}
          disabled={isSaving}
        />
        <TextField
          label="Objectif"
          name="goal"
          maxLength={PROGRAM_LIMITS.goalMax}
          value={values.program.goal}
          onChange={onText('goal')}
          error={errors['program.goal']}
          disabled={isSaving}
        />
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <fieldset aria-labelledby={levelLegendId} disabled={isSaving} className="min-w-0">
            <legend id={levelLegendId} className="mb-1.5 font-medium text-sm text-stone-700">
              Niveau
            </legend>
            <div className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1">
              {LEVELS.map((level) => (
                <label
                  key={level}
                  className="relative flex h-11 cursor-pointer items-center justify-center rounded-lg px-1 text-center font-medium text-sm text-stone-600 transition-colors has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name="difficulty_level"
                    value={level}
                    checked={values.program.difficulty_level === level}
                    onChange={() => change({ type: 'level', level })}
                    className="sr-only"
                  />
                  {LEVEL_LABELS[level]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label="Durée (semaines)"
            name="duration_weeks"
            type="number"
            inputMode="numeric"
            min={PROGRAM_LIMITS.durationWeeks.min}
            max={PROGRAM_LIMITS.durationWeeks.max}
            value={values.program.duration_weeks}
            onChange={onText('duration_weeks')}
            error={errors['program.duration_weeks']}
            disabled={isSaving}
          />
        </div>
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
