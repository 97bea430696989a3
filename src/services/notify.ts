// The one channel for user-facing alerts; the specification names window.alert.
export function notify(message: string): void {
  window.alert(message);
}
