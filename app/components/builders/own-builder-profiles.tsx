import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { builderDisplayName } from "#app/modules/builders/builder-summary.ts";
import {
  formatProfileDate,
  type OwnBuilderProfile,
  type OwnBuilderStatus,
} from "#app/modules/builders/own-builder-profile.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { DeleteBuilderButton } from "./delete-builder-button.tsx";

export interface OwnBuilderProfilesProps {
  profiles: readonly OwnBuilderProfile[];
  /** Shown when the user has no profile, in the page's language; defaults to a link to the builder package. */
  emptyText?: string;
}

const statusStyles: Record<OwnBuilderStatus, string> = {
  Active: "bg-pine-50 text-pine-900 ring-pine-100",
  Expired: "bg-red-50 text-red-900 ring-red-200",
  Inactive: "bg-sand-100 text-ink ring-sand-300",
};

const statusWords: Record<OwnBuilderStatus, MessageId> = {
  Active: "builders.own.status.active",
  Expired: "builders.own.status.expired",
  Inactive: "builders.own.status.inactive",
};

/** The user's builder profiles with their status, Edit and Delete (dashboard 'Your Builder Listings'). */
export function OwnBuilderProfiles({ profiles, emptyText }: OwnBuilderProfilesProps) {
  const { t, locale } = useTranslator();
  if (profiles.length === 0) {
    return (
      <p className="text-ink-muted">
        {emptyText ?? t("builders.own.empty")}{" "}
        <Link to="/builder-pricing" className="font-semibold text-pine-700 underline">
          {t("builders.mine.becomeFeatured")}
        </Link>
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {profiles.map((profile) => {
        const name = builderDisplayName(profile.businessName, t);
        const date = formatProfileDate(profile.expiresAt, locale);
        return (
          <li
            key={profile.id}
            className="flex flex-col gap-4 rounded-xl border border-sand-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
          >
            <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-sand-100 sm:w-36">
              {profile.image ? (
                <ResponsiveImage
                  src={profile.image}
                  alt=""
                  sizes="144px"
                  width={288}
                  height={216}
                  widths={[480]}
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <h3 className="text-lg font-semibold text-ink">
                {profile.status === "Active" ? (
                  <Link to={`/builder/${profile.id}`} className="underline-offset-4 hover:underline">
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </h3>
              <p className="text-sm text-ink-muted">{profile.location}</p>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <span className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ${statusStyles[profile.status]}`}>
                  {t(statusWords[profile.status])}
                </span>
                <span className="text-ink-muted">
                  {t(profile.status === "Expired" ? "builders.own.expiredOn" : "builders.own.runsUntil", { date })}
                </span>
              </p>
            </div>
            <div className="flex shrink-0 gap-3">
              <Link
                to={`/submit-builder?edit=${profile.id}`}
                className={buttonClassName("secondary")}
                aria-label={t("builders.own.editNamed", { name })}
              >
                {t("builders.own.edit")}
              </Link>
              <DeleteBuilderButton
                builderId={profile.id}
                label={t("builders.delete.short")}
                accessibleName={t("builders.delete.named", { name })}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
