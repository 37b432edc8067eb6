import { OwnBuilderProfiles } from "#app/components/builders/own-builder-profiles.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { findUnusedBuilderSession } from "#app/modules/builders/find-unused-builder-session.server.ts";
import { listOwnBuilderProfiles } from "#app/modules/builders/list-own-builder-profiles.server.ts";
import type { Route } from "./+types/my-profile";

// /my-builder-profile (guarded): the user's builder profiles, a paid package still waiting for its
// profile, or the way to get one.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const [profiles, waiting] = await Promise.all([
    listOwnBuilderProfiles(db, user.id),
    findUnusedBuilderSession(db, user.id),
  ]);
  return { profiles, hasPaidPackageWaiting: waiting !== null };
}

export default function MyBuilderProfile({ loaderData }: Route.ComponentProps) {
  const { profiles, hasPaidPackageWaiting } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">My Builder Profile</h1>
      {hasPaidPackageWaiting ? (
        <div className="mt-8 rounded-xl border border-pine-100 bg-pine-50 p-6">
          <h2 className="text-xl font-semibold text-ink">Your package is paid</h2>
          <p className="mt-2 text-ink-muted">Your Roamstead Builder package is ready for its profile.</p>
          <ButtonLink to="/submit-builder" className="mt-4">
            Submit Your Builder Profile
          </ButtonLink>
        </div>
      ) : null}
      <div className="mt-8">
        {profiles.length > 0 || hasPaidPackageWaiting ? (
          <OwnBuilderProfiles profiles={profiles} emptyText="You have not submitted a builder profile yet." />
        ) : (
          <div className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-ink">You have no builder profile yet</h2>
            <p className="mt-2 text-ink-muted">
              Custom camper builders get a year-long profile on the Featured Builders page, 3 free camper listings and
              20% off every listing after the third.
            </p>
            <ButtonLink to="/builder-pricing" className="mt-4">
              Become a Featured Builder
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: "My Builder Profile | Roamstead" }, { name: "robots", content: "noindex" }];
}
