import { ButtonLink } from "#app/components/ui/button.tsx";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import type { Route } from "./+types/dashboard";

const memberSinceFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { email: user.email, memberSince: memberSinceFormat.format(user.memberSince), isAdmin: user.role === "admin" };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">Dashboard</h1>
      <div className="mt-8 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold text-ink">Your account</h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-ink-muted">E-mail</dt>
          <dd className="text-ink">{loaderData.email}</dd>
          <dt className="font-medium text-ink-muted">Member since</dt>
          <dd className="text-ink">{loaderData.memberSince}</dd>
          {loaderData.isAdmin ? (
            <>
              <dt className="font-medium text-ink-muted">Role</dt>
              <dd className="text-ink">Administrator</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="mt-8 rounded-xl border border-sand-200 bg-sand-100 p-6">
        <h2 className="text-xl font-semibold text-ink">Sell your camper</h2>
        <p className="mt-2 text-ink-muted">
          Choose a listing tier, add your photos and details, and reach buyers today.
        </p>
        <ButtonLink to="/sell-your-camper" className="mt-4">
          Sell Your Camper
        </ButtonLink>
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: "Dashboard | Roamstead" }, { name: "robots", content: "noindex" }];
}
