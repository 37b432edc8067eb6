/**
 * The contact panel's id: the listing page's 'Message' link and the contact action's redirect (`#contact`) lead here.
 * A module of its own, so the phone's contact bar names it without loading the panel (ADR 079).
 */
export const contactPanelId = "contact";
