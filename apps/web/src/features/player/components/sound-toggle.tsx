import { Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { isSoundOn, setSoundOn } from '../player-sound.ts';

/** Sound on or off for the player's beeps (the vibration stays). */
export function SoundToggle() {
  const [isOn, setIsOn] = useState(isSoundOn);
  return (
    <button
      type="button"
      aria-pressed={!isOn}
      onClick={() => {
        setSoundOn(!isOn);
        setIsOn(!isOn);
      }}
      className="inline-flex size-11 items-center justify-center rounded-full bg-stone-100 text-stone-900 transition-colors hover:bg-stone-200"
    >
      {isOn ? (
        <Volume2 aria-hidden="true" className="size-5" />
      ) : (
        <VolumeX aria-hidden="true" className="size-5" />
      )}
      <span className="sr-only">Couper le son</span>
    </button>
  );
}
