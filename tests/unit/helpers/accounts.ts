/** A signed-in bidder with a verified e-mail and 50.000 TL of free provision. */
export const bidder = {
  uid: "u1",
  email: "a@b.tr",
  name: "Ayşe",
  lastName: "Demir",
  phone: "5321234567",
  city: "İzmir",
  hasProfile: true,
  provision: { total: 50_000, blocked: 0 },
  emailVerified: true,
  suspension: null,
};
