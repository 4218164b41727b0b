import type { AboutText } from "../../../src/content/page-text";

export default {
  story: {
    heading: "Notre histoire",
    paragraphs: [
      "Keep Gaza Connected a vu le jour en octobre 2023, lorsque les communications ont été coupées à Gaza et que de nombreux habitants ne pouvaient plus appeler, envoyer de messages ni se connecter à internet.",
      "Des bénévoles ont compris qu’une eSIM, une carte SIM numérique qui fonctionne en itinérance sur les réseaux mobiles, pouvait permettre à ces personnes de se reconnecter. Ils ont commencé à transformer les dons en eSIM et à les envoyer à des habitants de Gaza.",
      "Cette réponse d’urgence est devenue un programme qui permet aux civils de rester connectés, gratuitement.",
    ],
  },
  mission: {
    heading: "Notre mission",
    paragraphs: [
      "Nous offrons des eSIM gratuites aux civils de Gaza pour qu’ils puissent accéder aux soins, étudier, travailler et garder le lien avec leurs proches lorsque les réseaux locaux font défaut.",
      "Nous venons en aide à des personnes, à titre individuel, et nous répartissons aussi équitablement que possible un nombre limité d’eSIM.",
    ],
  },
  impact: {
    heading: "Notre impact",
    paragraphs: [
      "Derrière chacun de ces chiffres, il y a un don qui a permis à un téléphone de se reconnecter. Ils sont le fruit du travail des bénévoles, de nos partenaires et de toutes celles et ceux qui ont donné.",
    ],
    esims: { display: "plus de {value}", label: "eSIM distribuées depuis octobre 2023" },
    people: { display: "plus de {value}", label: "personnes connectées" },
  },
  operations: {
    heading: "Comment fonctionne le programme",
    intro:
      "Des règles claires nous aident à répartir les eSIM équitablement. Vous pouvez les consulter en intégralité dans notre <distributionPolicyLink>Politique de distribution</distributionPolicyLink>.",
    groups: [
      {
        heading: "Demandes",
        items: [
          "Les habitants de Gaza font leur demande d’eSIM uniquement sur notre <servicesLink>site officiel de demande d’eSIM</servicesLink>.",
          "Un ami ou un membre de la famille peut faire la demande à la place de la personne concernée. Le titulaire du numéro reçoit alors un message de confirmation sur WhatsApp et peut annuler la demande au moyen de ce message.",
          "Les organisations partenaires soumettent des demandes pour les bénéficiaires de leurs programmes et respectent les règles fixées pour les partenaires.",
          "Un compte ne peut faire une nouvelle demande qu’une fois la précédente traitée.",
        ],
      },
      {
        heading: "Priorités",
        items: [
          "Les demandes sont traitées par ordre d’arrivée au sein de trois files d’attente : d’abord les demandes des partenaires, puis les profils prioritaires, puis le grand public.",
          "Les profils prioritaires sont les personnes qui suivent un enseignement à distance, les travailleurs à distance, les journalistes, le personnel médical et les secouristes.",
        ],
      },
      {
        heading: "Remise des eSIM",
        items: [
          "Nos eSIM sont destinées aux résidents de la bande de Gaza disposant d’un numéro de téléphone palestinien valide.",
          "**Une eSIM par personne**, et une seule eSIM active à la fois.",
          "Les eSIM sont envoyées par WhatsApp : le numéro doit donc être associé à un compte WhatsApp actif.",
          "Chaque forfait est choisi en fonction de l’endroit où se trouve la personne, des réseaux que son téléphone peut capter, de son appareil et de son utilisation passée.",
        ],
      },
      {
        heading: "Financement",
        items: [
          "**100 %** des dons financiers servent à acheter des eSIM au prix de gros.",
          "Les donateurs peuvent aussi offrir une eSIM inutilisée en envoyant son QR code.",
          "L’intégralité des bénéfices de notre <travelLink>boutique voyage</travelLink> est réinvestie dans des eSIM gratuites.",
        ],
      },
    ],
  },
  partners: {
    heading: "Nos partenaires",
    intro: "Nous travaillons avec des organisations qui mènent des programmes à Gaza et demandent des eSIM pour les personnes qu’elles accompagnent.",
  },
  closing: {
    heading: "Aidez-nous à connecter davantage de personnes",
    paragraphs: [
      "Chaque don permet d’acheter davantage d’eSIM pour les habitants de Gaza qui attendent de pouvoir se reconnecter.",
      "Vous pouvez donner de l’argent, <donatePageLink>offrir une eSIM inutilisée</donatePageLink> ou acheter un forfait pour votre propre voyage dans notre <travelLink>boutique voyage</travelLink>.",
    ],
    cta: "Faire un don",
  },
} satisfies AboutText;
