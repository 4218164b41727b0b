// The user agents of the three phones the guides and the installer tell apart (src/lib/platform.ts):
// an iPhone on iOS 17.5 (Apple's setup link needs 17.4 or later), a Samsung Galaxy A14 (SM-A145F),
// a Google Pixel 7a, the last two on Chrome's full agent, which names the model.
export const phoneAgents = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  samsung: "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 7a) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
} as const;
