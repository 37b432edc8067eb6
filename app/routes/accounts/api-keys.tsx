import { data, redirect } from "react-router";
import { AccountSubpage } from "#app/components/accounts/account-subpage.tsx";
import { SettingsSection } from "#app/components/accounts/settings-section.tsx";
import { ApiKeyList } from "#app/components/api-keys/api-key-list.tsx";
import { CreateApiKeyForm } from "#app/components/api-keys/create-api-key-form.tsx";
import { NewApiKey } from "#app/components/api-keys/new-api-key.tsx";
import { RevokeApiKey } from "#app/components/api-keys/revoke-api-key.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { apiKeysActionSchema, apiKeysQuerySchema } from "#app/modules/api-keys/api-key.schema.ts";
import { createApiKey } from "#app/modules/api-keys/create-api-key.server.ts";
import { listApiKeys } from "#app/modules/api-keys/list-api-keys.server.ts";
import { findLiveApiKey, revokeApiKey } from "#app/modules/api-keys/revoke-api-key.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, linkFailurePage } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/api-keys";

// /account/api-keys (docs/product/open-platform.md, API keys): the signed-in account's keys, 'Create a key' (the new
// key is in the action's answer, shown once, never in an address) and 'Revoke' (`?revoke={id}` asks to confirm, the
// confirmation posts). Private and never kept by a cache (route privacy).

export const handle: MessagesHandle = { messages: ["api-keys", "accounts"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = readQuery(request, apiKeysQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { db } = getServices(context);
  const { revoke } = query.data;
  try {
    const [keys, revoking] = await Promise.all([
      listApiKeys(db, user.id),
      revoke === undefined ? null : findLiveApiKey(db, { userId: user.id, keyId: revoke }),
    ]);
    return { keys, revoking, pageTitle: requestTranslator(request).t("api-keys.page.metaTitle") };
  } catch (error) {
    throw linkFailurePage(failureReply(error));
  }
}

/** What the action answers: a refusal or a revocation's message, or the key just made (this once). */
type ApiKeysReply = FormReply & { form: "create" | "revoke"; created?: { id: string; name: string; token: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: apiKeysActionSchema, formats: ["form"], listFields: ["scopes"] });
  const form = input.values.intent === "revoke" ? "revoke" : "create";
  const answer = (reply: FormReply, status = 200, headers?: Headers) =>
    data<ApiKeysReply>({ ...reply, form }, { status, headers });
  if (!input.ok) return answer(input.failure.reply, input.failure.status, input.failure.headers);
  const user = await getCurrentUser(request, context);
  if (!user) return redirect(signInLeadingBack("/account/api-keys"), 303);
  const { db, env, notifyOutbox } = getServices(context);
  try {
    if (input.data.intent === "revoke") {
      const { name } = await revokeApiKey(db, { userId: user.id, keyId: input.data.id });
      return answer({ ok: true, message: requestTranslator(request).t("api-keys.reply.revoked", { name }) });
    }
    const created = await createApiKey({
      db,
      owner: user,
      name: input.data.name,
      scopes: input.data.scopes,
      baseUrl: env.BASE_URL,
      notifyOutbox,
    });
    return data<ApiKeysReply>({ ok: true, form, created });
  } catch (error) {
    const failure = failureReply(error, input.values);
    return answer(failure.reply, failure.status, failure.headers);
  }
}

export default function ApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { keys, revoking } = loaderData;
  const created = actionData?.created;
  const createReply = actionData?.form === "create" && !actionData.ok ? actionData : undefined;
  const revokeReply = actionData?.form === "revoke" ? actionData : undefined;
  return (
    <AccountSubpage
      back={t("api-keys.page.back")}
      heading={t("api-keys.page.heading")}
      intro={t("api-keys.page.intro")}
    >
      <div className="mt-8 space-y-8">
        {created ? <NewApiKey key={created.id} name={created.name} token={created.token} /> : null}
        {revokeReply?.message ? <Alert tone={revokeReply.ok ? "success" : "error"}>{revokeReply.message}</Alert> : null}
        {revoking && !revokeReply ? <RevokeApiKey key={revoking.id} id={revoking.id} name={revoking.name} /> : null}
        <SettingsSection id="keys" heading={t("api-keys.list.heading")}>
          <ApiKeyList keys={keys} />
        </SettingsSection>
        <SettingsSection id="create" heading={t("api-keys.form.heading")}>
          <CreateApiKeyForm reply={createReply} resetKey={created?.id ?? "new"} />
        </SettingsSection>
      </div>
    </AccountSubpage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
