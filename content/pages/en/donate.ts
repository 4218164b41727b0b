import type { DonateText } from "../../../src/content/page-text";

export default {
  cash: {
    heading: "Donate money",
    badge: "Preferred · Fastest",
    paragraphs: [
      "A cash donation is the preferred and fastest way to get eSIMs to people in Gaza. **100%** of it goes to buying eSIMs at wholesale prices.",
      "Keep Gaza Connected is fiscally sponsored by a US 501(c)(3) nonprofit, so your donation is tax-deductible in the US.",
    ],
    points: [
      "100% of your donation buys eSIMs",
      "eSIMs bought at wholesale prices",
      "Tax-deductible in the US",
    ],
    cta: "Donate now",
  },
  inKind: {
    heading: "Donate an eSIM",
    intro:
      "You can also give an eSIM directly. Buy one, send us its QR code, and we will pass it on to someone in Gaza.",
    step1: {
      label: "Step 1",
      title: "Buy an eSIM without activating it",
      body: "Buy an eSIM from our <travelLink>travel store</travelLink> or from another provider. **Do not install or activate it**: we can only pass on an eSIM that has never been used. These options are in our store:",
      stores: {
        egypt: "Egypt",
        israel: "Israel",
        regional: "Middle East regional (limit-flex)",
      },
    },
    step2: {
      label: "Step 2",
      title: "Upload the QR code",
      body: "Take a screenshot of the eSIM's activation QR code and submit it through our <uploadLink>upload form</uploadLink>.",
      cta: "Upload your QR code",
    },
  },
  tax: {
    heading: "Tax information",
    paragraphs: [
      "Cash donations are tax-deductible in the US, through our fiscal sponsor, a US 501(c)(3) nonprofit.",
      "In-kind eSIM donations are not tax-deductible.",
    ],
  },
} satisfies DonateText;
