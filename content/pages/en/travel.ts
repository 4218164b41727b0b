import type { TravelText } from "../../../src/content/page-text";

export default {
  about: {
    heading: "Travel eSIMs with a purpose",
    paragraphs: [
      "Our travel store is run with a travel eSIM supplier. You buy a data plan for your trip, and **100%** of our profit is reinvested in free eSIMs for civilians in Gaza.",
      "Our free eSIMs are for residents of the Gaza Strip only. If you are visiting Gaza, or work with an organisation there from abroad, the travel store is the way to get connected.",
    ],
  },
  why: {
    heading: "Why buy from us",
    items: [
      {
        title: "Your trip funds connectivity",
        body: "All of our profit from each plan goes back into free eSIMs for people in Gaza.",
      },
      {
        title: "No physical SIM card",
        body: "An eSIM is digital. You install it on a compatible phone by scanning a QR code.",
      },
      {
        title: "Clear prices",
        body: "The store shows each plan's data, validity and price before you buy.",
      },
    ],
  },
  impact: {
    heading: "Where the profit goes",
    paragraphs: [
      "Since October 2023, our program has distributed over 50,000 eSIMs and connected over 200,000 people in Gaza, including medical staff, students, journalists and first responders.",
      "Profit from the travel store helps us buy more.",
    ],
  },
  plans: {
    heading: "Sample plans",
    intro: "A few examples of the plans available in our store.",
    data: "{value} GB",
    validity: "{value} days",
    names: { egypt: "Egypt", israel: "Israel", regional: "Middle East (regional)" },
    note: "Prices are examples in US dollars. The store shows current plans and prices.",
  },
  howItWorks: {
    heading: "How it works",
    steps: [
      "Open our <travelLink>travel store</travelLink> and choose the plan for your destination.",
      "Buy the plan. You receive a QR code to install your eSIM.",
      "Install the eSIM on your phone by following the store's instructions.",
      "Travel connected. **100%** of our profit goes to free eSIMs for Gaza.",
    ],
  },
  ready: {
    heading: "Ready to purchase?",
    paragraphs: ["Find a plan for your next trip and help keep Gaza connected at the same time."],
    cta: "Explore eSIMs Now",
  },
} satisfies TravelText;
