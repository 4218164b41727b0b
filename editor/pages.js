// The editor's form for each page: the same fields, names and nesting as the page files in
// content/pages/<locale>/<page>.md (see src/page-text/types.ts for the shapes the pages render).
import { cards, group, id, line, listOf, plain, prose, section } from "./fields.js";

const cta = (/** @type {string} */ where) => line("cta", "Button", `The words on the button ${where}.`);
const titledCard = (/** @type {string} */ what) => [
  line("title", "Title", `The title of one ${what}.`),
  plain("body", "Text", `The short text of one ${what}.`),
];

/** @type {Record<string, { label: string, fields: import("./fields.js").Field[] }>} */
export const pageForms = {
  home: {
    label: "Home page",
    fields: [
      group("impact", "Impact", "The band with the two headline figures (the figures and their captions are in Figures and dates).", [
        line("heading", "Heading", "The heading above the figures."),
        prose("statement", "Statement", "The sentence under the figures."),
      ]),
      section("mission", "Our mission", "what the program does"),
      section("goal", "Our goal", "reaching as many people as possible, fairly"),
      section("networkDamage", "Network damage", "why Gaza needs another way to connect"),
      section("lifeline", "Lifeline", "why a connection matters", [
        cards("people", "Who it helps", "The cards of the people a connection helps (medical staff, students, ...).", titledCard("card")),
      ]),
      cards(
        "goals",
        "Two goals",
        "The two illustrated blocks: getting people online, then keeping them connected. Keep both, in this order.",
        [
          id("Which illustration goes with the block."),
          line("heading", "Heading", "The heading of the illustrated block."),
          listOf("paragraphs", "Paragraphs", "The paragraphs of the block.", prose("paragraph", "Paragraph", "One paragraph.")),
          line("imageAlt", "Illustration description", "What the illustration shows, read aloud to blind visitors."),
        ],
        { allow_add: false },
      ),
      section("donate", "Donate", "how to help", [
        line("cashCta", "Cash button", "The words on the button to the cash donation page."),
        line("inKindCta", "eSIM button", "The words on the button to donate an eSIM."),
      ]),
    ],
  },
  about: {
    label: "About page",
    fields: [
      section("story", "Our story", "how the program began"),
      section("mission", "Our mission", "what the program does"),
      section("impact", "Impact", "what the program has achieved (the figures are in Figures and dates)"),
      group("operations", "How we work", "How requests are handled, in groups of points.", [
        line("heading", "Heading", "The heading of the block on how the program works."),
        prose("intro", "Introduction", "The sentence before the groups of points."),
        cards("groups", "Groups", "Each group: a heading and its points.", [
          line("heading", "Heading", "The heading of one group of points."),
          listOf("items", "Points", "The points of the group.", prose("item", "Point", "One point.")),
        ]),
      ]),
      group("partners", "Partners", "The partners block (the logos themselves are set by a developer).", [
        line("heading", "Heading", "The heading above the partners' logos."),
        plain("intro", "Introduction", "The sentence above the partners' logos."),
      ]),
      section("closing", "Closing", "how to take part", [cta("at the end of the page")]),
    ],
  },
  donate: {
    label: "Donate page",
    fields: [
      group("cash", "Cash donation", "The card for giving money.", [
        line("heading", "Heading", "The heading of the cash donation card."),
        line("badge", "Badge", "The small label on the card (for example: recommended)."),
        listOf("paragraphs", "Paragraphs", "The paragraphs of the card.", prose("paragraph", "Paragraph", "One paragraph.")),
        listOf("points", "Points", "The short points listed on the card.", line("point", "Point", "One short point of the card.")),
        cta("to the cash donation page"),
      ]),
      group("inKind", "eSIM donation", "The card for buying an eSIM to donate, in two steps.", [
        line("heading", "Heading", "The heading of the eSIM donation card."),
        prose("intro", "Introduction", "The sentence before the two steps."),
        group("step1", "Step 1", "Buying the eSIM.", [
          line("label", "Step label", 'The step number as shown, for example "Step 1".'),
          line("title", "Title", "The title of the step."),
          prose("body", "Text", "What to do in this step."),
          group("stores", "Store buttons", "The words on the three store buttons.", [
            line("egypt", "Egypt", "The button to the Egypt eSIM."),
            line("israel", "Israel", "The button to the Israel eSIM."),
            line("regional", "Regional", "The button to the Middle East regional eSIM."),
          ]),
        ]),
        group("step2", "Step 2", "Sending the eSIM's QR code.", [
          line("label", "Step label", 'The step number as shown, for example "Step 2".'),
          line("title", "Title", "The title of the step."),
          prose("body", "Text", "What to do in this step."),
          cta("to the upload form"),
        ]),
      ]),
      section("tax", "Tax", "whether donations are tax-deductible"),
    ],
  },
  upload: {
    label: "Upload page",
    fields: [
      listOf("prompt", "Before the form", "The paragraphs above the checklist.", prose("paragraph", "Paragraph", "One paragraph.")),
      group("checklist", "Checklist", "What to check before sending a QR code.", [
        line("heading", "Heading", "The heading of the checklist."),
        listOf("items", "Points", "The points to check.", prose("item", "Point", "One point.")),
      ]),
      line("formHeading", "Form heading", "The heading above the upload form."),
    ],
  },
  travel: {
    label: "Travel page",
    fields: [
      section("about", "About travel eSIMs", "what the travel store is"),
      group("why", "Why buy here", "The cards on why to buy a travel eSIM here.", [
        line("heading", "Heading", "The heading above the cards."),
        cards("items", "Cards", "One card per reason.", titledCard("reason")),
      ]),
      section("impact", "Impact", "how each purchase funds free eSIMs"),
      group("plans", "Sample plans", "The sample plans table. The plans themselves (data, days, price, names) are in Figures and dates.", [
        line("heading", "Heading", "The heading above the sample plans."),
        plain("intro", "Introduction", "The sentence above the sample plans."),
        plain("note", "Note", "The note under the plans (prices may change, and so on)."),
      ]),
      group("howItWorks", "How it works", "The numbered steps to buy and install a travel eSIM.", [
        line("heading", "Heading", "The heading above the steps."),
        listOf("steps", "Steps", "The steps, in order.", prose("step", "Step", "One step.")),
      ]),
      section("ready", "Ready", "the invitation to visit the store", [cta("to the travel store")]),
    ],
  },
  contact: {
    label: "Contact page",
    fields: [
      group("urgent", "Urgent requests", "The card for people in Gaza who need an eSIM.", [
        line("heading", "Heading", "The heading of the card."),
        prose("body", "Text", "Where to request an eSIM."),
        prose("partnerships", "Partnerships", "How organisations can become partners."),
        cta("to the request site"),
      ]),
      group("newsletter", "Newsletter", "The newsletter sign-up card.", [
        line("heading", "Heading", "The heading of the newsletter card."),
        plain("body", "Text", "What the newsletter is about."),
      ]),
      group("form", "Contact form", "The block above the contact form.", [
        line("heading", "Heading", "The heading above the contact form."),
        prose("body", "Text", "What to write to the team about."),
      ]),
      group("social", "Social media", "The social media block.", [
        line("heading", "Heading", "The heading above the social media links."),
        plain("body", "Text", "The sentence above the social media links."),
      ]),
    ],
  },
  policies: {
    label: "Policies page",
    fields: [
      group("summaries", "Summaries", "The one-sentence summary shown under each policy's name.", [
        plain("terms", "Terms of Service", "What the Terms of Service cover, in one sentence."),
        plain("privacy", "Privacy Policy", "What the Privacy Policy covers, in one sentence."),
        plain("distribution", "Distribution Policy", "What the Distribution Policy covers, in one sentence."),
        plain("partner", "Partner Policy", "What the Partner Policy covers, in one sentence."),
      ]),
      line("read", "Read link", 'The words of the link to each policy, for example "Read the policy".'),
    ],
  },
  "request-dates": {
    label: "When can I request again? page",
    fields: [],
  },
};

/** Each policy's file name (content/policies/<locale>/<slug>.md) and name in the editor. */
export const policyForms = {
  "terms-of-service": "Terms of Service",
  "privacy-policy": "Privacy Policy",
  "distribution-policy": "Distribution Policy",
  "partner-policy": "Partner Policy",
};
