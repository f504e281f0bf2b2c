/**
 * Which EchoRoom view is open. The mode buttons sit in the tension panel and the view in the
 * EchoRoom Reflection card below it; this context joins the two without touching the page state.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { EchoMode } from '@contract/echo-room';

interface EchoRoomState {
  mode: EchoMode | null;
  /** Increases on each open, so the view can take focus even when the same mode is chosen again. */
  openCount: number;
  open: (mode: EchoMode) => void;
  close: () => void;
}

const EchoRoomContext = createContext<EchoRoomState | null>(null);

export function EchoRoomProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<EchoMode | null>(null);
  const [openCount, setOpenCount] = useState(0);
  const value = useMemo<EchoRoomState>(
    () => ({
      mode,
      openCount,
      open: (next) => {
        setMode(next);
        setOpenCount((count) => count + 1);
      },
      close: () => setMode(null),
    }),
    [mode, openCount],
  );
  return <EchoRoomContext.Provider value={value}>{children}</EchoRoomContext.Provider>;
}

export function useEchoRoom(): EchoRoomState {
  const state = useContext(EchoRoomContext);
  if (!state) throw new Error('useEchoRoom needs an <EchoRoomProvider>');
  return state;
}
