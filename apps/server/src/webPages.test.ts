/**
 * Which HTML file answers a path of the web app (webPages.ts): a prerendered page its own, the
 * other app paths the shell, unknown paths the not-found page with 404.
 */
import { describe, expect, it } from 'vitest';
import { webPageFor, type PrerenderedPages } from './webPages.ts';

const build: PrerenderedPages = {
  pages: {
    '/': 'index.html',
    '/login': 'login/index.html',
    '/register/customer': 'register/customer/index.html',
  },
  notFound: '404.html',
  shell: 'app.html',
  appPaths: ['/', '/login', '/register/:role', '/c/jobs', '/c/jobs/:id', '/b'],
  styleAttributeHashes: [],
};

describe('webPageFor', () => {
  it('answers a prerendered path with its own HTML, with or without a trailing slash', () => {
    expect(webPageFor(build, '/')).toEqual({ file: 'index.html', status: 200 });
    expect(webPageFor(build, '/login')).toEqual({ file: 'login/index.html', status: 200 });
    expect(webPageFor(build, '/login/')).toEqual({ file: 'login/index.html', status: 200 });
    expect(webPageFor(build, '/register/customer')).toEqual({
      file: 'register/customer/index.html',
      status: 200,
    });
  });

  it('answers the other paths of the app with the shell', () => {
    expect(webPageFor(build, '/c/jobs')).toEqual({ file: 'app.html', status: 200 });
    expect(webPageFor(build, '/c/jobs/42')).toEqual({ file: 'app.html', status: 200 });
    expect(webPageFor(build, '/register/admin')).toEqual({ file: 'app.html', status: 200 });
    expect(webPageFor(build, '/b')).toEqual({ file: 'app.html', status: 200 });
  });

  it('answers an unknown path with the not-found page and 404', () => {
    expect(webPageFor(build, '/c/jobs/42/extra')).toEqual({ file: '404.html', status: 404 });
    expect(webPageFor(build, '/nowhere')).toEqual({ file: '404.html', status: 404 });
  });

  it('answers every path with index.html for a build without prerendered pages', () => {
    expect(webPageFor(null, '/nowhere')).toEqual({ file: 'index.html', status: 200 });
  });
});
