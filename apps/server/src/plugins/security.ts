/**
 * Security headers of every answer: the Content-Security-Policy and the other helmet headers,
 * Permissions-Policy, and `Cache-Control: no-store` on API answers that do not set their own.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../config.ts';

/**
 * Browser features no page of the product uses, turned off for every answer (Permissions-Policy):
 * a script injected into a page could not reach the camera, microphone, location, payment, USB,
 * serial or HID devices, nor join ad-topic cohorts.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * Registers the headers. `styleAttributeHashes` are the CSP hashes of the style attributes of the
 * prerendered pages (none when the web app is not served).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
  styleAttributeHashes: readonly string[],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Exactly the style attributes of the prerendered pages (React sets the others through
        // the CSSOM, which the CSP does not restrict): see apps/web/scripts/prerender.mjs.
        ...(styleAttributeHashes.length
          ? { styleSrcAttr: ["'unsafe-hashes'", ...styleAttributeHashes] }
          : {}),
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are per user and per moment: no cache keeps them unless a handler says so
    // (the public figures and stored media set their own rule).
    if (request.routeOptions.config.operation && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    return payload;
  });
}
