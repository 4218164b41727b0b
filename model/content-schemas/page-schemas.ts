// Every page's schema under its page's name: the one list the collections (model/collections.ts)
// and the pages' text types (model/page-text/types.ts) are made from. A new page adds its schema here.
import { aboutSchema } from "./about-schema.ts";
import { contactSchema } from "./contact-schema.ts";
import { donateSchema, travelSchema, uploadSchema } from "./giving-schemas.ts";
import { homeSchema } from "./home-schema.ts";
import { helpSchema, installerSchema, policiesSchema, requestDatesSchema } from "./index-and-tool-schemas.ts";

/** Every page's schema, by page name (the file is content/pages/<locale>/<page>.md). */
export const pageSchemas = {
  home: homeSchema,
  about: aboutSchema,
  contact: contactSchema,
  donate: donateSchema,
  upload: uploadSchema,
  travel: travelSchema,
  policies: policiesSchema,
  "request-dates": requestDatesSchema,
  help: helpSchema,
  installer: installerSchema,
} as const;

export type PageName = keyof typeof pageSchemas;
