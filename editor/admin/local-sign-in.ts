// The local editor's sign-in screen (`npm run cms`): Decap shows only a "Login" button, which
// reads as if an account were needed. A sentence beside it says that none is, and that nothing
// leaves the computer.

/**
 * The local editor's sign-in screen: Decap shows a bare "Login" button; say what it does.
 */
export function explainLocalSignIn() {
  const note = document.createElement("p");
  note.className = "kgc-login-note";
  note.textContent =
    "This editor runs on your computer and changes the files of your copy of the site. No account is needed and nothing leaves this computer: press Login to start.";
  const place = () => {
    const button = [...document.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim() === "Login");
    if (button && !note.isConnected) button.before(note);
  };
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true });
  place();
}
