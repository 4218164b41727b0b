import type { HomeText } from "../../../src/content/page-text";

export default {
  impact: {
    heading: "Our impact so far",
    esims: { display: "{value}+", label: "eSIMs distributed since October 2023" },
    people: { display: "{value}+", label: "people connected" },
    statement:
      "Since October 2023, donations have become eSIMs in the hands of civilians in Gaza, **free of charge**. Each one is a way back online for someone who needs it.",
  },
  mission: {
    heading: "Our mission",
    paragraphs: [
      "We give free eSIMs to civilians in Gaza so they can reach care, study, work and family when local networks fail.",
      "An eSIM is a digital SIM card. It lets a phone go online by roaming on mobile networks, without a physical card.",
    ],
  },
  goal: {
    heading: "Our goal",
    paragraphs: [
      "Our eSIMs are limited, so our goal is to reach as many people as possible and to share them fairly.",
      "That is why we give one eSIM per person, and why requests from partner organisations and from people whose work others depend on, such as medical staff, journalists and first responders, are given priority.",
    ],
  },
  networkDamage: {
    heading: "Why Gaza needs another way to connect",
    paragraphs: [
      "Since October 2023, telecommunications in Gaza have been cut again and again.",
      "Network infrastructure has been damaged or destroyed, and power blackouts make it hard to keep what remains running.",
      "When local service fails, an eSIM can keep a phone online through networks that can still be reached.",
    ],
  },
  lifeline: {
    heading: "A connection is a lifeline",
    paragraphs: [
      "A working phone lets people call for help, keep working and know that the people they love are safe.",
    ],
    people: [
      { title: "Medical staff", body: "Reach colleagues, coordinate care and call for support." },
      { title: "Students", body: "Attend online classes and keep their studies going." },
      { title: "Remote workers", body: "Keep their jobs and an income for their families." },
      { title: "Journalists", body: "Report from where they are and send their work out." },
      { title: "First responders", body: "Receive calls for help and coordinate their response." },
      { title: "Families", body: "Check on relatives and share news with each other." },
    ],
  },
  goals: [
    {
      heading: "Getting people online",
      paragraphs: [
        "People in Gaza request an eSIM on our <servicesLink>request site</servicesLink>. When a request is processed, the eSIM is sent by WhatsApp, ready to install.",
        "Each eSIM's package is chosen from the person's location and the networks their phone can reach, so it suits where they are.",
      ],
      imageAlt:
        "Illustration of a mobile phone receiving an eSIM QR code, with signal waves rising from the screen.",
    },
    {
      heading: "Keeping people connected",
      paragraphs: [
        "A connection matters every day, not only once. Many of our eSIMs can be renewed, so people can stay online while we keep sharing eSIMs fairly.",
        "When a renewable eSIM is barely used, we may automatically replace it with a cheaper option or give it a different package, so every donation goes further.",
      ],
      imageAlt: "Illustration of people in Gaza using their phones, connected to one another.",
    },
  ],
  donate: {
    heading: "Help keep Gaza connected",
    paragraphs: [
      "A cash donation is the fastest way to help. **100%** of it goes to buying eSIMs at wholesale prices.",
      "Cash donations are tax-deductible in the US. You can also buy an eSIM without activating it and donate its QR code.",
    ],
    cashCta: "Donate now",
    inKindCta: "Donate an eSIM",
  },
} satisfies HomeText;
