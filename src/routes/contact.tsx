import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../components/ContactPage.tsx";
import { textPage } from "../components/start/TextPage.tsx";

const contact = textPage("contact", () => import("../components/pages/ContactSections.tsx"));

export const Route = createFileRoute("/contact")({ ...contact.routeOptions, component: () => <ContactPage page={contact} /> });
