import { type RefObject, useState } from 'react';
import { shareFileName } from './card-theme.ts';

/** Spec §9: pixel ratio 2 on a 540×960 canvas gives the 1080×1920 PNG; wait 500 ms first. */
const PIXEL_RATIO = 2;
const CANVAS_WIDTH = 540;
const CANVAS_HEIGHT = 960;
const SETTLE_MS = 500;

export const GENERATION_ERROR = "Erreur lors de la génération de l'image";

type ShareImageState =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'generated'; dataUrl: string };

function dataUrlToFile(dataUrl: string, name: string): File {
  const [, base64 = ''] = dataUrl.split(',');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

function download(dataUrl: string, name: string) {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = name;
  link.click();
}

/**
 * Spec §4 share card: not generated → generating → generated; Régénérer clears. html-to-image is
 * loaded only here, the first time a card is generated.
 */
export function useShareImage(nodeRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<ShareImageState>({ status: 'idle' });

  const generate = async () => {
    const node = nodeRef.current;
    if (!node) return;
    setState({ status: 'generating' });
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const { toPng } = await import('html-to-image');
      const dataUrl = await toPng(node, {
        pixelRatio: PIXEL_RATIO,
        canvasWidth: CANVAS_WIDTH,
        canvasHeight: CANVAS_HEIGHT,
        cacheBust: true,
      });
      setState({ status: 'generated', dataUrl });
    } catch (error) {
      console.error(GENERATION_ERROR, error);
      setState({ status: 'idle' });
      window.alert(GENERATION_ERROR);
    }
  };

  const onDownload = () => {
    if (state.status === 'generated') download(state.dataUrl, shareFileName());
  };

  /** Native sharing with the file where the browser can; otherwise the download (spec §9). */
  const onShare = async () => {
    if (state.status !== 'generated') return;
    const file = dataUrlToFile(state.dataUrl, shareFileName());
    if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
      try {
        await navigator.share({ files: [file], title: 'Ma carte du jour Élan' });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          download(state.dataUrl, file.name);
      }
      return;
    }
    download(state.dataUrl, file.name);
  };

  return { state, generate, onDownload, onShare, clear: () => setState({ status: 'idle' }) };
}
