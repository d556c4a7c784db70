/**
 * The built web app on the API's origin: hashed assets cached for a year, prerendered public pages,
 * the shell for the other paths of the app, the not-found page with status 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND_MESSAGE } from '../lib/errors.ts';
import { webPageFor, type PrerenderedPages } from '../webPages.ts';

/** Paths the server answers itself (the API, the CSRF cookie), never pages of the web app. */
const isServerPath = (url: string): boolean =>
  url.startsWith('/api/') || url.startsWith('/sanctum/');

/**
 * Serves the built web app on the same origin: a prerendered public page as its own HTML, any
 * other path of the app as the shell, an unknown path as the not-found page with status 404
 * (src/webPages.ts); a build without prerendered pages answers every path with index.html.
 */
export async function serveWebApp(
  app: FastifyInstance,
  root: string,
  prerendered: PrerenderedPages | null,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    setHeaders(reply, filePath) {
      // Vite puts content hashes in asset names: cache them for a year; index.html never.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      else void reply.header('cache-control', 'no-cache');
    },
  });
  app.get('/*', { config: {} }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isServerPath(url)) return reply.callNotFound();
    const file = path.join(root, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (path.extname(url) && file.startsWith(root) && existsSync(file))
      return reply.sendFile(path.relative(root, file));
    if (path.extname(url)) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    const page = webPageFor(prerendered, url);
    return reply.code(page.status).header('cache-control', 'no-cache').sendFile(page.file);
  });
  // A page's form sent by the browser itself: Enter pressed in a prerendered sign-in or
  // registration form before the page's script took it over. The forms say `method="post"` so the
  // password never lands in a URL; the body is dropped unread and the visitor is sent back to the
  // page (303: the browser follows with a GET), where the script now handles the form.
  await app.register((pages, _options, registered) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      done(null);
    });
    pages.post('/*', async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (isServerPath(url) || path.extname(url)) return reply.callNotFound();
      // The same page, query kept (a sign-in's `?redirect=`); leading slashes collapsed to one so
      // the location never names another host (`//host/…`).
      const location = `/${request.url.replace(/^[/\\]+/, '')}`;
      return reply.code(303).header('location', location).send();
    });
    registered();
  });
}
