import type { AboutText } from "../../../src/content/page-text";

export default {
  story: {
    heading: "Our story",
    paragraphs: [
      "Keep Gaza Connected began in October 2023, when communications in Gaza were cut and many people could no longer call, message or go online.",
      "Volunteers saw that an eSIM, a digital SIM card that roams on mobile networks, could bring people back online. They began turning donations into eSIMs and sending them to people in Gaza.",
      "That urgent response has grown into a program that keeps civilians connected, free of charge.",
    ],
  },
  mission: {
    heading: "Our mission",
    paragraphs: [
      "We give free eSIMs to civilians in Gaza so they can reach care, study, work and family when local networks fail.",
      "We serve individuals, and we share a limited number of eSIMs as fairly as we can.",
    ],
  },
  impact: {
    heading: "Our impact",
    paragraphs: [
      "Every figure here began as a donation and ended as a phone back online. They are the work of volunteers, partners and everyone who has given.",
    ],
    esims: { display: "{value}+", label: "eSIMs distributed since October 2023" },
    people: { display: "{value}+", label: "people connected" },
  },
  operations: {
    heading: "How the program works",
    intro:
      "Clear rules help us share eSIMs fairly. You can read them in full in our <distributionPolicyLink>Distribution Policy</distributionPolicyLink>.",
    groups: [
      {
        heading: "Requests",
        items: [
          "People in Gaza request an eSIM only through our official <servicesLink>request site</servicesLink>.",
          "Friends or family may request on someone's behalf. The owner of the number receives a confirmation message on WhatsApp and can cancel the request through it.",
          "Partner organisations submit requests for the people in their programs and follow our partner rules.",
          "Each request is processed before the same account can make another.",
        ],
      },
      {
        heading: "Priority",
        items: [
          "Requests are served first come, first served within three queues: partner requests, then priority profiles, then the general public.",
          "Priority profiles are distant learners, remote workers, journalists, medical staff and first responders.",
        ],
      },
      {
        heading: "Delivery",
        items: [
          "Our eSIMs are for residents of the Gaza Strip with a valid Palestinian phone number.",
          "**One eSIM per person**, and one active eSIM at a time.",
          "eSIMs are delivered by WhatsApp, so the number needs an active WhatsApp account.",
          "Each package is chosen from the person's location, the networks their phone can reach, their device and past use.",
        ],
      },
      {
        heading: "Funding",
        items: [
          "**100%** of cash donations goes to buying eSIMs at wholesale prices.",
          "Donors can also give an unused eSIM by uploading its QR code.",
          "All profit from our <travelLink>travel store</travelLink> is reinvested in free eSIMs.",
        ],
      },
    ],
  },
  partners: {
    heading: "Our partners",
    intro: "We work with organisations that run programs in Gaza and request eSIMs for the people they serve.",
  },
  closing: {
    heading: "Help us reach more people",
    paragraphs: [
      "Every donation buys more eSIMs for people in Gaza who are waiting to get back online.",
      "You can give money, <donatePageLink>donate an unused eSIM</donatePageLink>, or buy a plan for your own trip from our <travelLink>travel store</travelLink>.",
    ],
    cta: "Donate now",
  },
} satisfies AboutText;
