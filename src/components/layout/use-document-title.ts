import * as React from "react";
import { fullTitle } from "./Seo";

/** The title of a client-only page whose words come later, kept over its Head's `<title>`. */
export function useDocumentTitle(title: string): void {
  React.useEffect(() => {
    const shown = fullTitle(title);
    const apply = () => {
      if (document.title !== shown) document.title = shown;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [title]);
}
