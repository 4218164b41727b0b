import type { UploadText } from "../../../src/content/page-text";

export default {
  prompt: [
    "Merci pour votre don d’eSIM. Utilisez le formulaire ci-dessous pour envoyer une capture d’écran de son QR code d’activation.",
    "Nous remettrons gratuitement votre eSIM à une personne de Gaza qui en a besoin.",
    "Vous n’en avez pas encore acheté ? Notre <donatePageLink>page de dons</donatePageLink> vous explique comment faire.",
    "Les dons d’eSIM en nature ne sont pas déductibles des impôts. Si vous êtes contribuable aux États-Unis et souhaitez que votre don soit déductible, vous pouvez plutôt faire un <donateLink>don financier</donateLink>.",
  ],
  checklist: {
    heading: "Avant l’envoi",
    items: [
      "L’eSIM n’a **jamais été installée ni activée** sur un appareil.",
      "La capture d’écran montre **l’intégralité du QR code**, nette et non recadrée.",
    ],
  },
  formHeading: "Envoyez votre QR code",
} satisfies UploadText;
