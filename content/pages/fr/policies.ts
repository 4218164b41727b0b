import type { PoliciesText } from "../../../src/content/page-text";

export default {
  summaries: {
    terms: "Comment vous pouvez utiliser nos eSIM et nos services, les comportements interdits et ce qui se passe en cas de non-respect des règles.",
    privacy: "Les informations que nous conservons sur les demandes d’eSIM, pourquoi nous les conservons, qui peut y accéder, et comment les consulter, les corriger ou les supprimer.",
    distribution: "Qui peut recevoir une eSIM, comment les demandes sont classées par priorité, et comment fonctionnent abonnements, renouvellements et remplacements.",
    partner: "Qui peut devenir partenaire, comment les partenaires demandent des eSIM pour leurs bénéficiaires, et comment leurs données sont protégées.",
  },
  read: "Lire la politique",
} satisfies PoliciesText;
