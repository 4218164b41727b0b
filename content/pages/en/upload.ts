import type { UploadText } from "../../../src/content/page-text";

export default {
  prompt: [
    "Thank you for donating an eSIM. Use the form below to submit a screenshot of its activation QR code.",
    "We will pass your eSIM to someone in Gaza who needs it, free of charge.",
    "Have not bought one yet? The <donatePageLink>donate page</donatePageLink> explains how.",
    "In-kind eSIM donations are not tax-deductible. If you are in the US and want your gift to be tax-deductible, you can make a <donateLink>cash donation</donateLink> instead.",
  ],
  checklist: {
    heading: "Before you upload",
    items: [
      "The eSIM has **not been installed or activated** on any device.",
      "The screenshot shows the **whole QR code**, sharp and not cropped.",
    ],
  },
  formHeading: "Submit your QR code",
} satisfies UploadText;
