import { createFileRoute } from "@tanstack/react-router";
import { textPage } from "../components/start/TextPage.tsx";
import { UploadPage } from "../components/UploadPage.tsx";

const upload = textPage("upload", () => import("../components/pages/UploadBody.tsx"));

export const Route = createFileRoute("/upload")({ ...upload.routeOptions, component: () => <UploadPage page={upload} /> });
