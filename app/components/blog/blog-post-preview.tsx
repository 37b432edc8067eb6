import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { renderMarkdown } from "#app/modules/blog/render-markdown.ts";
import { MarkdownBody } from "./markdown-body.tsx";

interface BlogPostPreviewProps {
  id: string;
  /** The body as written so far (markdown). */
  source: string;
  isHydrated: boolean;
  /** The server-rendered preview, for a 'Preview' press before JavaScript has loaded. */
  serverPreview?: string | null;
}

/** The body as readers will see it: live as the admin writes, or from the server after 'Preview' without JavaScript. */
export function BlogPostPreview({ id, source, isHydrated, serverPreview }: BlogPostPreviewProps) {
  const { t } = useTranslator();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-sand-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {t("blog.editor.preview")}
      </h2>
      {isHydrated ? (
        source.trim() ? (
          <MarkdownBody html={renderMarkdown(source)} className="mt-4" />
        ) : (
          <p className="mt-4 text-ink-muted">{t("blog.editor.previewEmpty")}</p>
        )
      ) : serverPreview ? (
        <MarkdownBody html={serverPreview} className="mt-4" />
      ) : (
        <p className="mt-4 text-ink-muted">{t("blog.editor.previewPress")}</p>
      )}
    </section>
  );
}
