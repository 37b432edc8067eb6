import { OwnBuilderProfiles } from "#app/components/builders/own-builder-profiles.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { findUnusedBuilderSession } from "#app/modules/builders/find-unused-builder-session.server.ts";
import { listOwnBuilderProfiles } from "#app/modules/builders/list-own-builder-profiles.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Route } from "./+types/my-profile";

export const handle: MessagesHandle = { messages: ["builders"] };

// /my-builder-profile (guarded): the user's builder profiles, a paid package still waiting for its
// profile, or the way to get one.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const [profiles, waiting] = await Promise.all([
    listOwnBuilderProfiles(db, user.id),
    findUnusedBuilderSession(db, user.id),
  ]);
  const metaTitle = `${requestTranslator(request).t("builders.mine.heading")} | Roamstead`;
  return { profiles, hasPaidPackageWaiting: waiting !== null, metaTitle };
}

export default function MyBuilderProfile({ loaderData }: Route.ComponentProps) {
  const { profiles, hasPaidPackageWaiting } = loaderData;
  const { t } = useTranslator();
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("builders.mine.heading")}</h1>
      {hasPaidPackageWaiting ? (
        <div className="mt-8 rounded-xl border border-pine-100 bg-pine-50 p-6">
          <h2 className="text-xl font-semibold text-ink">{t("builders.mine.paidHeading")}</h2>
          <p className="mt-2 text-ink-muted">{t("builders.mine.paidText")}</p>
          <ButtonLink to="/submit-builder" className="mt-4">
            {t("builders.mine.submit")}
          </ButtonLink>
        </div>
      ) : null}
      <div className="mt-8">
        {profiles.length > 0 || hasPaidPackageWaiting ? (
          <OwnBuilderProfiles profiles={profiles} emptyText={t("builders.mine.notSubmitted")} />
        ) : (
          <div className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-ink">{t("builders.mine.noneHeading")}</h2>
            <p className="mt-2 text-ink-muted">{t("builders.mine.noneText")}</p>
            <ButtonLink to="/builder-pricing" className="mt-4">
              {t("builders.mine.becomeFeatured")}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}
