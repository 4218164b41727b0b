import type { ContactText } from "../../../src/content/page-text";

export default {
  urgent: {
    heading: "Urgent requests and partnerships",
    body: "If you are in Gaza and need an eSIM or a renewal, please use our <servicesLink>request site</servicesLink>. Requests and renewals are made only there; we cannot take them through this contact form.",
    partnerships:
      "Organisations running programs in Gaza are welcome to write to us about partnerships. Please read our <distributionPolicyLink>Distribution Policy</distributionPolicyLink> and our <partnerPolicyLink>Partner Policy</partnerPolicyLink> first.",
    cta: "Are you in Gaza?",
  },
  newsletter: {
    heading: "Newsletter",
    body: "Get news of our work and ways to help, straight to your inbox.",
  },
  form: {
    heading: "Send us a message",
    body: "Questions, press enquiries or anything else: write to us using the form below and our team will reply. Our support team will **never ask for passwords, photos or files**. The only images we may ask for are screenshots that help solve an eSIM problem.",
  },
  social: {
    heading: "Follow us",
    body: "Follow news from the program on Instagram, Facebook, X, LinkedIn and our WhatsApp channel.",
  },
} satisfies ContactText;
