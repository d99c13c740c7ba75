import * as React from "react";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { localizedPath } from "../../i18n/locale";

export const POLICY_PATH = "/privacidad/";

/** The policy from inside a form: a new tab, so nothing typed in the form is lost. */
export function PolicyLink({ children }: { children?: string }) {
  const t = useMessages().auth.policy;
  const { locale } = useLocale();
  return (
    <a href={localizedPath(POLICY_PATH, locale)} target="_blank" rel="noopener">
      {children ?? t.link}
      <span className="visually-hidden">{t.newTab}</span>
    </a>
  );
}
