// @vitest-environment happy-dom
// The notice as the build writes it into every page (NoticeBar): a notice that starts after the build comes
// hidden (a page without scripts cannot tell the time: it shows it from the first build after its
// start, decision 161), with its start and end for the page's bootstrap to show and hide it.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { NoticeData } from "#model/page-text/notice.ts";
import type { Html } from "#model/page-text/types.ts";
import { NoticeBar } from "./NoticeBar.tsx";

const text = { html: "The request site is down." as Html, since: { date: "24 November", time: "09:00" } };
afterEach(cleanup);

const notice = (scheduled: boolean): NoticeData => ({
  kind: "warning",
  starts: Date.UTC(2026, 10, 24, 7),
  ends: Date.UTC(2026, 10, 26, 16),
  ...(scheduled ? { scheduled: true as const } : {}),
  texts: { en: text, fr: text, tr: text, ar: text },
});

it("carries a notice that had started at build time shown, with its start and end", () => {
  render(<NoticeBar notice={notice(false)} />);
  const region = screen.getByRole("region", { name: "Notice" });
  expect(region.hidden).toBe(false);
  expect(region.textContent).toContain("The request site is down.");
  expect(region.textContent).toContain("Since 24 November, 09:00");
  expect([region.dataset.noticeStarts, region.dataset.noticeEnds]).toEqual([
    String(Date.UTC(2026, 10, 24, 7)),
    String(Date.UTC(2026, 10, 26, 16)),
  ]);
});

it("carries a notice that starts after the build hidden, for the page's script to show at its start", () => {
  const { container } = render(<NoticeBar notice={notice(true)} />);
  const region = container.querySelector("section");
  expect(region?.hidden).toBe(true);
  expect(region?.dataset.noticeStarts).toBe(String(Date.UTC(2026, 10, 24, 7)));
  expect(screen.queryByRole("region", { name: "Notice" })).toBeNull();
});
