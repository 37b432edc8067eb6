import { useLocation } from "react-router";

/**
 * An admin page's own address without the `?delete=` confirmation state (where its forms post and its
 * Cancel leads), its parameters, and the address with some parameters changed (`null` removes one).
 */
export function useAdminPageUrl(pathname: string) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("delete");
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return { params, withParams, pageUrl: withParams({}) };
}
