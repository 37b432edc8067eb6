import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";

/**
 * The step that confirms a revocation (docs/product/open-platform.md, API keys): reached by 'Revoke', a link, so it
 * works before JavaScript; 'Revoke key' posts, 'Cancel' goes back to the list. Its heading takes the focus, as the
 * address's fragment takes the view.
 */
export function RevokeApiKey({ id, name }: { id: string; name: string }) {
  const { t } = useTranslator();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const navigation = useNavigation();
  const isRevoking = navigation.state !== "idle" && navigation.formData?.get("intent") === "revoke";
  return (
    <section
      id="revoke"
      aria-labelledby="revoke-heading"
      className="scroll-mt-24 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900"
    >
      <h2
        id="revoke-heading"
        ref={heading}
        tabIndex={-1}
        className="break-words text-lg font-semibold focus:outline-none"
      >
        {t("api-keys.revoke.heading", { name })}
      </h2>
      <p className="mt-1 text-sm">{t("api-keys.revoke.explain")}</p>
      <Form method="post" action="/account/api-keys" className="mt-4 flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" disabled={isRevoking} className="bg-red-800 hover:bg-red-900 active:bg-red-950">
          {t("api-keys.revoke.confirm")}
        </Button>
        <Link to="/account/api-keys" className="inline-flex min-h-11 items-center font-semibold underline">
          {t("api-keys.revoke.cancel")}
        </Link>
      </Form>
    </section>
  );
}
