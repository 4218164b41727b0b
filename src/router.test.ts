// The policies' and the guides' routes take their own slugs only (`params.parse`, src/routes/$policy.tsx
// and src/routes/help/$guide.tsx): any other slug matches as an unknown path does, the root alone,
// whose not-found page the router shows. Guards the router's part of it: a `parse` that returns
// false makes the route not match. An upgrade that matched it anyway would hand the page a slug
// it has no text for.
import { describe, expect, it, vi } from "vitest";
import { getRouter } from "./router.tsx";

// The notice the build compiles (content-tools/vite-plugin.ts): the frame imports it, and no page
// is rendered here.
vi.mock("virtual:kgc-notice", () => ({ default: null }));

const matched = async (path: string) => (await getRouter()).matchRoutes(path, {}).map(({ routeId, params }) => ({ routeId, params }));

describe("the routes that share a path shape", () => {
  it("match each of their own slugs, with the slug as their parameter", async () => {
    expect(await matched("/privacy-policy")).toEqual([
      { routeId: "__root__", params: { policy: "privacy-policy" } },
      { routeId: "/$policy", params: { policy: "privacy-policy" } },
    ]);
    expect(await matched("/help/install")).toEqual([
      { routeId: "__root__", params: { guide: "install" } },
      { routeId: "/help/$guide", params: { guide: "install" } },
    ]);
  });

  it("match any other slug as an unknown path: the root alone", async () => {
    const unknown = await matched("/no/such/page");
    expect(unknown).toEqual([{ routeId: "__root__", params: {} }]);
    expect(await matched("/nope-policy")).toEqual(unknown);
    expect(await matched("/help/nope")).toEqual(unknown);
  });
});
