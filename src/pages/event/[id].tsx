import * as React from "react";
import { navigate, type PageProps } from "gatsby";
import { Seo } from "../../components/layout/Seo";
import { Loader } from "../../components/ui/Loader";

/**
 * The other notation of docs/product.md §2, /event/<id>: prebuilt events have an alias page; for newer ones
 * this client-only route sends the visitor to /events/<id>/.
 */
export default function EventAliasRedirect({ params }: PageProps) {
  const id = (params as { id?: string }).id ?? "";
  React.useEffect(() => {
    void navigate(`/events/${encodeURIComponent(id)}/`, { replace: true });
  }, [id]);
  return (
    <>
      <Seo
        title="Evento"
        description="Te llevamos a la página del evento."
        path={id ? `/event/${encodeURIComponent(id)}/` : "/event/"}
        noindex
      />
      <Loader />
    </>
  );
}
