// A sign-in sent from the page's HTML before the app was running (src/boot/signInBoot.ts held it):
// the app's sign-in page sends it once, as soon as it has taken the form over.
let held = false;

export function holdSignIn(): void {
  held = true;
}

/** True once after holdSignIn(): the caller sends the sign-in. */
export function takeHeldSignIn(): boolean {
  const wasHeld = held;
  held = false;
  return wasHeld;
}
