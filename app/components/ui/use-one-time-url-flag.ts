import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * Whether the page was opened with `?{name}={value}` (a notice after a redirect: submitted, deleted).
 * The flag then leaves the URL, so a reload or a shared link does not show the notice again; the
 * answer stays true while this page is shown.
 */
export function useOneTimeUrlFlag(name: string, value = "true"): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [wasSet] = useState(() => new URLSearchParams(location.search).get(name) === value);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(name)) return;
    params.delete(name);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "" },
      { replace: true, preventScrollReset: true },
    );
  }, [location.pathname, location.search, name, navigate]);
  return wasSet;
}
