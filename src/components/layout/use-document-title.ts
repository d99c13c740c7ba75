import * as React from "react";
import { fullTitle } from "./Seo";

/**
 * The document's title for a client-only page whose words come after loading, which its `Head`
 * cannot know; kept over a `<title>` Gatsby renders later.
 */
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
