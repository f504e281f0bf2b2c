/**
 * Resolves in a new task of the page's event loop (issue 15 "The page never freezes"): work after
 * it does not add to the task before it. A message on a MessageChannel, not setTimeout(0), which
 * background tabs delay to a second or more.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
