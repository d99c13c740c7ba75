import * as React from "react";
import { Seo } from "../components/layout/Seo";
import { NotFound } from "../components/ui/NotFound";

export default function NotFoundPage() {
  return (
    <>
      <Seo
        title="Página no encontrada"
        description="Esta página no existe en IKY Yoga."
        path="/404/"
        noindex
      />
      <NotFound />
    </>
  );
}
