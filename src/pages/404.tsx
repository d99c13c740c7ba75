import * as React from "react";
import { seoHead } from "../components/layout/Seo";
import { NotFound } from "../components/ui/NotFound";

/** The 404 of each language (/404.html and /en/404.html, served by deploy/policy.mjs). */
export default function NotFoundPage() {
  return <NotFound />;
}

export const Head = seoHead(
  "/404/",
  (t) => ({ title: t.layout.notFoundTitle, description: t.layout.notFoundDescription }),
  { noindex: true },
);
