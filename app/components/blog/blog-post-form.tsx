// The admin's blog editor: Title, Slug (derived from the title as you type, editable), Cover Image,
// Excerpt, Body (markdown) with a live preview by the same safe renderer the post page uses.
import { type ReactNode, useDeferredValue, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { LabelledField, textareaClassName } from "#app/components/ui/labelled-field.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import { blogLimits, deriveSlug } from "#app/modules/blog/blog-post.schema.ts";
import { BlogPostPreview } from "./blog-post-preview.tsx";

export interface BlogPostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverImage: string | null;
}

export interface BlogPostFormProps {
  /** Editing an existing post (its slug when the editor opened), or writing a new one. */
  editingSlug: string | null;
  defaults: BlogPostFormValues;
  /** The server's message about the last save, shown in red above the form. */
  error?: string;
  fieldErrors?: Record<string, string>;
  /** Set once the post is saved: the form stays read-only while the page moves on. */
  isSaved?: boolean;
  /** The server-rendered preview, for a 'Preview' press before JavaScript has loaded. */
  serverPreview?: string | null;
  children?: ReactNode;
}

export function BlogPostForm({
  editingSlug,
  defaults,
  error,
  fieldErrors = {},
  isSaved = false,
  serverPreview,
  children,
}: BlogPostFormProps) {
  const navigation = useNavigation();
  const isHydrated = useIsHydrated();
  const intent = navigation.formData?.get("intent");
  const isPosting = navigation.state !== "idle" && intent === "publish";
  const [title, setTitle] = useState(defaults.title);
  const [slug, setSlug] = useState(defaults.slug);
  // A new post's slug follows the title until the admin edits the slug; an existing post keeps its address.
  const [isSlugEdited, setIsSlugEdited] = useState(
    editingSlug !== null || defaults.slug !== deriveSlug(defaults.title),
  );
  const [body, setBody] = useState(defaults.body);
  const [isUploading, setIsUploading] = useState(false);
  const previewSource = useDeferredValue(body);
  const id = useId();
  const isNew = editingSlug === null;
  const { t } = useTranslator();
  const submitLabel = t(
    isNew
      ? isPosting
        ? "blog.editor.posting"
        : "blog.editor.publish"
      : isPosting
        ? "blog.editor.saving"
        : "blog.editor.save",
  );

  return (
    <Form method="post" className="space-y-6" aria-describedby={error ? `${id}-error` : undefined}>
      {error ? (
        <div id={`${id}-error`}>
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <fieldset disabled={isSaved} className="space-y-6">
        <TextField
          label={t("blog.editor.title")}
          name="title"
          required
          maxLength={blogLimits.title}
          value={title}
          error={fieldErrors.title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!isSlugEdited) setSlug(deriveSlug(event.target.value));
          }}
        />
        <TextField
          label={t("blog.editor.slug")}
          name="slug"
          required
          maxLength={blogLimits.slug}
          pattern="[a-z0-9_\-]+"
          value={slug}
          error={fieldErrors.slug}
          hint={t("blog.editor.slugHint", { slug: slug || t("blog.editor.slugExample") })}
          onChange={(event) => {
            setSlug(event.target.value);
            // Emptying the slug hands it back to the title.
            setIsSlugEdited(event.target.value !== "");
            if (event.target.value === "") setSlug(deriveSlug(title));
          }}
        />
        <MediaUploader
          name="coverImage"
          videoName={null}
          maxImages={1}
          allowVideo={false}
          purpose="blog"
          label={t("blog.editor.coverImage")}
          defaultImages={defaults.coverImage ? [defaults.coverImage] : []}
          photosError={fieldErrors.coverImage}
          onBusyChange={setIsUploading}
        />
        <TextAreaField
          label={
            <>
              {t("blog.editor.excerpt")} <span className="font-normal text-ink-muted">{t("blog.editor.optional")}</span>
            </>
          }
          hint={t("blog.editor.excerptHint")}
          error={fieldErrors.excerpt}
          name="excerpt"
          rows={3}
          maxLength={blogLimits.excerpt}
          defaultValue={defaults.excerpt}
        />
        <LabelledField label={t("blog.editor.body")} hint={t("blog.editor.bodyHint")} error={fieldErrors.body}>
          {(control) => (
            <textarea
              {...control}
              name="body"
              required
              rows={18}
              maxLength={blogLimits.body}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              className={`${textareaClassName} font-mono text-sm leading-relaxed`}
            />
          )}
        </LabelledField>
      </fieldset>

      <BlogPostPreview
        id={`${id}-preview`}
        source={previewSource}
        isHydrated={isHydrated}
        serverPreview={serverPreview}
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="publish" disabled={isPosting || isSaved || isUploading}>
          {submitLabel}
        </Button>
        {isHydrated ? null : (
          <Button type="submit" name="intent" value="preview" variant="secondary" formNoValidate>
            {t("blog.editor.preview")}
          </Button>
        )}
        {isUploading ? <p className="text-sm text-ink-muted">{t("blog.editor.waitingForCover")}</p> : null}
      </div>
      {children}
    </Form>
  );
}
