import * as React from "react";
import { useMessages, useLocalizedPath } from "../../i18n/LocaleContext";

type Props = { children?: string; path?: string };

/** A legal page from inside a form: a new tab, so nothing typed in the form is lost. */
export function PolicyLink({ children, path = "/privacidad/" }: Props) {
  const { auth, ui } = useMessages();
  const to = useLocalizedPath();
  return (
    <a href={to(path)} target="_blank" rel="noopener">
      {children ?? auth.policy.link}
      <span className="visually-hidden">{ui.newTab}</span>
    </a>
  );
}
