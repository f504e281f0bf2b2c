/**
 * The tone engine in a module Web Worker (issue 15 "The page never freezes"): a 1 MB text takes
 * hundreds of milliseconds to analyse, which on the page's thread froze typing, scrolling and the
 * progress display. The worker imports the same engine module the server and the CLI run and
 * answers with its result unchanged (structured clone keeps numbers, strings and field order), so
 * the numbers match a main-thread analysis exactly.
 */
import { analyse } from '@engine/analyse';
import { packResult, type EngineMessage, type EngineRequest } from './protocol';

// The DOM library types `self` as a Window; in a dedicated worker it is the worker's scope.
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<EngineRequest>) => void): void;
  postMessage(message: EngineMessage, transfer?: Transferable[]): void;
};

scope.addEventListener('message', ({ data }) => {
  try {
    const { result, characterValues } = packResult(analyse(data.text, data.mode));
    scope.postMessage(
      { kind: 'result', id: data.id, result, characterValues },
      characterValues ? [characterValues.buffer] : [],
    );
  } catch (error) {
    scope.postMessage({
      kind: 'error',
      id: data.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

scope.postMessage({ kind: 'ready' });
