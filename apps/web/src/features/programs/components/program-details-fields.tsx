import { LEVEL_LABELS, LEVELS, PROGRAM_LIMITS } from '@elan/domain';
import { useId } from 'react';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { CreateProgramForm } from '../use-create-program-form.ts';

/** « Nouveau programme » details: title, description, goal, level and duration. */
export function ProgramDetailsFields({ form }: { form: CreateProgramForm }) {
  const levelLegendId = useId();
  const { values, errors, isSubmitting, onTextChange } = form;
  return (
    <>
      <TextField
        ref={form.titleRef}
        label="Titre"
        name="title"
        required
        maxLength={PROGRAM_LIMITS.titleMax}
        placeholder="Ex. : Full body express"
        value={values.title}
        onChange={onTextChange('title')}
        error={errors.title}
        disabled={isSubmitting}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={3}
        maxLength={PROGRAM_LIMITS.descriptionMax}
        placeholder="À qui s'adresse ce programme, comment il se déroule…"
        value={values.description}
        onChange={onTextChange('description')}
        error={errors.description}
        disabled={isSubmitting}
      />
      <TextField
        label="Objectif"
        name="goal"
        maxLength={PROGRAM_LIMITS.goalMax}
        placeholder="Ex. : Gagner en endurance"
        value={values.goal}
        onChange={onTextChange('goal')}
        error={errors.goal}
        disabled={isSubmitting}
      />

      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <fieldset aria-labelledby={levelLegendId} disabled={isSubmitting} className="min-w-0">
          <legend id={levelLegendId} className="mb-1.5 font-medium text-sm text-stone-700">
            Niveau
          </legend>
          <div className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1">
            {LEVELS.map((level) => (
              <label
                key={level}
                className="relative flex h-9 cursor-pointer items-center justify-center rounded-lg px-1 text-center font-medium text-sm text-stone-600 transition-colors has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="difficulty_level"
                  value={level}
                  checked={values.difficulty_level === level}
                  onChange={() => form.onLevelChange(level)}
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
          value={values.duration_weeks}
          onChange={onTextChange('duration_weeks')}
          error={errors.duration_weeks}
          disabled={isSubmitting}
        />
      </div>
    </>
  );
}
