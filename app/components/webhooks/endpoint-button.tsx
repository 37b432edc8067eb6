import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** Whether the page is posting `intent` about `id` (an endpoint or a delivery) right now. */
export function useIsPosting(id: string, intent: string): boolean {
  const navigation = useNavigation();
  const posted = navigation.formData;
  return (
    navigation.state !== "idle" &&
    posted?.get("intent") === intent &&
    (posted.get("id") ?? posted.get("deliveryId")) === id
  );
}

/**
 * A button that posts one intent about an endpoint ('Enable again'), described by the endpoint's heading so a screen
 * reader says which one.
 */
export function EndpointButton({
  endpointId,
  intent,
  label,
}: {
  endpointId: string;
  intent: "enable";
  label: MessageId;
}) {
  const { t } = useTranslator();
  const isPosting = useIsPosting(endpointId, intent);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={endpointId} />
      <Button type="submit" variant="secondary" disabled={isPosting} aria-describedby={`webhook-${endpointId}`}>
        {t(label)}
      </Button>
    </Form>
  );
}
