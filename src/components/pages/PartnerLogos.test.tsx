// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { PartnerLogos } from "./PartnerLogos.tsx";

afterEach(cleanup);

it("shows each configured partner's logo as a link to its site, opening in a new tab", () => {
  render(
    <PartnerLogos
      partners={[
        { name: "Gaza Clinic Network", logo: "/partners/clinic.svg", url: "https://clinic.example.org" },
        { name: "Student Union", logo: "/partners/students.png", url: "https://students.example.org" },
      ]}
    />,
  );
  const clinic = screen.getByRole("link", { name: /Gaza Clinic Network.*opens in a new tab/ });
  expect(clinic.getAttribute("href")).toBe("https://clinic.example.org");
  expect(clinic.getAttribute("rel")).toBe("noopener noreferrer");
  expect(screen.getByRole("img", { name: "Student Union" }).getAttribute("src")).toBe("/partners/students.png");
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
});
