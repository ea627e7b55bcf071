/* global self */
// Landscape Studio's service worker: shows the "your designs are ready" notification the server pushes when a
// run finishes (Web Push, decision 048), also while no studio tab is open, and opens the run when it is clicked.
// It caches nothing: the studio works as it does without it.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/studio';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Landscape Studio', {
      body: message.body || '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      tag: message.tag || 'landscape-run',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/studio', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((tab) => (tab || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
