import { Link } from "react-router";
import { landingTypePath, landingTypes } from "#app/modules/landing-pages/landing-types.ts";
import { primaryNavigation } from "./navigation.ts";

const footerLinkClass = "inline-flex min-h-11 items-center hover:text-white hover:underline";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-sand-200 bg-pine-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Roamstead</p>
          <p className="mt-2 text-sm text-sand-200">
            Used campers and the people who build them. Search Less. Roam more.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-1 text-sm">
            {primaryNavigation.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/off-grid-rating" className={footerLinkClass}>
                Off-grid rating
              </Link>
            </li>
            <li>
              <Link to="/deal-rating" className={footerLinkClass}>
                Deal rating
              </Link>
            </li>
            <li>
              <Link to="/buying-safely" className={footerLinkClass}>
                Buying safely
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-browse-campers">
          <p id="footer-browse-campers" className="text-sm font-semibold text-white">
            Browse campers
          </p>
          <ul className="mt-1 grid gap-1 text-sm">
            {landingTypes.map((type) => (
              <li key={type.slug}>
                <Link to={landingTypePath(type)} className={footerLinkClass}>
                  {type.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm text-sand-200">
          <p>
            Questions?{" "}
            <a className="underline hover:text-white" href="mailto:hello@roamstead.com">
              hello@roamstead.com
            </a>
          </p>
          <p className="mt-2">
            © {new Date().getFullYear()} Roamstead. Payments are handled by a card payment provider.
          </p>
        </div>
      </div>
    </footer>
  );
}
