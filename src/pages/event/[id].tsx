import * as React from "react";
import { navigate, type HeadProps, type PageProps } from "gatsby";
import { Seo, pageHead } from "../../components/layout/Seo";
import { Loader } from "../../components/ui/Loader";
import { useLocalizedPath, useMessages } from "../../i18n/LocaleContext";

/** /event/<id> of an event newer than the build (docs/product.md §2): on to /events/<id>/. */
export default function EventAliasRedirect({ params }: PageProps) {
  const id = params.id ?? "";
  const to = useLocalizedPath();
  React.useEffect(() => {
    void navigate(to(`/events/${encodeURIComponent(id)}/`), { replace: true });
  }, [id, to]);
  return <Loader />;
}

export const Head = pageHead(function EventAliasRedirectHead({ params }: HeadProps) {
  const id = params.id ?? "";
  const t = useMessages().events;
  return (
    <Seo
      title={t.event}
      description={t.redirecting}
      path={id ? `/event/${encodeURIComponent(id)}/` : "/event/"}
      noindex
    />
  );
});
