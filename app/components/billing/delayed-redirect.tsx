import { useEffect } from "react";
import { Link, useNavigate } from "react-router";

/** Moves on after `ms` (the product's timed redirects), with a link for whoever is faster or has no JavaScript. */
export function DelayedRedirect({ to, ms, label }: { to: string; ms: number; label: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms]);
  return (
    <Link to={to} className="mt-6 inline-block font-semibold text-pine-700 underline hover:text-pine-800">
      {label}
    </Link>
  );
}
