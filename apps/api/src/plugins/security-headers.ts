import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '@landscape/core';
import { firebaseWebConfig } from '../services/firebase-web.ts';

type Directives = Record<string, string[]>;
const origin = (url: string) => new URL(url).origin;

/** What every page of this server keeps: its own origin by default, no plugins, no framing by anyone. */
const EVERY_PAGE: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** Where the Firebase web SDK talks to (identity calls, token refresh) and what it embeds for popup sign-in. */
export function authEndpoints(config: Config): { connect: string[]; frame: string[]; script: string[] } {
  const web = firebaseWebConfig(config);
  if (config.AUTH === 'none' || !web.apiKey) return { connect: [], frame: [], script: [] };
  // Popup sign-in loads Google's iframe helper (api.js), which opens the provider's helper page in an iframe.
  const script = ['https://apis.google.com'];
  // the emulator is proxied on this origin: 'self' covers its calls and its popup handler page
  if (web.emulatorUrl) return { connect: [], frame: ["'self'"], script };
  return {
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    frame: web.authDomain ? [`https://${web.authDomain}`] : [],
    script,
  };
}

/**
 * The studio's Content-Security-Policy: its own scripts and styles, the Firebase endpoints this
 * deployment signs in with, the analytics pixel once configured, images from data:/blob: (previews of a
 * chosen photo, downloads) and from the bucket when /static redirects there. Nobody may frame it.
 */
export function studioDirectives(config: Config): Directives {
  const auth = authEndpoints(config);
  const bucket = config.STORAGE === 's3' && config.S3_SIGNED_URLS && config.S3_ENDPOINT ? [origin(config.S3_ENDPOINT)] : [];
  const pixel = config.ANALYTICS_PIXEL_URL ? [origin(config.ANALYTICS_PIXEL_URL)] : [];
  return {
    ...EVERY_PAGE,
    'script-src': ["'self'", ...auth.script],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...pixel, ...bucket],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...auth.connect, ...bucket],
    'frame-src': auth.frame.length ? auth.frame : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

/**
 * The queue dashboard (bull-board, cluster mode) is a prebuilt page with inline styles and Google Fonts;
 * it gets those and nothing else, and stays unframable like the studio.
 */
export function dashboardDirectives(): Directives {
  return {
    ...EVERY_PAGE,
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'font-src': ["'self'", 'https://fonts.gstatic.com'],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which security headers a route's answers carry: the studio's (the default), the queue dashboard's, or none (pages that send their own). */
    securityHeaders?: 'studio' | 'dashboard' | false;
  }
}

const headersFor = (directives: Directives) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Popup sign-in talks to the provider's window through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HTTPS is the TLS proxy's business; when it serves this app, keep to it, without claiming other subdomains.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });

/**
 * Security headers on every answer (helmet): CSP, no framing, nosniff, a referrer policy. Each policy's
 * middleware is made once here: making it parses the policy, which is too dear to do for every answer
 * (a progress poll is answered in well under a millisecond).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const policies = { studio: headersFor(studioDirectives(config)), dashboard: headersFor(dashboardDirectives()) };
  app.addHook('onRequest', (request, reply, done) => {
    const which = request.routeOptions.config.securityHeaders ?? 'studio';
    if (which === false) return done();
    policies[which](request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
