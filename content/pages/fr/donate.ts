import type { DonateText } from "../../../src/content/page-text";

export default {
  cash: {
    heading: "Faire un don financier",
    badge: "Recommandé · Le plus rapide",
    paragraphs: [
      "Le don financier est le moyen privilégié et le plus rapide de faire parvenir des eSIM aux habitants de Gaza. **100 %** de votre don sert à acheter des eSIM au prix de gros.",
      "Keep Gaza Connected est porté fiscalement par une organisation américaine à but non lucratif relevant du statut 501(c)(3) : votre don est donc déductible des impôts aux États-Unis.",
    ],
    points: [
      "100 % de votre don sert à acheter des eSIM",
      "Des eSIM achetées au prix de gros",
      "Déductible des impôts aux États-Unis",
    ],
    cta: "Faire un don",
  },
  inKind: {
    heading: "Offrir une eSIM",
    intro:
      "Vous pouvez aussi offrir directement une eSIM. Achetez-la, envoyez-nous son QR code, et nous la remettrons à une personne à Gaza.",
    step1: {
      label: "Étape 1",
      title: "Achetez une eSIM sans l’activer",
      body: "Achetez une eSIM dans notre <travelLink>boutique voyage</travelLink> ou auprès d’un autre fournisseur. **Ne l’installez pas et ne l’activez pas** : nous ne pouvons transmettre qu’une eSIM qui n’a jamais été utilisée. Voici les options proposées dans notre boutique :",
      stores: {
        egypt: "Égypte",
        israel: "Israël",
        regional: "Moyen-Orient régional (limit-flex)",
      },
    },
    step2: {
      label: "Étape 2",
      title: "Envoyez le QR code",
      body: "Faites une capture d’écran du QR code d’activation de l’eSIM et envoyez-la grâce à notre <uploadLink>formulaire d’envoi</uploadLink>.",
      cta: "Envoyer votre QR code",
    },
  },
  tax: {
    heading: "Informations fiscales",
    paragraphs: [
      "Les dons financiers sont déductibles des impôts aux États-Unis par l’intermédiaire de notre structure de portage fiscal, une organisation américaine à but non lucratif relevant du statut 501(c)(3).",
      "Les dons d’eSIM en nature ne sont pas déductibles des impôts.",
    ],
  },
} satisfies DonateText;
