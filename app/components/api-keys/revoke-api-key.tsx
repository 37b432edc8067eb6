import { useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ConfirmationStep } from "#app/components/ui/confirmation-step.tsx";

/**
 * The step that confirms a revocation (docs/product/open-platform.md, API keys): reached by 'Revoke', a link to
 * `?revoke={id}#revoke`; 'Revoke key' posts, 'Cancel' goes back to the list.
 */
export function RevokeApiKey({ id, name }: { id: string; name: string }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isRevoking = navigation.state !== "idle" && navigation.formData?.get("intent") === "revoke";
  return (
    <ConfirmationStep
      id="revoke"
      level={2}
      heading={t("api-keys.revoke.heading", { name })}
      explain={t("api-keys.revoke.explain")}
      action="/account/api-keys"
      fields={{ intent: "revoke", id }}
      confirm={t("api-keys.revoke.confirm")}
      isPending={isRevoking}
      cancel={{ label: t("api-keys.revoke.cancel"), to: "/account/api-keys" }}
    />
  );
}
