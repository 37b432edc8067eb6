import { describe, expect, test } from "vitest";
import { renderMail } from "./render-mail.ts";

const baseUrl = "https://roamstead.example";

describe("renderMail", () => {
  test("escapes every interpolated text in the HTML part and keeps the text part verbatim", () => {
    const hostile = `<script>alert("x")</script> & 'quotes'`;
    const mail = renderMail({
      baseUrl,
      locale: "en-US",
      heading: hostile,
      paragraphs: [hostile],
      action: { label: hostile, url: `/listing/1?q="><img src=x onerror=alert(1)>` },
      reason: hostile,
    });

    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;");
    expect(mail.text).toContain(hostile);
  });

  test("builds absolute links from the base URL and says why the mail was sent, in both parts", () => {
    const mail = renderMail({
      baseUrl,
      locale: "en-US",
      heading: "Verify your e-mail",
      paragraphs: ["Welcome to Roamstead."],
      action: { label: "Verify e-mail", url: "/verify?token=abc" },
      reason: "you created a Roamstead account.",
    });

    expect(mail.html).toContain('href="https://roamstead.example/verify?token=abc"');
    expect(mail.text).toContain("Verify e-mail: https://roamstead.example/verify?token=abc");
    expect(mail.text).toContain("You received this e-mail because you created a Roamstead account.");
    expect(mail.html).toContain("You received this e-mail because you created a Roamstead account.");
    expect(mail.reason).toBe("you created a Roamstead account.");
  });

  test("refuses links that are not web links", () => {
    expect(() =>
      renderMail({
        baseUrl,
        locale: "en-US",
        heading: "Hi",
        paragraphs: [],
        action: { label: "Click", url: "javascript:alert(1)" },
        reason: "testing.",
      }),
    ).toThrow(/Not a web link/);
  });
});
