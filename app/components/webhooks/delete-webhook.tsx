import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ConfirmationStep } from "#app/components/ui/confirmation-step.tsx";
import { useIsPosting } from "./endpoint-button.tsx";

/**
 * The step that confirms deleting a webhook (docs/product/open-platform.md, Webhooks), under its buttons: reached by
 * 'Delete', a link to `?delete={id}`; 'Delete webhook' posts, 'Cancel' goes back to the list.
 */
export function DeleteWebhook({ endpointId, url }: { endpointId: string; url: string }) {
  const { t } = useTranslator();
  const isDeleting = useIsPosting(endpointId, "delete");
  return (
    <div className="mt-4">
      <ConfirmationStep
        id={`delete-webhook-${endpointId}`}
        level={4}
        heading={t("webhooks.delete.heading", { url })}
        explain={t("webhooks.delete.explain")}
        action="/account/webhooks"
        fields={{ intent: "delete", id: endpointId }}
        confirm={t("webhooks.delete.confirm")}
        isPending={isDeleting}
        cancel={{ label: t("webhooks.delete.cancel"), to: `/account/webhooks#webhook-${endpointId}` }}
      />
    </div>
  );
}
