import * as React from "react";
import { fullTitle } from "./Seo";

/**
 * Keeps the document's title on `title` (a page title, "| IKY Yoga" added) while the calling
 * component shows: for a client-only page whose words change once it has loaded (an event newer
 * than the build), which its `Head`, rendered from the page's props alone, cannot know. Gatsby
 * renders the Head after the page, in a root of its own, and may put its `<title>` back after
 * this effect ran: a new `<title>` in the head is set to `title` again.
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
