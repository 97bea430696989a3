// The one channel for user-facing alerts: the browser's own window.alert (docs/messages.md).
export function notify(message: string): void {
  window.alert(message);
}
