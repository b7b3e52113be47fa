/**
 * The nginx configuration `npm run cluster` runs: deploy/nginx/usaha.conf as shipped, with its
 * port, web folder and processes put in, inside a main file of its own (a prefix folder, so
 * nginx runs without touching /etc/nginx or /var/log).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';

export const SITE_CONFIG = join(REPO_ROOT, 'deploy/nginx/usaha.conf');

/** Replaces what `pattern` matches, which must be found exactly `count` times. */
function replaceExactly(text: string, pattern: RegExp, count: number, by: string): string {
  const found = text.match(pattern)?.length ?? 0;
  if (found !== count) {
    throw new Error(`${SITE_CONFIG}: expected ${count} of ${pattern}, found ${found}`);
  }
  let first = true;
  return text.replace(pattern, () => {
    const replacement = first ? by : '';
    first = false;
    return replacement;
  });
}

export function siteConfig(options: { port: number; webDist: string; upstreams: number[] }) {
  let text = readFileSync(SITE_CONFIG, 'utf8');
  text = replaceExactly(text, /^ {4}listen 80;$/gm, 1, `    listen ${options.port};`);
  text = replaceExactly(
    text,
    /^ {4}root \/opt\/usaha\/apps\/web\/dist;$/gm,
    1,
    `    root ${options.webDist};`,
  );
  const servers = options.upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;\n`)
    .join('');
  return replaceExactly(text, /^ {4}server 127\.0\.0\.1:300\d .*;\n/gm, 3, servers);
}

/** The main file around the site: its pid, temporary folders and logs in `prefix`. */
export function mainConfig(prefix: string, siteFile: string, logLevel: string): string {
  const mimeTypes = '/etc/nginx/mime.types';
  const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(prefix, `${kind}-temp`)};`)
    .join('\n');
  // Run by root (a trial on a server), the workers stay root: the checkout's folders are
  // readable by them whoever owns them. Production uses the distribution's nginx.conf.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}worker_processes auto;
worker_rlimit_nofile 16384;
pid ${join(prefix, 'nginx.pid')};
error_log stderr ${logLevel};
events { worker_connections 8192; }
http {
${existsSync(mimeTypes) ? `    include ${mimeTypes};` : ''}
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    server_tokens off;
${paths}
    include ${siteFile};
}
`;
}
