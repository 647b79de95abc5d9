import { FEELING_EMOJIS, FEELING_LABELS, FEELINGS, type Feeling } from '@elan/domain';
import { FeelingFace } from '../../../components/ui/feeling-face.tsx';

type FeelingPickerProps = {
  value: Feeling | null;
  onChange: (feeling: Feeling) => void;
  isDisabled?: boolean;
};

/** The five feelings, each a drawn face beside its emoji, with their labels (spec §9), as one radio group with big targets. */
export function FeelingPicker({ value, onChange, isDisabled = false }: FeelingPickerProps) {
  return (
    // min-w-0: a fieldset is at least as wide as its content by default.
    <fieldset disabled={isDisabled} className="min-w-0">
      {/* A legend ignores the fieldset's gap: its own margin keeps the tiles off the heading. */}
      <legend className="mb-3 font-bold text-lg text-stone-900">Comment t'es-tu senti ?</legend>
      {/* Five in a row only where the card is wide enough for « Excellent »; three then two below. */}
      <div className="@container">
        <div className="flex flex-wrap justify-center gap-2 @md:flex-nowrap">
          {FEELINGS.map((feeling) => (
            <label
              key={feeling}
              className={
                'flex min-h-20 min-w-0 basis-[calc((100%-1rem)/3)] cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 px-1 py-2 text-center transition-colors @md:flex-1 @md:basis-0 ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2 ' +
                (value === feeling
                  ? 'border-brand-500 bg-brand-50 text-brand-800'
                  : 'border-stone-200 bg-white text-stone-700 hover:border-brand-200')
              }
            >
              <input
                type="radio"
                name="feeling"
                value={feeling}
                checked={value === feeling}
                onChange={() => onChange(feeling)}
                className="sr-only"
              />
              <span className="flex items-center gap-1.5">
                <FeelingFace feeling={feeling} size="lg" />
                <span aria-hidden="true" className="text-2xl leading-none">
                  {FEELING_EMOJIS[feeling]}
                </span>
              </span>
              <span className="max-w-full break-words font-semibold text-sm">{FEELING_LABELS[feeling]}</span>
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
