/**
 * True from the first time `open` is true: a modal loaded on demand mounts when it first opens and
 * stays mounted, so it keeps its state and its closing animation, as one mounted from the start.
 */
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render (React's pattern for state derived from props): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
