/** Sends the browser to another page (the payment provider's checkout). Its own module so tests can replace it. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
