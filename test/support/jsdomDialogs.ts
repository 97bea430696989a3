/**
 * jsdom has no modal dialogs: showModal opens the dialog as the browser would, minus the top layer.
 * For the beforeAll of a file whose screens open one.
 */
export function stubShowModal(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
}
