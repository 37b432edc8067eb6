import { chromium } from "playwright";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const expr of [
  `new Intl.NumberFormat(["en-US","en"])`,
  `new Intl.NumberFormat("en-US")`,
  `new Intl.NumberFormat("en-US",{style:"currency",currency:"USD"})`,
  `new Intl.PluralRules("en-US")`,
  `new Intl.DateTimeFormat("en-US")`,
  `(1234).toLocaleString("en-US")`,
  `(1234).toString()`,
]) {
  const page = await browser.newPage();
  await page.goto("http://127.0.0.1:3470/robots.txt");
  const ms = await page.evaluate(
    `(()=>{const t=performance.now(); ${expr}; const a=performance.now()-t; const t2=performance.now(); new Intl.NumberFormat("en-US",{maximumFractionDigits:1}); return [a, performance.now()-t2];})()`,
  );
  console.log(
    expr,
    ms.map((x) => x.toFixed(2)),
  );
  await page.close();
}
await browser.close();
