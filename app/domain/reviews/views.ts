/** A review as any visitor may read it on the product page. */
export type PublicReview = {
  id: string;
  userName: string;
  rating: number;
  comment: string;
  createdAt: string;
  updatedAt: string | null;
};
