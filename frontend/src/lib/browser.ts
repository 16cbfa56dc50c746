/**
 * Full-page navigation, behind an object so tests can observe it (jsdom cannot navigate).
 * In-app moves use the router; this is only for addresses the server answers, such as /api/login.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
