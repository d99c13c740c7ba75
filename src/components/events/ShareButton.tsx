import * as React from "react";
import { Button } from "../ui/Button";
import * as styles from "./EventActions.module.css";
import { useMessages } from "../../i18n/LocaleContext";

type Status = "idle" | "copied" | "manual";

// Focus (and with it the selection) goes to the link, ready for Ctrl+C. Stable: once per mount.
const focusOnMount = (field: HTMLInputElement | null) => field?.focus();

/** The system's share sheet, else the link copied, else the link shown selected to copy by hand. */
export default function ShareButton({ title, path }: { title: string; path: string }) {
  const t = useMessages().events;
  const [status, setStatus] = React.useState<Status>("idle");
  const fieldId = React.useId();

  const share = async () => {
    const link = `${window.location.origin}${path}`;
    setStatus("idle");
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: title, url: link });
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setStatus("copied");
    } catch {
      setStatus("manual");
    }
  };

  return (
    <div>
      <Button variant="secondary" size="small" onClick={() => void share()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
        </svg>
        {t.share}
      </Button>
      <div role="status" aria-live="polite">
        {status === "copied" && <p className={styles.copied}>{t.copied}</p>}
        {status === "manual" && (
          <p className={styles.manual}>
            <label htmlFor={fieldId}>{t.copyByHand}</label>
            <input
              id={fieldId}
              ref={focusOnMount}
              className={styles.linkField}
              type="text"
              readOnly
              value={`${window.location.origin}${path}`}
              onFocus={(event) => event.currentTarget.select()}
            />
          </p>
        )}
      </div>
    </div>
  );
}
