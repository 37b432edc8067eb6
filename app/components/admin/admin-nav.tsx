import { NavLink } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

const sections: readonly { to: string; label: MessageId }[] = [
  { to: "/admin", label: "admin.nav.listings" },
  { to: "/admin/blog", label: "admin.nav.blog" },
  { to: "/admin/newsletter", label: "admin.nav.newsletter" },
  { to: "/admin/reports", label: "admin.nav.reports" },
  { to: "/admin/integrity", label: "admin.nav.integrity" },
  { to: "/admin/content-reports", label: "admin.nav.contentReports" },
];

/** The admin area's sections, under each admin page's heading. */
export function AdminNav() {
  const { t } = useTranslator();
  return (
    <nav aria-label={t("admin.nav.label")} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end
              className={({ isActive }) =>
                [
                  "inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-semibold",
                  isActive
                    ? "border-pine-700 bg-pine-700 text-white"
                    : "border-sand-300 bg-white text-ink hover:bg-sand-100",
                ].join(" ")
              }
            >
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
