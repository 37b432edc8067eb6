// What the demo's people write to each other: buyers' first messages and sellers' answers, the messages that
// end in a sale, reviews both ways, and public questions with their answers. English, like the demo listings.

/** A buyer's first message, the seller's answer, and often one more turn each. */
export interface DemoExchange {
  buyer: string;
  seller: string;
  buyerAgain?: string;
  sellerAgain?: string;
}

export const demoExchanges: readonly DemoExchange[] = [
  {
    buyer: "Hi! Is the {model} still available?",
    seller: "Hi, yes it is. Happy to show it this weekend if you'd like to come by.",
    buyerAgain: "Great, would Saturday morning work?",
    sellerAgain: "Saturday at 10 works. I'll send you the address the day before.",
  },
  {
    buyer: "Hello, is this still for sale? I could come see it this week.",
    seller: "Still for sale. Weekday evenings after 5 are easiest for me.",
    buyerAgain: "Thursday around 6 then?",
    sellerAgain: "Thursday at 6 it is. See you then.",
  },
  {
    buyer: "Does it have any rust underneath? Could you send a few photos of the frame?",
    seller:
      "Only light surface rust on the rear crossmember, treated last fall. I'll add photos of the frame to the listing tonight.",
    buyerAgain: "Thanks, I'll watch for them.",
  },
  {
    buyer: "Has it ever leaked? And is the title clean and in your name?",
    seller: "No leaks: the roof was resealed last spring. Clean title, in my name, no lien.",
  },
  {
    buyer: "How old are the house batteries, and what kind are they?",
    seller: "Lithium, about two years old. They run the fridge for three days without sun.",
    buyerAgain: "That's great to hear, thanks.",
  },
  {
    buyer: "Would you consider a trade for a smaller trailer plus cash?",
    seller: "Thanks for asking, but I'm not looking for trades. Cash or a bank transfer only.",
  },
  {
    buyer: "Can you tell me about the maintenance history of the {make}?",
    seller:
      "Oil changed every 5,000 miles, new brakes and tires last year. I have every receipt in a binder that goes with it.",
    buyerAgain: "Very helpful. Could I bring my mechanic to look at it?",
    sellerAgain: "Of course, any day that suits you both.",
  },
  {
    buyer: "We're a family of four. Do you think it sleeps four comfortably?",
    seller: "Two adults on the rear bed and two kids on the converted dinette. We did it for a summer and it worked.",
  },
  {
    buyer: "Is the price negotiable? I can move quickly.",
    seller: "There's a little room, but not much: it's priced to sell. Come and see it, and we can talk.",
    buyerAgain: "Fair enough. I'll be in touch this week.",
  },
  {
    buyer: "What's the fresh water capacity, and is there a shower?",
    seller: "About 25 gallons of fresh water, and an outdoor shower with hot water at the back doors.",
  },
  {
    buyer: "Has it been winterized, or used in the cold?",
    seller: "It's spent nights well below freezing with the diesel heater on and stayed cozy. Winterized every fall.",
    buyerAgain: "Perfect, that's what we need.",
    sellerAgain: "Glad to hear it. Let me know if you want to see it.",
  },
  {
    buyer: "Hi, any chance of a test drive?",
    seller: "Sure, with a licence and proof of insurance. Most days work, just tell me when.",
  },
];

/** The turns of a conversation that ends in a sale, after the first exchange. */
export const demoSaleExchange: DemoExchange = {
  buyer: "We drove it yesterday and loved it. We'd like to buy it at the price we talked about.",
  seller: "Wonderful! Bring a bank draft on Saturday and I'll have the paperwork ready.",
  buyerAgain: "Deal. See you Saturday.",
  sellerAgain: "See you then, and congratulations!",
};

/** A buyer's review of the seller: its ratings (accuracy, communication, handover) and words. */
export interface DemoReviewText {
  ratings: readonly [accuracy: number, communication: number, handover: number];
  body: string;
  /** The seller's public answer, when there is one. */
  reply?: string;
}

export const demoReviewsOfSellers: readonly DemoReviewText[] = [
  {
    ratings: [5, 5, 5],
    body: "Exactly as described. Quick, honest answers to every question, and the paperwork was ready at pickup.",
    reply: "Thank you! Enjoy the road, and send a photo from your first trip.",
  },
  {
    ratings: [5, 5, 4],
    body: "The camper was in even better shape than the photos. A patient walkthrough of the solar and water systems.",
  },
  {
    ratings: [4, 5, 5],
    body: "Fair price and no surprises. A small scratch on the slider wasn't in the photos, but it was pointed out before we paid.",
  },
  {
    ratings: [5, 4, 5],
    body: "Answered within the hour every time. The handover took two hours and we learned everything about the rig.",
  },
  {
    ratings: [4, 3, 3],
    body: "Good camper overall. Pickup was pushed back a day and answers were slow that week, but it all worked out.",
    reply: "Thanks for the honest review, and sorry again about the delay. Glad it worked out in the end.",
  },
  {
    ratings: [5, 5, 5],
    body: "Honest seller, clean title, and it drove home 600 miles without a hiccup.",
  },
  {
    ratings: [5, 5, 5],
    body: "They made it easy: inspection report, test drive and the paperwork sorted the same afternoon.",
    reply: "Thanks for choosing us. Come by the yard any time you need a hand with it.",
  },
  {
    ratings: [4, 5, 4],
    body: "A well-kept rig and a friendly seller. The fridge needed a new fuse, which they'd warned us about.",
  },
];

/** A seller's review of the buyer: communication and handover, and words. */
export interface DemoBuyerReviewText {
  ratings: readonly [communication: number, handover: number];
  body: string;
  reply?: string;
}

export const demoReviewsOfBuyers: readonly DemoBuyerReviewText[] = [
  {
    ratings: [5, 5],
    body: "Clear questions, on time, and paid as agreed. I'd happily sell to them again.",
    reply: "Thanks, it was a pleasure!",
  },
  { ratings: [5, 5], body: "Quick to decide and easy to deal with from start to finish." },
  { ratings: [5, 4], body: "Friendly and organized; the transfer at the bank went smoothly." },
  { ratings: [4, 5], body: "Came with a mechanic, negotiated fairly, and the handover was smooth." },
  { ratings: [5, 5], body: "Great buyer. Kept me posted on their travel and arrived right on time." },
];

/** A public question under a listing and the seller's answer. */
export interface DemoQuestionText {
  question: string;
  answer: string;
}

export const demoQuestions: readonly DemoQuestionText[] = [
  {
    question: "Has the roof been resealed?",
    answer: "Yes, last spring, with self-leveling sealant around every vent and the solar mounts. Receipts included.",
  },
  { question: "Is the title clean and in your name?", answer: "Clean title, in my name, no lien." },
  {
    question: "Any rust on the frame or the wheel wells?",
    answer: "A little surface rust on the rear crossmember, treated last fall. Nothing structural.",
  },
  {
    question: "Does the heater run on diesel or propane?",
    answer: "Diesel, from the main tank. It keeps the cabin warm well below freezing.",
  },
  {
    question: "How many people can it sleep?",
    answer: "Two adults on the rear bed, plus a child on the converted dinette.",
  },
  {
    question: "Would you deliver it within 200 miles?",
    answer: "I can meet you halfway if you cover the fuel.",
  },
  {
    question: "Has it been in any accidents?",
    answer: "None, and the history report is clean. I'm happy to share it.",
  },
  {
    question: "What size is the solar setup?",
    answer: "400 W on the roof into a 200 Ah lithium bank, with a 2,000 W inverter.",
  },
];

/** The notes that came with the demo's offers (docs/product/making-the-deal.md). */
export const demoOfferNotes = {
  opening:
    "We loved it on Saturday. The tires will need replacing within a year, so this is what we can do. Cash, and we can pick it up this month.",
  counter: "Thanks for coming out. The tires have a season left; I can meet you partway.",
  accepted: "Ready to go this week if it works for you, with a bank transfer at the handover.",
  lowball: "Would you take this? I can pay cash today.",
} as const;
