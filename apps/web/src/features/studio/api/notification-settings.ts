import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsSchema, successResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// Told when a run is done (decision 048): the account's choices at /api/me/notifications, and this browser's
// Web Push subscription, made through the studio's service worker (public/sw.js) with the server's VAPID key.

const KEY = ['me', 'notifications'];

/** GET /api/me/notifications (signed-in only). */
export const useNotificationSettings = (signedIn: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/api/me/notifications', notificationSettingsSchema, { signal }),
    enabled: signedIn,
    staleTime: 60_000,
  });

/** PUT /api/me/notifications/email */
export function useSetEmailNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest('/api/me/notifications/email', notificationSettingsSchema, { method: 'PUT', body: { enabled } }),
    onSuccess: (settings) => qc.setQueryData(KEY, settings),
  });
}

/** Whether this browser can be told at all: notifications, a service worker and the Push API. */
export const pushSupported = () => typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

const keyBytes = (base64url: string) => {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** 'denied' when the person (or the browser) said no: the studio then says how to allow it. */
export class PermissionRefused extends Error {}

/** Asks the browser's permission, subscribes with the server's key and keeps the subscription on the server. */
export function useSubscribePush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new PermissionRefused(permission);
      const reg = await registration();
      const sub =
        (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      return apiRequest('/api/me/notifications/push', notificationSettingsSchema, { method: 'POST', body: sub.toJSON() });
    },
    onSuccess: (settings) => qc.setQueryData(KEY, settings),
  });
}

/** Forgets this browser: on the server, then in the browser. */
export function useUnsubscribePush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const sub = await currentSubscription();
      if (!sub) return;
      await apiRequest('/api/me/notifications/push', successResponseSchema, { method: 'DELETE', body: { endpoint: sub.endpoint } }).catch(() => undefined);
      await sub.unsubscribe();
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
