/**
 * The chat's microphone: toggles listening on and off; each final transcript goes to `onFinal`.
 * A recognition error only stops listening (spec §8: logged only).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { finalTranscript, recognitionClass, SPEECH_LANGUAGE, type Recognition } from './speech';

export function useSpeech(onFinal: (text: string) => void) {
  const [supported] = useState(() => typeof window !== 'undefined' && recognitionClass(window) !== null);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const latest = useRef(onFinal);
  useEffect(() => {
    latest.current = onFinal;
  }, [onFinal]);

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Recognition = recognitionClass(window);
    if (!Recognition) return;
    const instance = new Recognition();
    instance.lang = SPEECH_LANGUAGE;
    instance.continuous = true;
    instance.interimResults = true;
    instance.onresult = (event) => {
      const text = finalTranscript(event);
      if (text !== '') latest.current(text);
    };
    instance.onerror = (event) => {
      console.warn('Speech recognition error', event.error);
      if (recognition.current === instance) stop();
    };
    instance.onend = () => {
      if (recognition.current === instance) {
        recognition.current = null;
        setListening(false);
      }
    };
    try {
      instance.start();
      recognition.current = instance;
      setListening(true);
    } catch (error) {
      console.warn('Speech recognition could not start', error);
      setListening(false);
    }
  }, [stop]);

  const toggle = useCallback(() => (recognition.current ? stop() : start()), [start, stop]);

  // Closing the chat stops the microphone.
  useEffect(() => () => recognition.current?.abort?.(), []);

  return { supported, listening, toggle, stop };
}
