import { useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import {
  accountNavigation,
  adminNavigation,
  inboxNavigation,
  memberNavigation,
  type NavigationLink,
  primaryNavigation,
  visitorNavigation,
} from "./navigation.ts";
import { useDetailsDismiss } from "./use-details-dismiss.ts";

export interface HeaderUser {
  email: string;
  isAdmin?: boolean;
  /** Conversations with a message the user has not read (docs/product/conversations.md). */
  unreadConversations?: number;
}

/** Every link, in the product's order: the small screens' menu lists them all. */
function linksFor(user: HeaderUser | null) {
  if (!user) return [...primaryNavigation, ...visitorNavigation];
  return [...primaryNavigation, ...memberNavigation, ...(user.isAdmin ? adminNavigation : [])];
}

export interface SiteHeaderProps {
  user: HeaderUser | null;
  /** Whether the other language is linked (OFFER_FRENCH): the switch beside the navigation and in the menu. */
  linksLanguages: boolean;
}

export function SiteHeader({ user, linksLanguages }: SiteHeaderProps) {
  const { t } = useTranslator();
  const links = linksFor(user);
  // Keyed by location, each menu closes after a navigation.
  const { key } = useLocation();
  return (
    <header className="border-b border-sand-200 bg-white/95">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex min-h-11 shrink-0 items-center gap-2 text-xl font-bold tracking-tight text-pine-800"
        >
          <LogoMark />
          Roamstead
        </Link>
        {/* Twelve links do not fit one row at 1024 px: a signed-in user's own pages sit in the Account menu there. */}
        <nav aria-label={t("site-shell.nav.main")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {(user ? primaryNavigation : [...primaryNavigation, ...visitorNavigation]).map((link) => (
              <li key={link.to}>
                <HeaderLink link={link} />
              </li>
            ))}
            {user ? (
              <>
                <li>
                  <HeaderLink link={inboxNavigation} unread={user.unreadConversations} />
                </li>
                <li>
                  <AccountMenu key={key} user={user} />
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {linksLanguages ? <LanguageSwitch className="hidden lg:inline-flex" /> : null}
          <MobileMenu
            key={key}
            links={links}
            isSignedIn={user !== null}
            unread={user?.unreadConversations}
            linksLanguages={linksLanguages}
          />
        </div>
      </div>
    </header>
  );
}

/**
 * The signed-in user's own pages and Sign Out, behind 'Account' on wide screens: a <details> disclosure, so it
 * opens before JavaScript loads, and reads as a button that expands for a screen reader.
 */
function AccountMenu({ user }: { user: HeaderUser }) {
  const { t } = useTranslator();
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  const { pathname } = useLocation();
  const links = [...accountNavigation, ...(user.isAdmin ? adminNavigation : [])];
  const isHere = links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return (
    <details ref={ref} className="group relative">
      <summary
        className={[
          "flex min-h-11 cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-md px-3 text-sm font-medium [&::-webkit-details-marker]:hidden",
          isHere ? "bg-pine-50 text-pine-800" : "text-ink hover:bg-sand-100",
        ].join(" ")}
      >
        {t("site-shell.header.account")}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180">
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="absolute right-0 top-full z-40 mt-2 w-64 rounded-xl border border-sand-200 bg-white p-2 shadow-lg">
        <p className="break-words px-3 pb-2 pt-1 text-xs text-ink-muted">
          {t("site-shell.header.signedInAs")} <span className="font-semibold text-ink">{user.email}</span>
        </p>
        <ul className="flex flex-col border-t border-sand-200 pt-2">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-ink hover:bg-sand-100 aria-[current=page]:bg-pine-50 aria-[current=page]:text-pine-800"
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 border-t border-sand-200 pt-2">
            <SignOutButton />
          </li>
        </ul>
      </div>
    </details>
  );
}

function HeaderLink({ link, unread }: { link: NavigationLink; unread?: number }) {
  const isCallToAction = link.to === "/sell-your-camper";
  return (
    <NavLink
      to={link.to}
      end={link.to === "/"}
      className={({ isActive }) =>
        [
          "inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium",
          isCallToAction
            ? "bg-pine-700 text-white hover:bg-pine-800"
            : isActive
              ? "bg-pine-50 text-pine-800"
              : "text-ink hover:bg-sand-100",
        ].join(" ")
      }
    >
      <LinkLabel link={link} unread={unread} />
    </NavLink>
  );
}

/** A link's label; the Inbox's carries the unread count, read out as 'Inbox, 2 unread'. */
function LinkLabel({ link, unread = 0 }: { link: NavigationLink; unread?: number }) {
  const { t } = useTranslator();
  if (link.to !== "/inbox" || unread === 0) return <>{t(link.label)}</>;
  return (
    <>
      <span className="sr-only">{t("site-shell.nav.inboxUnread", { unread })}</span>
      <span aria-hidden="true">
        {t(link.label)}
        <span className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-sunset-700 px-1.5 text-xs font-bold text-white">
          {unread}
        </span>
      </span>
    </>
  );
}

/** A <details> menu works before JavaScript loads; keyed by location (SiteHeader), it closes after each navigation. */
interface MobileMenuProps {
  links: NavigationLink[];
  isSignedIn: boolean;
  unread?: number;
  linksLanguages: boolean;
}

function MobileMenu({ links, isSignedIn, unread, linksLanguages }: MobileMenuProps) {
  const { t } = useTranslator();
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  return (
    <details ref={ref} className="group lg:hidden">
      <summary
        className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md border border-sand-300 px-3 text-sm font-medium text-ink hover:bg-sand-100 [&::-webkit-details-marker]:hidden"
        aria-label={t("site-shell.header.toggleMenu")}
      >
        <span aria-hidden="true" className="group-open:hidden">
          ☰ {t("site-shell.header.menu")}
        </span>
        <span aria-hidden="true" className="hidden group-open:inline">
          ✕ {t("site-shell.header.menu")}
        </span>
      </summary>
      <nav
        aria-label={t("site-shell.nav.mobile")}
        className="absolute inset-x-0 top-16 z-40 border-b border-sand-200 bg-white shadow-lg"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                className="flex min-h-11 items-center rounded-md px-3 font-medium text-ink hover:bg-sand-100 aria-[current=page]:text-pine-700"
              >
                <LinkLabel link={link} unread={unread} />
              </NavLink>
            </li>
          ))}
          {isSignedIn ? (
            <li>
              <SignOutButton />
            </li>
          ) : null}
          {linksLanguages ? (
            <li className="mt-2 border-t border-sand-200 pt-2">
              <LanguageSwitch className="flex" />
            </li>
          ) : null}
        </ul>
      </nav>
    </details>
  );
}

function SignOutButton() {
  const { t } = useTranslator();
  return (
    <Form method="post" action="/sign-out">
      <button
        type="submit"
        className="inline-flex min-h-11 w-full items-center rounded-md px-3 text-sm font-medium text-ink hover:bg-sand-100"
      >
        {t("site-shell.header.signOut")}
      </button>
    </Form>
  );
}

function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
      <rect width="32" height="32" rx="7" fill="#1f4d3a" />
      <path d="M5 23 13 11l5 7 3-4 6 9z" fill="#f4ecdf" />
      <circle cx="23" cy="9" r="3" fill="#e0702a" />
    </svg>
  );
}
