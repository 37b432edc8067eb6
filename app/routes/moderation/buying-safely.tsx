import type { ReactNode } from "react";
import { Link } from "react-router";

// /buying-safely: practical advice for buying a used camper without being cheated
// (docs/product/reports-and-moderation.md, Buying safely). The same for everyone, so shared caches may keep it.

const linkClass = "font-semibold text-pine-700 underline hover:text-pine-800";

export function headers() {
  return { "Cache-Control": "public, max-age=3600" };
}

export default function BuyingSafely() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">Buying safely</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">
        Most sellers on Roamstead are campers like you. A few are not. These habits protect your money and keep the
        purchase of a used camper a good story.
      </p>

      <Section title="See the camper in person">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Never pay for a camper you have not seen. Walk around it, start the engine, run the heater, the fridge and
            the water pump, and take it for a test drive.
          </li>
          <li>Bring someone who knows vans or RVs, or pay a mechanic for a pre-purchase inspection.</li>
          <li>Look for water damage: soft floors, stains on the ceiling, a musty smell around windows and vents.</li>
        </ul>
      </Section>

      <Section title="Check the title and the VIN">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Ask to see the title and the seller&apos;s ID. The name on the title should be the seller&apos;s, and the
            title should not say salvage or rebuilt unless the listing does.
          </li>
          <li>
            Compare the VIN on the title with the one on the dashboard and the door frame, and run a vehicle history
            report before you pay.
          </li>
          <li>Ask whether a loan is still owed on the vehicle; a lien must be cleared before the sale.</li>
        </ul>
      </Section>

      <Section title="Pay safely">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Never wire money, and never pay with gift cards or crypto.</strong> These payments cannot be traced
            or taken back, which is why scammers ask for them.
          </li>
          <li>
            Pay at the handover, when you get the keys and the signed title, by a traceable means: a cashier&apos;s
            check from your bank, a bank transfer made at the bank together, or a payment service with buyer protection.
          </li>
          <li>Never pay a deposit to &quot;hold&quot; a camper you have not seen.</li>
        </ul>
      </Section>

      <Section title="Watch for the usual scams">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>&quot;Shipping only&quot;:</strong> a seller who cannot meet because they are abroad, deployed or
            moving, and offers to ship the camper once you have paid.
          </li>
          <li>
            <strong>Escrow offers:</strong> a seller who insists on an escrow or &quot;protection&quot; service of their
            choosing. Fake escrow sites look real; Roamstead never holds money for a sale.
          </li>
          <li>A price far below similar campers, with pressure to decide today.</li>
          <li>A seller who asks for your personal or bank details before you have met.</li>
        </ul>
      </Section>

      <Section title="Meet in a safe place">
        <ul className="list-disc space-y-2 pl-6">
          <li>Meet in daylight, in a busy public place or at your mechanic&apos;s, and bring someone along.</li>
          <li>Tell a friend where you are going and whom you are meeting.</li>
        </ul>
      </Section>

      <Section title="Keep the conversation on Roamstead">
        <p>
          Write to sellers through the listing page and keep talking in your Roamstead inbox. Be careful when someone
          asks you, in the first message, to move to another app, e-mail or text: it is how most scams start, and it
          leaves no record we can act on.
        </p>
      </Section>

      <Section title="Report suspicious listings">
        <p>
          If something feels wrong, open the listing and choose &quot;Report this listing&quot; under the contact panel.
          Pick a reason, such as &quot;Scam or fraud&quot;, and tell us what you saw. You do not need an account. Our
          team reviews every report, and a listing reported by several members is hidden until we have looked at it.
        </p>
        <p className="mt-4">
          <Link to="/listings" className={linkClass}>
            Browse campers
          </Link>
        </p>
      </Section>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold text-pine-800">{title}</h2>
      <div className="mt-3 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

export function meta() {
  return [
    { title: "Buying safely | Roamstead" },
    {
      name: "description",
      content:
        "How to buy a used camper safely: see it in person, check the title and VIN, never wire money or pay with gift cards or crypto, and report suspicious listings.",
    },
  ];
}
