import type { PoliciesText } from "../../../src/content/page-text";

export default {
  summaries: {
    terms: "How you may use our eSIMs and services, the conduct that is not allowed, and what happens when the rules are broken.",
    privacy: "What information we keep about eSIM requests, why we keep it, who can see it, and how to access, correct or delete it.",
    distribution: "Who can receive an eSIM, how requests are prioritised, and how subscriptions, renewals and replacements work.",
    partner: "Who may partner with us, how partners request eSIMs for the people they serve, and how their data is protected.",
  },
  read: "Read the policy",
} satisfies PoliciesText;
