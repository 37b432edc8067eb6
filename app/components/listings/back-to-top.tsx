import { useEffect, useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";

/** Appears once the visitor has scrolled past 300 px (docs/product/browse-and-search.md, All listings). */
export function BackToTop() {
  const { t } = useTranslator();
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > 300);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!isVisible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-6 right-6 z-30 inline-flex min-h-11 items-center rounded-full bg-pine-700 px-4 font-semibold text-white shadow-lg hover:bg-pine-800"
    >
      {t("listings.backToTop")}
    </button>
  );
}
