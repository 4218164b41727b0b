// The shape of each page's long text. One file per page per locale under content/pages/<locale>/
// exports an object of its type; the shared layout components in src/components/pages/ render it.
//
// `Rich` strings may contain **bold** and links written as tags around their words:
//   <servicesLink>request site</servicesLink>  the external eSIM request site
//   <travelLink>travel store</travelLink>       the travel eSIM storefront
//   <distributionPolicyLink>…</distributionPolicyLink>, <partnerPolicyLink>…</partnerPolicyLink>, <donateLink>…</donateLink> (cash donation page),
//   <uploadLink>…</uploadLink> (/upload), <contactLink>…</contactLink> (/contact), <aboutLink>…</aboutLink> (/about),
//   <donatePageLink>…</donatePageLink> (/donate)
// so a translated sentence keeps its link wherever its grammar puts it.

/** Text that may hold **bold** and `<nameLink>…</nameLink>` links (see above). */
export type Rich = string;

/** A titled block of paragraphs. */
export type Section = { heading: string; paragraphs: Rich[] };

/** A headline figure: `display` places the locale-formatted number, e.g. "{value}+". */
export type Figure = { display: string; label: string };

export type HomeText = {
  impact: { heading: string; esims: Figure; people: Figure; statement: Rich };
  mission: Section;
  goal: Section;
  networkDamage: Section;
  lifeline: Section & { people: { title: string; body: string }[] };
  goals: [Section & { imageAlt: string }, Section & { imageAlt: string }];
  donate: Section & { cashCta: string; inKindCta: string };
};

export type AboutText = {
  story: Section;
  mission: Section;
  impact: Section & { esims: Figure; people: Figure };
  operations: { heading: string; intro: Rich; groups: { heading: string; items: Rich[] }[] };
  partners: { heading: string; intro: string };
  closing: Section & { cta: string };
};

export type DonateText = {
  cash: { heading: string; badge: string; paragraphs: Rich[]; points: string[]; cta: string };
  inKind: {
    heading: string;
    intro: Rich;
    step1: { label: string; title: string; body: Rich; stores: { egypt: string; israel: string; regional: string } };
    step2: { label: string; title: string; body: Rich; cta: string };
  };
  tax: Section;
};

export type UploadText = {
  prompt: Rich[];
  checklist: { heading: string; items: Rich[] };
  formHeading: string;
};

export type TravelText = {
  about: Section;
  why: { heading: string; items: { title: string; body: string }[] };
  impact: Section;
  plans: {
    heading: string;
    intro: string;
    /** "{value} GB" */
    data: string;
    /** "{value} days" */
    validity: string;
    names: { egypt: string; israel: string; regional: string };
    note: string;
  };
  howItWorks: { heading: string; steps: Rich[] };
  ready: Section & { cta: string };
};

export type ContactText = {
  urgent: { heading: string; body: Rich; partnerships: Rich; cta: string };
  newsletter: { heading: string; body: string };
  form: { heading: string; body: Rich };
  social: { heading: string; body: string };
};

export type PoliciesText = {
  summaries: { terms: string; privacy: string; distribution: string; partner: string };
  read: string;
};

/** Every page's text type, by page name. */
export type PageTexts = {
  home: HomeText;
  about: AboutText;
  donate: DonateText;
  upload: UploadText;
  travel: TravelText;
  contact: ContactText;
  policies: PoliciesText;
};
