import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  ReadAloudController,
  type SynthesiserLike,
  type UtteranceLike,
} from './read-aloud-controller';

/** The browser's speech synthesis, or null where there is none. */
function browserSynthesiser() {
  if (
    typeof window === 'undefined' ||
    !('speechSynthesis' in window) ||
    !window.speechSynthesis ||
    typeof window.SpeechSynthesisUtterance !== 'function'
  ) {
    return null;
  }
  return window.speechSynthesis;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Read aloud for the texts of a story (the title, then each page). `isAvailable` is false
 * where the browser has no speech synthesis or no voice: the controls hide. `hasNoVoiceForBook`
 * is true where it has voices but none in the book's language (a Hindi book on a browser with
 * English voices only): the reader says so instead. Speech stops when the reader is left.
 */
export function useReadAloud(options: {
  texts: readonly string[];
  lang?: string;
  onTurnPage: (unit: number) => void;
}) {
  const [controller] = useState(() => {
    const synth = browserSynthesiser();
    if (!synth) return null;
    return new ReadAloudController({
      synth: synth as unknown as SynthesiserLike,
      createUtterance: (text) =>
        new window.SpeechSynthesisUtterance(text) as unknown as UtteranceLike,
      texts: options.texts,
      lang: options.lang,
      storage: browserStorage(),
    });
  });
  useEffect(() => {
    controller?.setTurnPage(options.onTurnPage);
  });
  useEffect(() => controller?.connect(), [controller]);
  const state = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getState ?? noState,
  );
  const hasVoices = controller !== null && state !== null && state.voices.length > 0;
  const hasVoiceForBook = hasVoices && controller.currentVoice() !== null;
  return {
    controller,
    state,
    isAvailable: hasVoiceForBook,
    hasNoVoiceForBook: hasVoices && !hasVoiceForBook,
  };
}

const noSubscription = () => () => {};
const noState = () => null;
