import { Camera, CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';

type PhotoPickerProps = {
  photoUrl: string | null;
  /** Says what the photo shows: « Prise après la séance « Haut du corps » ». */
  photoAlt: string;
  isUploading: boolean;
  /** The completion is not saved yet: nothing to attach the photo to. */
  isDisabled: boolean;
  onSelect: (file: File) => void;
};

/** Optional session photo (spec §5: the input accepts images), with its preview once saved. */
export function PhotoPicker({ photoUrl, photoAlt, isUploading, isDisabled, onSelect }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3">
      <h2 className="font-bold text-lg text-stone-900">Photo de séance</h2>
      {photoUrl && (
        <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
          <img src={photoUrl} alt={photoAlt} className="max-h-80 w-full object-cover" />
          <figcaption className="flex items-center gap-1.5 px-3 py-2 font-medium text-emerald-800 text-sm">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Photo enregistrée avec la séance
          </figcaption>
        </figure>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={isDisabled || isUploading}
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Choosing the same file again must fire again.
            event.target.value = '';
            if (file) onSelect(file);
          }}
        />
        <label
          htmlFor={inputId}
          className={
            'flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-2xl border-2 border-stone-300 border-dashed bg-white px-4 py-3 font-semibold text-stone-700 transition-colors ' +
            'hover:border-brand-300 hover:bg-brand-50/40 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2 ' +
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60'
          }
        >
          {isUploading ? (
            <Spinner size="sm" label="Envoi de la photo" />
          ) : (
            <Camera aria-hidden="true" className="size-5" />
          )}
          {photoUrl ? 'Changer la photo' : 'Ajouter une photo'}
        </label>
        <p id={hintId} className="mt-1.5 text-stone-500 text-xs">
          JPEG, PNG, WebP ou HEIC, 10 Mo maximum. La localisation est retirée.
        </p>
      </div>
    </div>
  );
}
