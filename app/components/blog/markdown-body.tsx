// A post body rendered by app/modules/blog/render-markdown.ts (escaped, allow-listed HTML), styled as prose.

const proseClassName = [
  "break-words text-lg leading-relaxed text-ink",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-pine-800",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-pine-800",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_a]:font-semibold [&_a]:text-pine-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-pine-800",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-2 [&_li>ul]:mt-2 [&_li>ol]:mt-2",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-sand-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:h-auto [&_img]:w-full [&_img]:rounded-lg [&_img]:bg-sand-100",
  "[&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-base",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-sand-100 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-sand-300 [&_th]:p-2 [&_th]:font-semibold [&_td]:border-b [&_td]:border-sand-200 [&_td]:p-2",
  "[&_hr]:border-sand-300",
].join(" ");

export function MarkdownBody({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`${proseClassName} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: made by the blog's safe markdown renderer
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The older plain-text `content` of a post: paragraphs at blank lines, line breaks kept. */
export function PlainTextBody({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={proseClassName}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
