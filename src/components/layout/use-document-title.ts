import * as React from "react";
import { fullTitle } from "./Seo";

/**
 * Keeps the document's title on `title` ("| IKY Yoga" added) for a client-only page whose words
 * come once it has loaded, which its `Head` cannot know. Gatsby may render the Head's `<title>`
 * after this effect ran: a new `<title>` in the head is set to `title` again.
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
