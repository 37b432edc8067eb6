import { getServices } from "#app/lib/context.server.ts";
import { buildRssFeed } from "#app/modules/blog/blog-rss.ts";
import { listBlogPosts } from "#app/modules/blog/list-blog-posts.server.ts";
import type { Route } from "./+types/rss.xml";

/** The blog as an RSS 2.0 feed: the 50 newest posts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const posts = await listBlogPosts({ db, limit: 50 });
  return new Response(buildRssFeed({ baseUrl: env.BASE_URL, posts }), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
