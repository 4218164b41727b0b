import type { ContactText } from "../../../src/content/page-text";

export default {
  urgent: {
    heading: "Demandes urgentes et partenariats",
    body: "Si vous êtes à Gaza et avez besoin d’une eSIM ou d’un renouvellement, rendez-vous sur notre <servicesLink>site de demande d’eSIM</servicesLink>. Les demandes d’eSIM et de renouvellement se font uniquement sur ce site ; nous ne pouvons pas les recevoir par ce formulaire de contact.",
    partnerships:
      "Les organisations qui mènent des programmes à Gaza peuvent nous écrire pour proposer un partenariat. Nous les invitons à lire au préalable notre <distributionPolicyLink>Politique de distribution</distributionPolicyLink> ainsi que notre <partnerPolicyLink>Politique partenaires</partnerPolicyLink>.",
    cta: "Vous êtes à Gaza ?",
  },
  newsletter: {
    heading: "Lettre d’information",
    body: "Recevez directement dans votre boîte mail des nouvelles de notre action et découvrez comment nous aider.",
  },
  form: {
    heading: "Envoyez-nous un message",
    body: "Une question, une demande presse ou autre chose ? Écrivez-nous grâce au formulaire ci-dessous et notre équipe vous répondra. Notre équipe d’assistance ne vous demandera **jamais de mots de passe, de photos ni de fichiers**. Les seules images que nous pourrions vous demander sont des captures d’écran permettant de résoudre un problème d’eSIM.",
  },
  social: {
    heading: "Suivez-nous",
    body: "Suivez l’actualité du programme sur Instagram, Facebook, X, LinkedIn et notre chaîne WhatsApp.",
  },
} satisfies ContactText;
