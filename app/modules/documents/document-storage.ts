// Where a listing's PDF is kept in the media storage: `documents/<id>.pdf`, a key made from the row's id, never from
// the seller's file name.
export const documentKey = (id: string): string => `documents/${id}.pdf`;
