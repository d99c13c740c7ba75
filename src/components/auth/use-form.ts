import * as React from "react";

/**
 * Values of a form kept across failures, and a submit that runs once at a time: a second
 * click while the first call is out does nothing.
 */
export function useForm<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = React.useState<T>(initial);
  const [busy, setBusy] = React.useState(false);
  const running = React.useRef(false);

  const bind = React.useCallback(
    <K extends keyof T & string>(name: K) => ({
      name,
      value: values[name] as string,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    }),
    [values],
  );

  const set = React.useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const run = React.useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { values, bind, set, busy, run };
}
