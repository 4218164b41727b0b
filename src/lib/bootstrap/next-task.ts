/**
 * Resolves in a task of its own, after whatever the browser has queued (input, paint): how the
 * app's start gives the main thread back between its steps on a slow phone (decision 196).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
