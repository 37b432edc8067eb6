import type { ReactNode } from "react";
import { Link } from "react-router";

/** A page of account settings' own (API keys, webhooks): the way back to /account, its heading and what it is for. */
export function AccountSubpage({
  back,
  heading,
  intro,
  children,
}: {
  back: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p>
        <Link to="/account" className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline">
          {back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-pine-800">{heading}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
      {children}
    </section>
  );
}
