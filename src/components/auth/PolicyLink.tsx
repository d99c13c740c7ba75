import * as React from "react";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { localizedPath } from "../../i18n/locale";

/** The policy from inside a form: a new tab, so nothing typed in the form is lost. */
export function PolicyLink({ children }: { children?: string }) {
  const { auth, ui } = useMessages();
  const { locale } = useLocale();
  return (
    <a href={localizedPath("/privacidad/", locale)} target="_blank" rel="noopener">
      {children ?? auth.policy.link}
      <span className="visually-hidden">{ui.newTab}</span>
    </a>
  );
}
