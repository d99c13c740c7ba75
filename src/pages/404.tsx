import * as React from "react";
import { Seo, pageHead } from "../components/layout/Seo";
import { NotFound } from "../components/ui/NotFound";
import { useMessages } from "../i18n/LocaleContext";

/** The 404 of each language (/404.html and /en/404.html, served by deploy/policy.mjs). */
export default function NotFoundPage() {
  return <NotFound />;
}

export const Head = pageHead(function NotFoundHead() {
  const t = useMessages().layout;
  return <Seo title={t.notFoundTitle} description={t.notFoundDescription} path="/404/" noindex />;
});
