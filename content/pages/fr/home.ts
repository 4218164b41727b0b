import type { HomeText } from "../../../src/content/page-text";

export default {
  impact: {
    heading: "Notre impact à ce jour",
    esims: { display: "plus de {value}", label: "eSIM distribuées depuis octobre 2023" },
    people: { display: "plus de {value}", label: "personnes connectées" },
    statement:
      "Depuis octobre 2023, les dons se transforment en eSIM remises **gratuitement** aux civils de Gaza. Chacune d’elles permet à une personne qui en a besoin de se reconnecter.",
  },
  mission: {
    heading: "Notre mission",
    paragraphs: [
      "Nous offrons des eSIM gratuites aux civils de Gaza pour qu’ils puissent accéder aux soins, étudier, travailler et garder le lien avec leurs proches lorsque les réseaux locaux font défaut.",
      "Une eSIM est une carte SIM numérique. Elle permet à un téléphone de se connecter à internet en itinérance sur les réseaux mobiles, sans carte physique.",
    ],
  },
  goal: {
    heading: "Notre objectif",
    paragraphs: [
      "Nos eSIM sont en nombre limité : notre objectif est donc de les répartir équitablement et d’atteindre le plus grand nombre de personnes possible.",
      "C’est pourquoi nous attribuons une eSIM par personne, et pourquoi nous traitons en priorité les demandes des organisations partenaires et celles des personnes dont le travail est indispensable aux autres, comme le personnel médical, les journalistes et les secouristes.",
    ],
  },
  networkDamage: {
    heading: "Pourquoi Gaza a besoin d’un autre moyen de se connecter",
    paragraphs: [
      "Depuis octobre 2023, les télécommunications à Gaza ont été coupées à maintes reprises.",
      "Les infrastructures réseau ont été endommagées ou détruites, et les coupures de courant compliquent le fonctionnement de ce qui subsiste.",
      "Lorsque le réseau local ne fonctionne plus, une eSIM permet de garder un téléphone connecté grâce aux réseaux encore accessibles.",
    ],
  },
  lifeline: {
    heading: "Une connexion, c’est un lien vital",
    paragraphs: [
      "Avec un téléphone qui fonctionne, on peut appeler à l’aide, continuer à travailler et s’assurer que ceux qu’on aime sont en sécurité.",
    ],
    people: [
      { title: "Soignants", body: "Joindre leurs collègues, coordonner les soins et demander du renfort." },
      { title: "Étudiants", body: "Suivre des cours en ligne et poursuivre leurs études." },
      { title: "Travailleurs à distance", body: "Garder leur emploi et un revenu pour leur famille." },
      { title: "Journalistes", body: "Témoigner depuis là où ils se trouvent et faire parvenir leur travail au reste du monde." },
      { title: "Secouristes", body: "Recevoir les appels à l’aide et coordonner leurs interventions." },
      { title: "Familles", body: "Prendre des nouvelles de leurs proches et en donner." },
    ],
  },
  goals: [
    {
      heading: "Reconnecter les habitants",
      paragraphs: [
        "Les habitants de Gaza font leur demande sur notre <servicesLink>site de demande d’eSIM</servicesLink>. Une fois la demande traitée, l’eSIM leur est envoyée par WhatsApp, prête à être installée.",
        "Le forfait de chaque eSIM est choisi en fonction de l’endroit où se trouve la personne et des réseaux que son téléphone peut capter, afin qu’il convienne à sa situation.",
      ],
      imageAlt:
        "Illustration d’un téléphone portable recevant le QR code d’une eSIM, avec des ondes de signal qui s’élèvent de l’écran.",
    },
    {
      heading: "Maintenir la connexion",
      paragraphs: [
        "Être connecté compte au quotidien, pas seulement une fois. Beaucoup de nos eSIM sont renouvelables : chacun peut ainsi rester en ligne, tandis que nous continuons à répartir les eSIM équitablement.",
        "Lorsqu’une eSIM renouvelable est très peu utilisée, nous pouvons la remplacer automatiquement par une option moins coûteuse ou lui attribuer un autre forfait, pour tirer le meilleur parti de chaque don.",
      ],
      imageAlt: "Illustration d’habitants de Gaza utilisant leur téléphone, connectés les uns aux autres.",
    },
  ],
  donate: {
    heading: "Aidez Gaza à rester connectée",
    paragraphs: [
      "Le don financier est le moyen le plus rapide d’aider. **100 %** de votre don sert à acheter des eSIM au prix de gros.",
      "Les dons financiers sont déductibles des impôts aux États-Unis. Vous pouvez aussi acheter une eSIM sans l’activer et faire don de son QR code.",
    ],
    cashCta: "Faire un don",
    inKindCta: "Offrir une eSIM",
  },
} satisfies HomeText;
