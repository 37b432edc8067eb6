import { NavLink } from "react-router";

const sections = [
  { to: "/admin", label: "Listings" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/reports", label: "Reports" },
] as const;

/** The admin area's sections, under each admin page's heading. */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="mt-4">
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
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
