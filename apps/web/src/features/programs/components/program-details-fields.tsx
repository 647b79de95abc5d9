import { LEVEL_LABELS, LEVELS, type Level, PROGRAM_LIMITS } from '@elan/domain';
import { type Ref, useId } from 'react';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { CreateProgramForm } from '../use-create-program-form.ts';

type DetailsField = 'title' | 'description' | 'goal' | 'duration_weeks';

/** What the details need of a form: the « Nouveau programme » modal's and the editor's alike. */
export type ProgramDetailsProps = {
  values: Record<DetailsField, string> & { difficulty_level: Level };
  errors: Partial<Record<DetailsField, string>>;
  disabled: boolean;
  onText: (field: DetailsField) => (event: { target: { value: string } }) => void;
  onLevel: (level: Level) => void;
  titleRef?: Ref<HTMLInputElement>;
  /** The modal suggests what to write; the editor shows the programme's own values. */
  withExamples?: boolean;
  /** Touch targets: the editor's 44 px, the modal's denser 36 px. */
  levelHeight?: 'h-9' | 'h-11';
};

/** A programme's details: title, description, goal, level and duration. */
export function ProgramDetails(props: ProgramDetailsProps) {
  const { values, errors, disabled, onText, withExamples = false, levelHeight = 'h-9' } = props;
  const levelLegendId = useId();
  return (
    <>
      <TextField
        ref={props.titleRef}
        label="Titre"
        name="title"
        required
        maxLength={PROGRAM_LIMITS.titleMax}
        placeholder={withExamples ? 'Ex. : Full body express' : undefined}
        value={values.title}
        onChange={onText('title')}
        error={errors.title}
        disabled={disabled}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={3}
        maxLength={PROGRAM_LIMITS.descriptionMax}
        placeholder={withExamples ? "À qui s'adresse ce programme, comment il se déroule…" : undefined}
        value={values.description}
        onChange={onText('description')}
        error={errors.description}
        disabled={disabled}
      />
      <TextField
        label="Objectif"
        name="goal"
        maxLength={PROGRAM_LIMITS.goalMax}
        placeholder={withExamples ? 'Ex. : Gagner en endurance' : undefined}
        value={values.goal}
        onChange={onText('goal')}
        error={errors.goal}
        disabled={disabled}
      />

      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <fieldset aria-labelledby={levelLegendId} disabled={disabled} className="min-w-0">
          <legend id={levelLegendId} className="mb-1.5 font-medium text-sm text-stone-700">
            Niveau
          </legend>
          <div className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1">
            {LEVELS.map((level) => (
              <label
                key={level}
                className={`relative flex ${levelHeight} cursor-pointer items-center justify-center rounded-lg px-1 text-center font-medium text-sm text-stone-600 transition-colors has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600`}
              >
                <input
                  type="radio"
                  name="difficulty_level"
                  value={level}
                  checked={values.difficulty_level === level}
                  onChange={() => props.onLevel(level)}
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
          onChange={onText('duration_weeks')}
          error={errors.duration_weeks}
          disabled={disabled}
        />
      </div>
    </>
  );
}

/** « Nouveau programme » details. */
export function ProgramDetailsFields({ form }: { form: CreateProgramForm }) {
  return (
    <ProgramDetails
      values={form.values}
      errors={form.errors}
      disabled={form.isSubmitting}
      onText={form.onTextChange}
      onLevel={form.onLevelChange}
      titleRef={form.titleRef}
      withExamples
    />
  );
}
