// What the editor page receives in place of a file it asked for (config.json,
// translation-status.json): the file, or a message saying why there is none, which the page shows
// (the build's "the online editor is not set up", the local server's "this file cannot be read").
// The writers (build-admin.ts, server.ts) and the readers (admin/editor-setup.ts,
// admin/status-panel.ts) share this one type.
export type OrMessage<File> = File | { message: string };
