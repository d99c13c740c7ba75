import * as React from "react";

/** Where a request started in the browser stands. */
export type AsyncState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "success"; data: T }
  | { status: "error"; error: unknown };

/**
 * Runs `task` after mount and again when `deps` change or on `retry`, and tells where it stands
 * (idle: no task). The signal aborts when the inputs change or on unmount, and a later answer is
 * dropped, so a slow old request never overwrites a newer one. `initial` is the prebuilt HTML's
 * state: it must not depend on the URL (a client-only route is built without its query).
 */
export function useAsync<T>(
  task: ((signal: AbortSignal) => Promise<T>) | null,
  deps: React.DependencyList,
  initial: "idle" | "loading" = "loading",
): { state: AsyncState<T>; retry: () => void } {
  const [state, setState] = React.useState<AsyncState<T>>({ status: initial });
  const [attempt, setAttempt] = React.useState(0);
  const taskRef = React.useRef(task);
  taskRef.current = task;

  React.useEffect(() => {
    const run = taskRef.current;
    if (!run) {
      setState({ status: "idle" });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "success", data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", error });
      },
    );
    return () => controller.abort();
    // The task is read from the ref: the caller's deps say when it is a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, task === null, attempt]);

  const retry = React.useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
