import * as React from "react";
import {
  EMPTY_QUERY,
  isEmptyQuery,
  queryOf,
  searchWithQuery,
  type RegistryQuery,
} from "../../lib/registry-search";

/**
 * The search boxes' state, mirrored in the URL query so a result can be shared. Read after
 * mount, written with replaceState: typing piles up no history, nor goes through Gatsby's
 * router, which would scroll to the top on every keystroke.
 */
export function useUrlQuery(typedBeforeHydration?: () => RegistryQuery | null) {
  const [query, setQuery] = React.useState<RegistryQuery>(EMPTY_QUERY);
  const typed = React.useRef(typedBeforeHydration);

  const update = React.useCallback((next: RegistryQuery) => {
    setQuery(next);
    const { pathname, search, hash } = window.location;
    const nextSearch = searchWithQuery(search, next);
    if (nextSearch !== search) {
      window.history.replaceState(window.history.state, "", `${pathname}${nextSearch}${hash}`);
    }
  }, []);

  // What a visitor typed into the prebuilt boxes before React took over wins over the URL:
  // nothing typed is lost.
  React.useEffect(() => {
    const early = typed.current?.();
    if (early && !isEmptyQuery(early)) {
      update(early);
      return;
    }
    const fromUrl = queryOf(new URLSearchParams(window.location.search));
    if (!isEmptyQuery(fromUrl)) setQuery(fromUrl);
  }, [update]);

  return [query, update] as const;
}
