import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import type { Currency, OdometerUnit } from "#app/db/listing-vocabulary.ts";
import { listings, offers, type SaleParty, user } from "#app/db/schema.ts";
import { idSchema } from "#app/lib/id-schema.ts";
import { namedPerson } from "#app/modules/reviews/named-person.server.ts";
import type { NamedPerson } from "#app/modules/reviews/party-name.ts";
import { regionOfPlace } from "./region-of-place.ts";

/** The camper as its bill of sale describes it. */
export interface BillOfSaleCamper {
  listingId: string;
  title: string;
  year: number;
  make: string;
  model: string;
  /** Null: the seller gave none. */
  vin: string | null;
  /** Null: the seller gave no reading. */
  odometer: number | null;
  odometerUnit: OdometerUnit;
}

/** An accepted offer, as either party makes its bill of sale from it. */
export interface BillOfSaleDeal {
  offerId: string;
  conversationId: string;
  /** The asker's side. */
  role: SaleParty;
  amountCents: number;
  currency: Currency;
  acceptedAt: Date;
  camper: BillOfSaleCamper;
  seller: NamedPerson;
  buyer: NamedPerson;
  /** The state or province of the buyer's public place, where the camper will likely be registered; null: unknown. */
  buyerRegionCode: string | null;
}

/**
 * What an offer's bill of sale is to one of its parties: `ready` from an accepted offer (one that made the listing
 * pending, or after which the seller marked it sold); `notAccepted` while the offer is open, or once it was declined,
 * countered, withdrawn, expired or lapsed (its pending sale reopened); `listingGone` when the listing was deleted
 * and nothing is left to describe.
 */
export type BillOfSaleAccess =
  | { state: "ready"; deal: BillOfSaleDeal }
  | { state: "notAccepted" | "listingGone"; conversationId: string };

const seller = alias(user, "bill_of_sale_seller");
const buyer = alias(user, "bill_of_sale_buyer");

/**
 * The bill of sale of the offer `rawId` names, for `viewerId`; null for anyone but its buyer and its seller
 * (administrators included), an unknown id or a malformed one alike (docs/product/making-the-deal.md, "Bill of sale
 * and handover").
 */
export async function findBillOfSale(db: Database, rawId: unknown, viewerId: string): Promise<BillOfSaleAccess | null> {
  const id = idSchema().safeParse(rawId);
  if (!id.success) return null;
  const [row] = await db
    .select({
      offerId: offers.id,
      conversationId: offers.conversationId,
      status: offers.status,
      amountCents: offers.amountCents,
      currency: offers.currency,
      decidedAt: offers.decidedAt,
      camper: {
        listingId: listings.id,
        title: listings.title,
        year: listings.year,
        make: listings.make,
        model: listings.model,
        vin: listings.vin,
        odometer: listings.odometer,
        odometerUnit: listings.odometerUnit,
      },
      seller: { id: seller.id, name: seller.name, email: seller.email, deletedAt: seller.deletedAt },
      buyer: {
        id: buyer.id,
        name: buyer.name,
        email: buyer.email,
        deletedAt: buyer.deletedAt,
        publicPlace: buyer.publicPlace,
      },
    })
    .from(offers)
    .innerJoin(seller, eq(seller.id, offers.sellerId))
    .innerJoin(buyer, eq(buyer.id, offers.buyerId))
    .leftJoin(listings, eq(listings.id, offers.listingId))
    .where(eq(offers.id, id.data));
  if (!row || (row.seller.id !== viewerId && row.buyer.id !== viewerId)) return null;
  const { conversationId } = row;
  // Accepted stays accepted when the seller marks the listing sold; a pending sale that reopened made it lapsed.
  if (row.status !== "accepted" || !row.decidedAt) return { state: "notAccepted", conversationId };
  if (!row.camper) return { state: "listingGone", conversationId };
  return {
    state: "ready",
    deal: {
      offerId: row.offerId,
      conversationId,
      role: row.seller.id === viewerId ? "seller" : "buyer",
      amountCents: row.amountCents,
      currency: row.currency,
      acceptedAt: row.decidedAt,
      camper: row.camper,
      seller: namedPerson(row.seller),
      buyer: namedPerson(row.buyer),
      buyerRegionCode: regionOfPlace(row.buyer.publicPlace)?.code ?? null,
    },
  };
}
