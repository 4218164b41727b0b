import type { TravelText } from "../../../src/content/page-text";

export default {
  about: {
    heading: "Des eSIM de voyage solidaires",
    paragraphs: [
      "Notre boutique voyage fonctionne en partenariat avec un fournisseur d’eSIM de voyage. Vous achetez un forfait de données pour votre séjour, et **100 %** de nos bénéfices sont réinvestis dans des eSIM gratuites pour les civils de Gaza.",
      "Nos eSIM gratuites sont réservées aux résidents de la bande de Gaza. Si vous vous rendez à Gaza, ou si vous travaillez depuis l’étranger avec une organisation présente sur place, c’est par la boutique voyage que vous pourrez vous connecter.",
    ],
  },
  why: {
    heading: "Pourquoi acheter chez nous",
    items: [
      {
        title: "Votre voyage finance la connexion",
        body: "L’intégralité de nos bénéfices sur chaque forfait est réinvestie dans des eSIM gratuites pour les habitants de Gaza.",
      },
      {
        title: "Pas de carte SIM physique",
        body: "Une eSIM est numérique. Vous l’installez sur un téléphone compatible en scannant un QR code.",
      },
      {
        title: "Des prix transparents",
        body: "La boutique indique le volume de données, la durée de validité et le prix de chaque forfait avant l’achat.",
      },
    ],
  },
  impact: {
    heading: "À quoi servent les bénéfices",
    paragraphs: [
      "Depuis octobre 2023, notre programme a distribué plus de 50 000 eSIM et connecté plus de 200 000 personnes à Gaza, parmi lesquelles des soignants, des étudiants, des journalistes et des secouristes.",
      "Les bénéfices de la boutique voyage nous permettent d’en acheter davantage.",
    ],
  },
  plans: {
    heading: "Exemples de forfaits",
    intro: "Quelques exemples de forfaits proposés dans notre boutique.",
    data: "{value} Go",
    validity: "{value} jours",
    names: { egypt: "Égypte", israel: "Israël", regional: "Moyen-Orient régional (limit-flex)" },
    note: "Prix donnés à titre d’exemple, en dollars américains. La boutique affiche les forfaits et les prix en vigueur.",
  },
  howItWorks: {
    heading: "Comment ça marche",
    steps: [
      "Rendez-vous sur notre <travelLink>boutique voyage</travelLink> et choisissez le forfait adapté à votre destination.",
      "Achetez le forfait. Vous recevez un QR code pour installer votre eSIM.",
      "Installez l’eSIM sur votre téléphone en suivant les instructions de la boutique.",
      "Voyagez connecté. **100 %** de nos bénéfices financent des eSIM gratuites pour Gaza.",
    ],
  },
  ready: {
    heading: "Votre prochain voyage approche ?",
    paragraphs: ["Trouvez un forfait pour votre prochain séjour tout en aidant Gaza à rester connectée."],
    cta: "Découvrir les eSIM",
  },
} satisfies TravelText;
